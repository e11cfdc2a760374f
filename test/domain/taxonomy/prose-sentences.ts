// The sentences of a public-domain book (test/fixtures/taxonomy/prose), as the prose false-positive
// tests read them: the text up to Project Gutenberg's end line, paragraphs joined into lines, then cut
// after . ! ? (and closing quotes); fragments of fewer than three words or without a lower-case letter
// (headings, numbers) are left out.
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const PROSE = path.resolve(__dirname, '../../fixtures/taxonomy/prose');

/** The text of a gzipped book of the prose fixtures, without Project Gutenberg's closing licence. */
export function bookText(file: string): string {
  const text = gunzipSync(fs.readFileSync(path.join(PROSE, file))).toString('utf8');
  const end = text.indexOf('*** END OF THE PROJECT GUTENBERG EBOOK');
  return end < 0 ? text : text.slice(0, end);
}

export function sentencesOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .flatMap((p) => p.split(/(?<=[.!?][”’"]?)\s+(?=[“"‘A-Z])/))
    .filter((s) => /[a-z]/.test(s) && s.split(' ').length >= 3);
}
