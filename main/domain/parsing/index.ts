// Resume files → JSON Resume documents, offline.
//
//   detectKind(fileName, bytes)      pdf | docx | text | markdown | json, by magic bytes then extension
//   extractText(bytes, kind)         the file's text in reading order (PDF columns read one by one)
//   parseResumeText(text)            text → JSON Resume + per-field confidence + warnings (our rules)
//   parseResumeFile(fileName, bytes) all three; a .json file is validated as JSON Resume directly
//
// Callers pass bytes (no file system here). Files the parser cannot read throw UnreadableFileError
// with a reason: too-large (over MAX_RESUME_FILE_BYTES, 10 MiB), corrupt, encrypted, empty,
// image-only (a PDF without a text layer, or an image file), unsupported (.doc, spreadsheets...) or
// not-a-resume (text that reads as a table, an invoice, or has neither a name nor a section).

import { canonicalJsonResume, checkJsonResume, describePointed } from '../json-resume';
import { detectKind, type ResumeFileKind } from './detect';
import { extractDocxText } from './docx';
import { MAX_RESUME_FILE_BYTES, UnreadableFileError } from './errors';
import { refuseNonResume } from './not-a-resume';
import { type FieldConfidence, type ParsedResume, parseResumeText as parseText } from './parse';
import { type LayoutNotes, readPdf } from './pdf';
import { sanitizeValue, stripUnstorable } from './sanitize';
import { decodeText, stripMarkdown } from './text';

export { detectKind, type ResumeFileKind } from './detect';
export { MAX_RESUME_FILE_BYTES, UnreadableFileError, type UnreadableReason } from './errors';
export { type FieldConfidence, type ParsedResume, UNKNOWN_NAME } from './parse';

/**
 * The last step of every parse: no control or private-use character in the document, its
 * confidence paths or the text it was read from (the text-level passes already remove them; this
 * holds whatever a future rule or a JSON Resume file lets through).
 */
function sanitizeParsed(parsed: ParsedResume): ParsedResume {
  return {
    resume: sanitizeValue(parsed.resume),
    confidence: sanitizeValue(parsed.confidence),
    warnings: sanitizeValue(parsed.warnings),
    text: stripUnstorable(parsed.text),
  };
}

/** Text → JSON Resume + per-field confidence + warnings, with nothing unstorable left in it. */
export function parseResumeText(text: string): ParsedResume {
  return sanitizeParsed(parseText(text));
}

function checkSize(bytes: Uint8Array) {
  if (bytes.byteLength > MAX_RESUME_FILE_BYTES)
    throw new UnreadableFileError('too-large', `${(bytes.byteLength / 1024 / 1024).toFixed(1)} MiB`);
}

/**
 * The text of a resume file. PDF: in reading order, two-column layouts column by column. DOCX: one
 * line per paragraph, list items as "• " bullets. Text: UTF-8 (or UTF-16 with BOM, or
 * Windows-1252). Markdown: as text without its syntax. JSON: as it is.
 */
export async function extractText(bytes: Uint8Array, kind: ResumeFileKind): Promise<string> {
  return (await readText(bytes, kind)).text;
}

/** extractText, with what a PDF's layout left unsettled. */
async function readText(
  bytes: Uint8Array,
  kind: ResumeFileKind,
): Promise<{ text: string; notes?: LayoutNotes }> {
  checkSize(bytes);
  if (bytes.byteLength === 0) throw new UnreadableFileError('empty');
  let text: string;
  switch (kind) {
    case 'pdf': {
      const pdf = await readPdf(bytes);
      if (!/[\p{L}\p{N}]/u.test(pdf.text)) throw new UnreadableFileError('image-only');
      return pdf;
    }
    case 'docx':
      text = await extractDocxText(bytes);
      break;
    case 'markdown':
      text = stripMarkdown(decodeText(bytes));
      break;
    case 'text':
    case 'json':
      text = decodeText(bytes);
      break;
    default:
      throw new UnreadableFileError('unsupported');
  }
  if (!/\S/.test(text)) throw new UnreadableFileError('empty');
  return { text };
}

/** How much a field's confidence keeps when the text it was read from may mix two columns. */
const UNORDERED_CONFIDENCE = 0.7;

/**
 * A PDF whose lines hold two columns of text side by side (the layout could not find the gutter
 * between them, so it read across): every field may hold words of the other column, so each
 * confidence is lowered and the parse says why.
 */
function noteUnordered(parsed: ParsedResume, notes: LayoutNotes | undefined): ParsedResume {
  if (!notes?.unorderedLines) return parsed;
  const confidence: FieldConfidence = {};
  for (const [path, value] of Object.entries(parsed.confidence))
    confidence[path] = Math.round(value * UNORDERED_CONFIDENCE * 100) / 100;
  const warning = `text in columns that could not be ordered: ${notes.unorderedLines} lines hold two columns side by side, read across; check the entries against the file`;
  return { ...parsed, confidence, warnings: [...parsed.warnings, warning] };
}

/** Confidence 1 for every value of a JSON Resume document that was given as JSON. */
function fullConfidence(value: unknown, path: string, out: FieldConfidence): FieldConfidence {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) fullConfidence(v, `${path}[${i}]`, out);
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) fullConfidence(v, path ? `${path}.${k}` : k, out);
  else if (value !== undefined && value !== '' && path) out[path] = 1;
  return out;
}

function parseJsonResume(text: string): ParsedResume {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new UnreadableFileError('corrupt', `not valid JSON: ${(error as Error).message}`);
  }
  const checked = checkJsonResume(data);
  if ('problems' in checked) {
    // Every problem, not the first: the user fixes the file once.
    throw new UnreadableFileError(
      'corrupt',
      `not a JSON Resume document: ${describePointed(checked.problems).join('; ')}`,
    );
  }
  const resume = canonicalJsonResume(checked.resume);
  return { resume, confidence: fullConfidence(resume, '', {}), warnings: [], text };
}

/**
 * Detects the kind of file, extracts its text and parses it (JSON Resume files are validated as they
 * are). Text that does not read as a resume (a CSV table, an invoice, no name and no section) is
 * refused with the reason 'not-a-resume'.
 */
export async function parseResumeFile(fileName: string, bytes: Uint8Array): Promise<ParsedResume> {
  checkSize(bytes);
  if (bytes.byteLength === 0) throw new UnreadableFileError('empty');
  const kind = detectKind(fileName, bytes);
  const { text, notes } = await readText(bytes, kind);
  if (kind === 'json') return sanitizeParsed(parseJsonResume(text));
  const parsed = parseResumeText(text);
  refuseNonResume(parsed);
  return noteUnordered(parsed, notes);
}
