import { type FormEvent, useState } from 'react';
import {
  EMPLOYMENT_TYPES,
  type Job,
  jobCreateSchema,
  jobPatchSchema,
  SALARY_PERIODS,
  SENIORITY_LEVELS,
} from '../../../main/contract';
import { useAction, useClient } from '../api/client';
import { Dialog } from '../components/dialog';
import { Field } from '../components/field';
import { errorsFromIssues, errorsFromProblem, type FieldErrors } from '../components/field-errors';
import { errorAt, FormProblem } from '../components/form-problem';

interface Draft {
  title: string;
  company: string;
  description: string;
  city: string;
  countryCode: string;
  remote: '' | 'Full' | 'Hybrid' | 'None';
  employmentType: string;
  seniority: string;
  status: 'open' | 'closed';
  requiredSkills: string;
  niceToHaveSkills: string;
  salaryMin: string;
  salaryMax: string;
  currency: string;
  period: string;
}

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function draftOf(job?: Job): Draft {
  return {
    title: job?.title ?? '',
    company: job?.company ?? '',
    description: job?.description ?? '',
    city: job?.location?.city ?? '',
    countryCode: job?.location?.countryCode ?? '',
    remote: job?.remote ?? '',
    employmentType: job?.employmentType ?? 'Full-time',
    seniority: job?.seniority ?? '',
    status: job?.status ?? 'open',
    requiredSkills: job?.requiredSkills.join(', ') ?? '',
    niceToHaveSkills: job?.niceToHaveSkills.join(', ') ?? '',
    salaryMin: job?.salaryRange ? String(job.salaryRange.min) : '',
    salaryMax: job?.salaryRange ? String(job.salaryRange.max) : '',
    currency: job?.salaryRange?.currency ?? '',
    period: job?.salaryRange?.period ?? 'year',
  };
}

/**
 * The schema sees an empty or unreadable salary amount as NaN ("expected number, received NaN");
 * people read what to do instead.
 */
function withSalaryWording(errors: FieldErrors, d: Draft): FieldErrors {
  const worded = { ...errors };
  for (const [key, raw] of [
    ['salaryRange.min', d.salaryMin],
    ['salaryRange.max', d.salaryMax],
  ] as const) {
    if (!worded[key]) continue;
    if (raw.trim() === '') worded[key] = 'needed when a salary is given (or leave the salary empty)';
    else if (Number.isNaN(Number(raw))) worded[key] = 'must be a number, such as 65000';
  }
  return worded;
}

/** The request body a draft stands for; empty inputs are left out rather than sent as "". */
function bodyOf(d: Draft): Record<string, unknown> {
  const location = {
    ...(d.city ? { city: d.city } : {}),
    ...(d.countryCode ? { countryCode: d.countryCode } : {}),
  };
  const salaryGiven = d.salaryMin || d.salaryMax || d.currency;
  return {
    title: d.title,
    ...(d.company ? { company: d.company } : {}),
    ...(d.description ? { description: d.description } : {}),
    ...(Object.keys(location).length ? { location } : {}),
    ...(d.remote ? { remote: d.remote } : {}),
    employmentType: d.employmentType,
    ...(d.seniority ? { seniority: d.seniority } : {}),
    status: d.status,
    requiredSkills: list(d.requiredSkills),
    niceToHaveSkills: list(d.niceToHaveSkills),
    ...(salaryGiven
      ? {
          salaryRange: {
            min: d.salaryMin === '' ? Number.NaN : Number(d.salaryMin),
            max: d.salaryMax === '' ? Number.NaN : Number(d.salaryMax),
            currency: d.currency,
            period: d.period,
          },
        }
      : {}),
  };
}

