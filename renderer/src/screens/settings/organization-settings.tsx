import { type FormEvent, useEffect, useState } from 'react';
import { organizationPatchSchema } from '../../../../main/contract';
import { useAction, useClient, useOperation } from '../../api/client';
import { Field } from '../../components/field';
import { errorsFromIssues, errorsFromProblem, type FieldErrors } from '../../components/field-errors';
import { errorAt, FormProblem } from '../../components/form-problem';
import { Loading, ProblemMessage } from '../../components/status';

/** The form's fields by their key in the request (as errors name them), for the summary of a failed save. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  website: 'Website',
};

export function OrganizationSettings() {
  const client = useClient();
  const organization = useOperation('getOrganization', {});
  const action = useAction();
  const [form, setForm] = useState({ name: '', email: '', phone: '', website: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    const o = organization.data;
    if (o) setForm({ name: o.name, email: o.email, phone: o.phone, website: o.website });
  }, [organization.data]);
  // The form's own check first; once it passes, what the service said about the fields it was sent.
  const shown = Object.keys(errors).length > 0 ? errors : errorsFromProblem(action.problem);
  const err = (key: string) => errorAt(shown, key);
  const bind = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => {
      setSaved(false);
      setForm((f) => ({ ...f, [key]: e.target.value }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = organizationPatchSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(errorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    if (await action.run(() => client.invoke('updateOrganization', { body: parsed.data }))) {
      setSaved(true);
      organization.reload();
    }
  };

  return (
    <section className="card" aria-labelledby="org-heading">
      <h2 id="org-heading">Organization</h2>
      {organization.problem && <ProblemMessage problem={organization.problem} />}
      {!organization.data && !organization.problem && <Loading />}
      {organization.data && (
        <form onSubmit={submit} noValidate className="form two-columns">
          <Field label="Name" error={err('name')}>
            <input {...bind('name')} />
          </Field>
          <Field label="E-mail" error={err('email')}>
            <input type="email" {...bind('email')} />
          </Field>
          <Field label="Phone" error={err('phone')}>
            <input {...bind('phone')} />
          </Field>
          <Field label="Website" error={err('website')}>
            <input {...bind('website')} placeholder="https://" />
          </Field>
          <div className="form-footer">
            <FormProblem
              what="The organization"
              errors={shown}
              labels={FIELD_LABELS}
              problem={action.problem}
            />
            {saved && <span className="ok">Saved.</span>}
            <button type="submit" className="primary" disabled={action.busy}>
              Save organization
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
