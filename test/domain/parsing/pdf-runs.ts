import type { PdfRun } from '../../../main/domain/parsing/pdf';

// Positioned text runs for layout tests, 0.5 em per character, as pdf.js would report them.

/** One run per word of a line at (x, y), as many PDF producers write them. */
export function words(text: string, x: number, y: number, size = 10, font = 'regular'): PdfRun[] {
  const out: PdfRun[] = [];
  let at = x;
  for (const word of text.split(' ')) {
    const w = word.length * size * 0.5;
    out.push({ str: word, x: at, y, w, size, font });
    at += w + size * 0.28;
  }
  return out;
}

/** One run for a whole line, as Chromium's PDFs give them. */
export const run = (str: string, x: number, y: number, size = 10, font = 'regular'): PdfRun => ({
  str,
  x,
  y,
  w: str.length * size * 0.5,
  size,
  font,
});