/** The form's fields by their key in the job (as errors name them), for the summary of a failed save. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  company: 'Company',
  'location.city': 'City',
  'location.countryCode': 'Country code',
  location: 'Location',
  remote: 'Remote',
  employmentType: 'Employment type',
  seniority: 'Seniority',
  status: 'Status',
  requiredSkills: 'Required skills',
  niceToHaveSkills: 'Nice-to-have skills',
  'salaryRange.min': 'Salary from',
  'salaryRange.max': 'Salary to',
  'salaryRange.currency': 'Currency',
  'salaryRange.period': 'Per',
  salaryRange: 'Salary',
  description: 'Description',
};

/** Create or edit a job, validated with the contract's schemas before it is sent. */
export function JobForm({ job, onClose, onSaved }: { job?: Job; onClose: () => void; onSaved: () => void }) {
  const client = useClient();
  const action = useAction();
  const [draft, setDraft] = useState<Draft>(() => draftOf(job));
  const [errors, setErrors] = useState<FieldErrors>({});
  // The form's own check first; once it passes, what the service said about the fields it was sent.
  const shown = Object.keys(errors).length > 0 ? errors : errorsFromProblem(action.problem);
  const err = (key: string) => errorAt(shown, key);
  const bind = (key: keyof Draft) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    const parsed = (job ? jobPatchSchema : jobCreateSchema).safeParse(body);
    if (!parsed.success) {
      setErrors(withSalaryWording(errorsFromIssues(parsed.error.issues), draft));
      return;
    }
    setErrors({});
    const saved = await action.run(() =>
      job
        ? client.invoke('updateJob', { params: { id: job.id }, body: body as never })
        : client.invoke('createJob', { body: body as never }),
    );
    if (saved) onSaved();
  };

  return (
    <Dialog title={job ? `Edit ${job.title}` : 'New job'} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="form two-columns">
        <Field label="Title" error={err('title')}>
          <input {...bind('title')} />
        </Field>
        <Field label="Company" error={err('company')}>
          <input {...bind('company')} />
        </Field>
        <Field label="City" error={err('location.city')}>
          <input {...bind('city')} />
        </Field>
        <Field label="Country code" error={err('location.countryCode')} hint="e.g. DE, US">
          <input {...bind('countryCode')} />
        </Field>
        <Field label="Remote" error={err('remote')}>
          <select {...bind('remote')}>
            <option value="">Not said</option>
            <option value="Full">Fully remote</option>
            <option value="Hybrid">Hybrid</option>
            <option value="None">On site</option>
          </select>
        </Field>
        <Field label="Employment type" error={err('employmentType')}>
          <select {...bind('employmentType')}>
            {EMPLOYMENT_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </Field>
        <Field label="Seniority" error={err('seniority')}>
          <select {...bind('seniority')}>
            <option value="">From the title</option>
            {SENIORITY_LEVELS.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </Field>
        <Field label="Status" error={err('status')}>
          <select {...bind('status')}>
            <option value="open">Open</option>
            <option value="closed">Closed</option>
          </select>
        </Field>
        <Field label="Required skills" error={err('requiredSkills')} hint="Comma separated">
          <input {...bind('requiredSkills')} />
        </Field>
        <Field label="Nice-to-have skills" error={err('niceToHaveSkills')} hint="Comma separated">
          <input {...bind('niceToHaveSkills')} />
        </Field>
        <Field label="Salary from" error={err('salaryRange.min')}>
          <input inputMode="numeric" {...bind('salaryMin')} />
        </Field>
        <Field label="Salary to" error={err('salaryRange.max')}>
          <input inputMode="numeric" {...bind('salaryMax')} />
        </Field>
        <Field label="Currency" error={err('salaryRange.currency')} hint="ISO code such as EUR">
          <input {...bind('currency')} />
        </Field>
        <Field label="Per" error={err('salaryRange.period')}>
          <select {...bind('period')}>
            {SALARY_PERIODS.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </Field>
        <Field label="Description" error={err('description')}>
          <textarea rows={4} {...bind('description')} />
        </Field>
        <div className="form-footer">
          <FormProblem what="The job" errors={shown} labels={FIELD_LABELS} problem={action.problem} />
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={action.busy}>
            {job ? 'Save changes' : 'Create job'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
