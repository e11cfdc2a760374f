/** A mistake in how the command was called: printed as one line, exit status 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Something the user can fix (missing index, bad file): printed as one line, exit status 1. */
export class CliError extends Error {
  override name = 'CliError';
}
