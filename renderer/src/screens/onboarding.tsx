import { type FormEvent, useState } from 'react';
import { setupOrganizationSchema } from '../../../main/contract';
import { useAction, useClient } from '../api/client';
import { Field } from '../components/field';
import { errorsFromIssues, errorsFromProblem, type FieldErrors } from '../components/field-errors';
import { ProblemMessage } from '../components/status';

/** First run: the index has no organization yet. Create it, and offer demo data to explore with. */
export function OnboardingScreen({ onDone }: { onDone: () => void }) {
  const client = useClient();
  const action = useAction();
  const [form, setForm] = useState({ name: '', email: '', adminName: '' });
  const [demo, setDemo] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: form.name,
      email: form.email,
      ...(form.adminName ? { adminName: form.adminName } : {}),
    };
    const parsed = setupOrganizationSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    const done = await action.run(async () => {
      setStep('Creating the organization');
      await client.invoke('setupOrganization', { body: parsed.data });
      if (demo) {
        setStep('Adding demo data (1,000 resumes and 100 jobs)');
        await client.invoke('loadDemoData', { body: { resumes: 1000, jobs: 100 } });
      }
      return true;
    });
    setStep('');
    if (done) onDone();
  };
  const serverErrors = errorsFromProblem(action.problem);
  const errorOf = (key: string) => errors[key] ?? serverErrors[key];

  return (
    <main className="center onboarding">
      <h1>Welcome to Talent Index</h1>
      <p>
        Your resumes and jobs stay in a local index on this computer. Start by naming your organization; you
        are its administrator.
      </p>
      <form onSubmit={submit} noValidate className="form">
        <Field label="Organization name" error={errorOf('name')}>
          <input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        </Field>
        <Field
          label="Contact e-mail"
          error={errorOf('email')}
          hint="Its domain becomes your organization's domain."
        >
          <input
            type="email"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
          />
        </Field>
        <Field label="Your name (optional)" error={errorOf('adminName')}>
          <input value={form.adminName} onChange={(e) => setForm({ ...form, adminName: e.target.value })} />
        </Field>
        <label className="check">
          <input type="checkbox" checked={demo} onChange={(e) => setDemo(e.target.checked)} />
          Add demo data to explore: 1,000 synthetic resumes and 100 jobs (you can delete them later)
        </label>
        <ProblemMessage problem={action.problem} />
        {step && (
          <p className="loading" aria-live="polite">
            <span className="spinner" aria-hidden="true" /> {step}…
          </p>
        )}
        <button type="submit" className="primary" disabled={action.busy}>
          Create organization
        </button>
      </form>
    </main>
  );
}
