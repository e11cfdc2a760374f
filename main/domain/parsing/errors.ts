/**
 * The largest resume file the parser reads: 10 MiB (10 × 1024 × 1024 bytes). Real resumes are a few
 * hundred kilobytes at most; anything larger is a scan, a portfolio or not a resume, and reading it
 * would only cost memory and time.
 */
export const MAX_RESUME_FILE_BYTES = 10 * 1024 * 1024;

export type UnreadableReason = 'too-large' | 'corrupt' | 'encrypted' | 'empty' | 'image-only' | 'unsupported';

const MESSAGES: Record<UnreadableReason, string> = {
  'too-large': `the file is larger than ${MAX_RESUME_FILE_BYTES / 1024 / 1024} MiB`,
  corrupt: 'the file is damaged or is not the kind of document its name says',
  encrypted: 'the file is password-protected',
  empty: 'the file has no text',
  'image-only': 'the file holds only images (a scan?); there is no text to read',
  unsupported: 'this kind of file cannot be read; use PDF, DOCX, plain text, Markdown or JSON Resume',
};

/** A resume file that cannot be turned into text, with the reason a user can act on. */
export class UnreadableFileError extends Error {
  readonly reason: UnreadableReason;

  constructor(reason: UnreadableReason, detail?: string) {
    super(detail ? `${MESSAGES[reason]} (${detail})` : MESSAGES[reason]);
    this.name = 'UnreadableFileError';
    this.reason = reason;
  }
}
