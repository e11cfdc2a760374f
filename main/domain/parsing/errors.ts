import { MAX_RESUME_FILE_BYTES } from '../../contract';

// The limit is the contract's, so clients can refuse an oversized file before sending it.
export { MAX_RESUME_FILE_BYTES };

export type UnreadableReason =
  | 'too-large'
  | 'corrupt'
  | 'encrypted'
  | 'empty'
  | 'image-only'
  | 'unsupported'
  | 'not-a-resume';

const MESSAGES: Record<UnreadableReason, string> = {
  'too-large': `the file is larger than ${MAX_RESUME_FILE_BYTES / 1024 / 1024} MiB`,
  corrupt: 'the file is damaged or is not the kind of document its name says',
  encrypted: 'the file is password-protected',
  empty: 'the file has no text',
  'image-only': 'the file holds only images (a scan?); there is no text to read',
  unsupported: 'this kind of file cannot be read; use PDF, DOCX, plain text, Markdown or JSON Resume',
  'not-a-resume': 'the file does not read as a resume, so nothing was imported',
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
