import type { Problem } from '../../../main/contract';
import { plural } from '../format';
import type { FieldErrors } from './field-errors';

/**
 * The error for one field, also when it points inside the field's value (the service says
 * requiredSkills.2 for the third skill of the "Required skills" input).
 */
export function errorAt(errors: FieldErrors, key: string): string | undefined {
  if (errors[key]) return errors[key];
  const inside = Object.keys(errors).find((k) => k.startsWith(`${key}.`));
  return inside ? errors[inside] : undefined;
}

/** The label of the form field an error key belongs to (the longest labelled key it starts with). */
function labelOf(key: string, labels: Record<string, string>): string | undefined {
  const owner = Object.keys(labels)
    .filter((field) => key === field || key.startsWith(`${field}.`))
    .sort((a, b) => b.length - a.length)[0];
  return owner ? labels[owner] : undefined;
}

/**
 * What a form says above its buttons when a save fails, for people: "The job was not saved: 2 fields
 * need attention: Title, Salary to." The messages themselves are at their fields; any message no
 * field shows (a rule across fields, say) is spelled out here, so nothing the service said is lost.
 * Without field messages it says what went wrong in the service's words, never a bare
 * "Unprocessable request".
 */
export function FormProblem({
  what,
  errors,
  labels,
  problem,
}: {
  /** What was not saved: "The job", "The webhook". */
  what: string;
  /** The field messages, from the form's own check or from the service's problem. */
  errors: FieldErrors;
  /** The form's field keys (as in errors) and their labels. */
  labels: Record<string, string>;
  problem?: Problem;
}) {
  const keys = Object.keys(errors);
  if (keys.length === 0 && !problem) return null;
  if (keys.length === 0) {
    return (
      <div className="problem" role="alert">
        <strong>{what} was not saved.</strong> {problem?.detail ?? problem?.title}
        {problem?.status === 401 && (
          <p>Your browser session has ended. Open the login link that `talent serve --ui` prints.</p>
        )}
      </div>
    );
  }
  const fields = [...new Set(keys.map((key) => labelOf(key, labels)).filter((l): l is string => !!l))];
  const unplaced = keys.filter((key) => !labelOf(key, labels));
  return (
    <div className="problem" role="alert">
      <strong>{what} was not saved.</strong>{' '}
      {fields.length > 0 && (
        <>
          {plural(fields.length, 'field needs', 'fields need')} attention: {fields.join(', ')}.
        </>
      )}
      {unplaced.map((key) => (
        <p key={key}>{errors[key]}</p>
      ))}
    </div>
  );
}
