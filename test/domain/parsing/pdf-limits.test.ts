import { beforeAll, describe, expect, it } from 'vitest';
import { extractText } from '../../../main/domain/parsing';
import { layoutPage, type PdfRun } from '../../../main/domain/parsing/pdf';
import { tinyPdf } from './tiny-pdf';

describe('PDF size caps', () => {
  // The first PDF read loads pdf.js (seconds on a busy machine): that is start-up, not the file's cost.
  beforeAll(async () => {
    await extractText(tinyPdf('BT /F1 12 Tf 50 780 Td (Warm up) Tj ET'), 'pdf');
  });

  it('reads a PDF whose text matrix is scaled by 1e8 quickly and with bounded memory', async () => {
    // Issue #13: 1.3 KB like this drove the parser to 3 GB, because arrays were sized from coordinates.
    const content = Array.from(
      { length: 12 },
      (_, i) =>
        `BT /F1 10 Tf 100000000 0 0 100000000 ${50 + (i % 2) * 200} ${800 - i * 20} Tm (Word${i} more) Tj ET`,
    ).join('\n');
    const pdf = tinyPdf(content);
    expect(pdf.byteLength).toBeLessThan(1500);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    await extractText(pdf, 'pdf').catch((error: Error) => error);
    const elapsed = performance.now() - started;
    const grown = process.memoryUsage().rss - before;
    expect(elapsed).toBeLessThan(2000);
    expect(grown).toBeLessThan(200 * 1024 * 1024);
  });

  it('clips a horizontally stretched run to the page and still reads the page', async () => {
    const stretched = 'BT /F1 10 Tf 100000000 0 0 1 40 700 Tm (Stretched) Tj ET';
    const normal = 'BT /F1 12 Tf 50 780 Td (Jane Doe) Tj 0 -20 Td (jane@example.com) Tj ET';
    const started = performance.now();
    const text = await extractText(tinyPdf(`${normal}\n${stretched}`), 'pdf');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(text.split('\n').slice(0, 2)).toEqual(['Jane Doe', 'jane@example.com']);
  });

  it('lays out runs with absurd coordinates without sizing arrays from them', () => {
    const runs: PdfRun[] = Array.from({ length: 20 }, (_, i) => ({
      str: `w${i}`,
      x: i % 2 ? 1e12 : 0,
      y: 100 + i * 12,
      w: 1e12,
      size: 10,
    }));
    const started = performance.now();
    const text = layoutPage(runs, 842);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(text.split(/\s+/)).toHaveLength(20);
  });
});
