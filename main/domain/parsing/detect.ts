import { UnreadableFileError } from './errors';

export type ResumeFileKind = 'pdf' | 'docx' | 'text' | 'markdown' | 'json';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);

/** Index of an ASCII (or UTF-16LE when wide) string in the bytes, or -1. */
export function indexOfAscii(
  bytes: Uint8Array,
  text: string,
  wide = false,
  from = 0,
  to = bytes.length,
): number {
  const step = wide ? 2 : 1;
  const first = text.charCodeAt(0);
  const last = Math.min(to, bytes.length) - text.length * step;
  outer: for (let i = from; i <= last; i++) {
    if (bytes[i] !== first) continue;
    for (let k = 1; k < text.length; k++) {
      if (bytes[i + k * step] !== text.charCodeAt(k)) continue outer;
      if (wide && bytes[i + k * step + 1] !== 0) continue outer;
    }
    return i;
  }
  return -1;
}

/** "%PDF-" within the first 1024 bytes, where the PDF specification allows the header to start. */
const isPdf = (bytes: Uint8Array) => indexOfAscii(bytes, '%PDF-', false, 0, 1024 + 5) >= 0;
const isZip = (bytes: Uint8Array) => startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
/** OLE2 compound file: legacy .doc, or an encrypted (password-protected) Office document. */
const isOle = (bytes: Uint8Array) => startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const isImage = (bytes: Uint8Array) =>
  startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) || // PNG
  startsWith(bytes, [0xff, 0xd8, 0xff]) || // JPEG
  startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) || // GIF
  startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || // TIFF
  startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]) ||
  (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)); // WebP

function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

const BY_EXTENSION: Record<string, ResumeFileKind> = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'text',
  text: 'text',
  md: 'markdown',
  markdown: 'markdown',
  json: 'json',
};

/** Extensions of documents the parser knows it cannot read. */
const UNSUPPORTED = new Set(
  'doc dot rtf odt pages xls xlsx ppt pptx key numbers zip rar 7z gz exe dll bin png jpg jpeg gif tif tiff bmp webp heic'.split(
    ' ',
  ),
);

/** True when the first bytes look like text: no NUL bytes and few control characters. */
function looksTextual(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 4096);
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  let control = 0;
  for (let i = 0; i < n; i++) {
    const b = bytes[i];
    if (b === 0) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) control++;
  }
  return control <= n * 0.01;
}

/**
 * The kind of a resume file: by its first bytes (%PDF, a ZIP holding word/document.xml) and then by
 * its extension; text without a known extension is sniffed (a leading "{" is JSON, "# " headings
 * make Markdown). Throws UnreadableFileError for files that are recognisably something else:
 * images ('image-only'), encrypted Office documents ('encrypted'), legacy .doc, spreadsheets,
 * other archives and binaries ('unsupported').
 */
export function detectKind(fileName: string, bytes: Uint8Array): ResumeFileKind {
  const ext = extensionOf(fileName);
  if (isPdf(bytes)) return 'pdf';
  if (isZip(bytes)) {
    if (indexOfAscii(bytes, 'word/document.xml') >= 0) return 'docx';
    throw new UnreadableFileError('unsupported', 'a ZIP archive that is not a Word document');
  }
  if (isOle(bytes)) {
    if (indexOfAscii(bytes, 'EncryptedPackage', true) >= 0)
      throw new UnreadableFileError('encrypted', 'a password-protected Office document');
    throw new UnreadableFileError('unsupported', 'a legacy Word .doc file; save it as .docx or PDF');
  }
  if (isImage(bytes)) throw new UnreadableFileError('image-only', 'an image file');
  if (startsWith(bytes, [0x7b, 0x5c, 0x72, 0x74, 0x66]))
    throw new UnreadableFileError('unsupported', 'an RTF file');
  const byExtension = BY_EXTENSION[ext];
  if (byExtension) return byExtension;
  if (UNSUPPORTED.has(ext)) throw new UnreadableFileError('unsupported', `a .${ext} file`);
  if (!looksTextual(bytes)) throw new UnreadableFileError('unsupported', 'not a document the parser knows');
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  if (/^\s*\{/.test(head)) return 'json';
  if (/^#{1,6} \S/m.test(head) || /^\s*[-*] .*\n\s*[-*] /m.test(head) || /\]\(https?:\/\//.test(head))
    return 'markdown';
  return 'text';
}
