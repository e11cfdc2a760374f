import type { PdfRun } from './pdf';

// Running headers and footers: a line in the top or bottom band of the page that comes back on
// other pages ("Jane Doe – Curriculum Vitae", "Page 2 of 3 · jane@example.com") is page furniture,
// not content; read as content it becomes a job or a school in whatever section the page break
// fell. Lines are compared with their numbers blanked, so "Page 1" and "Page 2" are the same line.
// The header of the first page stays (it is often the name and contact line the later pages
// repeat); a bare page number goes on every page, single pages included.

/** Share of the page height, at the top and at the bottom, where furniture lives. */
const BAND = 0.1;
const PAGE_NUMBER = /^(?:page|seite|página|pagina|p\.)?\s*\d{1,3}\s*(?:(?:of|von|de|di|\/)\s*\d{1,3})?$/i;

interface BandLine {
  runs: PdfRun[];
  text: string;
  key: string;
  top: boolean;
}

function bandLines(runs: PdfRun[], height: number): BandLine[] {
  const band = runs
    .filter((r) => r.y < height * BAND || r.y > height * (1 - BAND))
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: BandLine[] = [];
  let current: PdfRun[] = [];
  const close = () => {
    if (!current.length) return;
    const text = [...current]
      .sort((a, b) => a.x - b.x)
      .map((r) => r.str)
      .join(' ');
    const key = text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
    if (key) lines.push({ runs: current, text, key, top: current[0].y < height / 2 });
    current = [];
  };
  for (const run of band) {
    if (current.length && Math.abs(run.y - current[0].y) > 2) close();
    current.push(run);
  }
  close();
  return lines;
}

/** The runs of each page without the running headers, footers and page numbers. */
export function dropPageFurniture(pages: { runs: PdfRun[]; height: number }[]): PdfRun[][] {
  const linesOf = pages.map((p) => bandLines(p.runs, p.height));
  const pagesWith = new Map<string, number>();
  for (const lines of linesOf)
    for (const key of new Set(lines.map((l) => `${l.top}:${l.key}`)))
      pagesWith.set(key, (pagesWith.get(key) ?? 0) + 1);
  const repeated = (l: BandLine) => {
    const count = pagesWith.get(`${l.top}:${l.key}`) ?? 0;
    return pages.length >= 2 && count >= Math.max(2, pages.length / 2);
  };
  return pages.map((page, n) => {
    const drop = new Set<PdfRun>();
    for (const line of linesOf[n]) {
      if (
        PAGE_NUMBER.test(line.text.replace(/[-–—·|]/g, ' ').trim()) ||
        (repeated(line) && !(line.top && n === 0))
      )
        for (const r of line.runs) drop.add(r);
    }
    return drop.size ? page.runs.filter((r) => !drop.has(r)) : page.runs;
  });
}
