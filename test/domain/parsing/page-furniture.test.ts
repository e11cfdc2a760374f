import { describe, expect, it } from 'vitest';
import { extractText, parseResumeFile } from '../../../main/domain/parsing';
import { makePdf } from './make-files';

/** A three-page resume with a running header and a footer on every page, as word processors print them. */
function threePages(doc: PDFKit.PDFDocument) {
  const pages = [
    [
      'EXPERIENCE',
      'Senior Engineer, Globex Corporation',
      'Jan 2020 – Present',
      '• Built the billing platform.',
      'Engineer, Initech',
      'Mar 2016 – Dec 2019',
    ],
    ['• Ran the on-call rotation.', 'Junior Engineer, Hooli', 'Jun 2014 – Feb 2016', 'EDUCATION'],
    ['University of Oslo', 'BSc Computer Science, 2010 – 2014', 'SKILLS', 'Python, SQL'],
  ];
  for (const [n, lines] of pages.entries()) {
    if (n > 0) doc.addPage();
    doc.font('Helvetica').fontSize(9);
    doc.text('Jane Doe · Curriculum Vitae · jane@example.com', 50, 30, { lineBreak: false });
    doc.text(`Page ${n + 1} of 3`, 50, 800, { lineBreak: false });
    doc.text('Confidential – Acme Recruiting Ltd', 300, 800, { lineBreak: false });
    if (n === 0) {
      doc.font('Helvetica-Bold').fontSize(22).text('Jane Doe', 50, 60, { lineBreak: false });
      doc.font('Helvetica').fontSize(10).text('+47 912 34 567', 50, 90, { lineBreak: false });
    }
    doc.font('Helvetica').fontSize(10);
    for (const [i, line] of lines.entries()) doc.text(line, 50, 130 + i * 16, { lineBreak: false });
  }
}

describe('running headers and footers', () => {
  it('drops a header and a footer repeated on every page, keeping the first page header', async () => {
    const pdf = await makePdf(threePages);
    const text = await extractText(pdf, 'pdf');
    expect(text.match(/Curriculum Vitae/g)).toHaveLength(1);
    expect(text).not.toMatch(/Page \d of 3|Confidential/);
    const parsed = await parseResumeFile('cv.pdf', pdf);
    expect(parsed.resume.basics).toMatchObject({ name: 'Jane Doe', email: 'jane@example.com' });
    expect(parsed.resume.work).toHaveLength(3);
    expect(parsed.resume.education?.map((e) => e.institution)).toEqual(['University of Oslo']);
    expect(JSON.stringify(parsed.resume)).not.toMatch(/Confidential|Recruiting/);
  });

  it('drops a lone page number on a single page, and keeps a year at the bottom', async () => {
    const pdf = await makePdf((doc) => {
      doc.font('Helvetica-Bold').fontSize(20).text('Jane Doe', 50, 60, { lineBreak: false });
      doc.font('Helvetica').fontSize(10).text('jane@example.com', 50, 90, { lineBreak: false });
      doc.text('Awarded in', 50, 780, { lineBreak: false });
      doc.text('2019', 50, 795, { lineBreak: false });
      doc.text('– 1 –', 280, 815, { lineBreak: false });
    });
    const text = await extractText(pdf, 'pdf');
    expect(text).toContain('2019');
    expect(text).not.toMatch(/– 1 –/);
  });
});
