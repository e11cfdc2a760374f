import type { Problem } from '../../../main/contract';

export type FieldErrors = Record<string, string>;

/** zod issues keyed by their dotted path (salaryRange.min, profiles.0.url), first message per field. */
export function errorsFromIssues(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Messages pointing into a request body (JSON Pointers) keyed the same way as client-side issues. */
export function errorsFromPointers(items: ReadonlyArray<{ pointer: string; detail: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const item of items) {
    const key = item.pointer
      .split('/')
      .slice(1)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .join('.');
    errors[key] ??= item.detail;
  }
  return errors;
}

/** The server's errors[] (JSON Pointers into the body) keyed the same way as client-side issues. */
export function errorsFromProblem(problem: Problem | undefined): FieldErrors {
  return errorsFromPointers(problem?.errors ?? []);
}
