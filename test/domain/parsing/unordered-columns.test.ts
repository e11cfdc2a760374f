import { describe, expect, it } from 'vitest';
import { parseResumeFile } from '../../../main/domain/parsing';
import { type LayoutNotes, layoutPage } from '../../../main/domain/parsing/pdf';
import { makePdf } from './make-files';
import { run } from './pdf-runs';

// Two columns of running text whose gutter is crossed further down (a full-width line under both)
// cannot be told apart: the page is read across, a line of each column on one line.
const LEFT = [
  'Led the migration of all services',
  'to the new cluster and cut the',
  'monthly cloud bill by a third for',
  'the whole engineering department',
];
const RIGHT = [
  'Taught coding to children at the',
  'city library every second Saturday',
  'and organised the yearly hackathon',
  'for the schools of the district',
];

describe('text in columns that could not be ordered', () => {
  it('counts the lines that hold two columns of prose side by side', () => {
    const runs = [
      run('Jane Doe', 50, 60, 20),
      ...LEFT.map((t, i) => run(t, 50, 100 + i * 13)),
      ...RIGHT.map((t, i) => run(t, 230, 100 + i * 13)),
      run('References are available on request from the candidate, by e-mail or by phone.', 50, 170),
    ];
    const notes: LayoutNotes = { unorderedLines: 0 };
    const text = layoutPage(runs, 842, true, notes);
    // Read across: the first line of the right column stands beside the left column's text.
    expect(text).toContain(`\t${RIGHT[0]}`);
    expect(notes.unorderedLines).toBe(4);
  });

  it('does not count titles beside their dates or places, nor a page read column by column', () => {
    const notes: LayoutNotes = { unorderedLines: 0 };
    const dated = [
      run('Senior Financial Analyst at Bluepeak', 50, 100),
      run('Oct 2019 – Feb 2024', 400, 100),
      run('Head of Finance at Crestview Bank', 50, 113),
      run('Oct 2011 – Sep 2019', 400, 113),
      run('Financial Analyst at Ironbridge Holdings', 50, 126),
      run('Sep 2006 – Oct 2011', 400, 126),
    ];
    layoutPage(dated, 842, false, notes);
    const columns = [
      ...LEFT.map((t, i) => run(t, 50, 100 + i * 13)),
      ...RIGHT.map((t, i) => run(t, 230, 100 + i * 13)),
    ];
    layoutPage(columns, 842, false, notes);
    expect(notes.unorderedLines).toBe(0);
  });

  it('warns and lowers every confidence when a PDF reads that way', async () => {
    const page = (crossed: boolean) =>
      makePdf((doc) => {
        doc.font('Helvetica-Bold').fontSize(20).text('Jane Doe', 50, 50);
        doc.font('Helvetica').fontSize(10).text('jane.doe@example.com', 50, 80);
        doc.font('Helvetica-Bold').fontSize(12).text('Experience', 50, 110);
        doc.font('Helvetica').fontSize(10).text('Platform Engineer, Fabrikam', 50, 130);
        doc.text('Jan 2020 – Present', 50, 143);
        for (const [i, t] of LEFT.entries()) doc.text(t, 50, 170 + i * 13, { lineBreak: false });
        for (const [i, t] of RIGHT.entries()) doc.text(t, 260, 170 + i * 13, { lineBreak: false });
        if (crossed)
          doc.text('References are available on request from the candidate, by e-mail or phone.', 50, 240, {
            lineBreak: false,
          });
      });
    const plain = await parseResumeFile('plain.pdf', await page(false));
    const mixed = await parseResumeFile('mixed.pdf', await page(true));
    expect(plain.warnings.join('\n')).not.toMatch(/could not be ordered/);
    expect(mixed.warnings.join('\n')).toMatch(/text in columns that could not be ordered: 4 lines/);
    expect(mixed.resume.basics.email).toBe('jane.doe@example.com');
    expect(mixed.confidence['basics.email']).toBeLessThan(plain.confidence['basics.email']);
    expect(mixed.confidence['work[0].name']).toBeLessThan(plain.confidence['work[0].name'] ?? 1);
  });
});
