import { describe, expect, it } from 'vitest';
import { extractText, parseResumeFile } from '../../../main/domain/parsing';
import { htmlToText } from '../../../main/domain/parsing/docx';
import { layoutPage, type PdfRun } from '../../../main/domain/parsing/pdf';
import { stripMarkdown } from '../../../main/domain/parsing/text';
import { makeDocx, makePdf, utf8 } from './make-files';
import { words } from './pdf-runs';

describe('PDF layout', () => {
  it('reads a two-column page column by column, with a header band across both', () => {
    const runs = [
      ...words('Maria Rossi', 40, 40, 24),
      ...['CONTACT', 'maria@example.com', '+39 312 345 6789', 'SKILLS', 'Python', 'SQL', 'Tableau'].flatMap(
        (t, i) => words(t, 30, 110 + i * 14, 9),
      ),
      ...[
        'EXPERIENCE',
        'Data Analyst, Globex',
        'Jan 2020 – Present',
        'Built dashboards for sales.',
        'EDUCATION',
        'Politecnico di Milano',
      ].flatMap((t, i) => words(t, 230, 110 + i * 16, 10)),
    ];
    expect(layoutPage(runs, 842, true).split('\n')).toEqual([
      'Maria Rossi',
      '',
      'CONTACT',
      'maria@example.com',
      '+39 312 345 6789',
      'SKILLS',
      'Python',
      'SQL',
      'Tableau',
      '',
      'EXPERIENCE',
      'Data Analyst, Globex',
      'Jan 2020 – Present',
      'Built dashboards for sales.',
      'EDUCATION',
      'Politecnico di Milano',
    ]);
  });

  it('keeps a single column with right-aligned dates as one column, the date after a tab', () => {
    const runs: PdfRun[] = [];
    const rows = [
      ['Acme Corp', 'Jan 2020 – Present'],
      ['Senior Engineer', ''],
      ['Globex', '2016 – 2019'],
      ['Engineer', ''],
      ['University of Oslo', '2012 – 2016'],
    ];
    rows.forEach(([left, right], i) => {
      runs.push(...words(left, 50, 100 + i * 14));
      if (right) runs.push(...words(right, 545 - right.length * 5 - 4 * 2.8, 100 + i * 14));
    });
    expect(layoutPage(runs, 842).split('\n')).toEqual([
      'Acme Corp\tJan 2020 – Present',
      'Senior Engineer',
      'Globex\t2016 – 2019',
      'Engineer',
      'University of Oslo\t2012 – 2016',
    ]);
  });

  it('joins wrapped lines and bullets with a hanging indent', () => {
    const long = 'Led the migration of the ledger service to Kubernetes and cut deploy times across';
    const runs = [
      { str: '•', x: 50, y: 100, w: 4, size: 10, font: 'regular' },
      ...words(long, 62, 100),
      ...words('all teams.', 62, 112),
      { str: '•', x: 50, y: 124, w: 4, size: 10, font: 'regular' },
      ...words('Mentored six engineers.', 62, 124),
    ];
    // The column is as wide as the first bullet line: "all" did not fit after "across".
    expect(layoutPage(runs, 842).split('\n')).toEqual([`• ${long} all teams.`, '• Mentored six engineers.']);
  });

  it('reads a real two-column PDF made with pdfkit', async () => {
    const pdf = await makePdf((doc) => {
      doc.font('Helvetica-Bold').fontSize(22).text('Maria Rossi', 40, 30);
      doc.font('Helvetica').fontSize(9);
      const side = [
        'CONTACT',
        'maria@example.com',
        '+39 312 345 6789',
        'Milan, Italy',
        '',
        'SKILLS',
        'Python',
        'SQL',
        'Tableau',
      ];
      for (const [i, t] of side.entries()) doc.text(t, 30, 100 + i * 13, { width: 150, lineBreak: false });
      const main = [
        'EXPERIENCE',
        'Data Analyst, Globex Corporation',
        'Jan 2020 – Present',
        '• Built dashboards for the sales team.',
        '',
        'EDUCATION',
        'Politecnico di Milano',
        'MSc in Data Science, 2018 – 2020',
      ];
      doc.fontSize(10);
      for (const [i, t] of main.entries()) doc.text(t, 220, 100 + i * 15, { width: 330, lineBreak: false });
    });
    const text = await extractText(pdf, 'pdf');
    const experience = text.indexOf('EXPERIENCE');
    expect(text.indexOf('Tableau')).toBeLessThan(experience);
    expect(text).toContain('Data Analyst, Globex Corporation\nJan 2020 – Present');
    const parsed = await parseResumeFile('cv.pdf', pdf);
    expect(parsed.resume.basics).toMatchObject({
      name: 'Maria Rossi',
      email: 'maria@example.com',
      phone: '+39 312 345 6789',
    });
    expect(parsed.resume.skills?.map((s) => s.name)).toEqual(['Python', 'SQL', 'Tableau']);
    expect(parsed.resume.education?.[0]).toMatchObject({
      institution: 'Politecnico di Milano',
      studyType: 'MSc',
      area: 'Data Science',
    });
  });
});

describe('DOCX text', () => {
  it('keeps paragraphs, list bullets, line breaks, table rows and hidden link targets', () => {
    const html =
      '<h1>Experience</h1><p><strong>Acme &amp; Co</strong>\tJan 2020 – Present<br />Engineer</p><ul><li>Built things</li></ul>' +
      '<table><tr><td><p>Globex</p></td><td><p>2019</p></td></tr><tr><td><p>a</p><p>b</p></td><td><p>c</p></td></tr></table>' +
      '<p><a href="https://github.com/ana">GitHub</a> <a href="https://linkedin.com/in/ana">linkedin.com/in/ana</a></p>';
    expect(htmlToText(html).split('\n')).toEqual([
      'Experience',
      '',
      'Acme & Co\tJan 2020 – Present',
      'Engineer',
      '• Built things',
      'Globex\t2019',
      'a',
      'b',
      '',
      'c',
      '',
      'GitHub (https://github.com/ana) linkedin.com/in/ana',
    ]);
  });

  it('extracts a DOCX made with the docx package', async () => {
    const docx = await makeDocx([
      { text: 'Ana López', bold: true },
      'Skills',
      { text: 'Python', bullet: true },
      { text: 'SQL', bullet: true },
    ]);
    expect(await extractText(docx, 'docx')).toBe('Ana López\nSkills\n• Python\n• SQL');
  });
});

describe('Markdown text', () => {
  it('strips headings, emphasis, links, code, tables and rules', () => {
    const md = [
      '---',
      'title: CV',
      '---',
      '# Ana *López*',
      '',
      '[LinkedIn](https://linkedin.com/in/ana) · [ana.dev](https://ana.dev) · <https://github.com/ana> · [mail](mailto:ana@example.com)',
      '',
      'Experience',
      '==========',
      '',
      '### **Data Analyst** — Globex',
      '* Built `dbt` models',
      '  1. nested step',
      '',
      '| Skill | Level |',
      '|---|---|',
      '| Python | Expert |',
      '',
      '***',
      'snake_case_name and __bold__',
    ].join('\n');
    expect(stripMarkdown(md).split('\n')).toEqual([
      'Ana López',
      '',
      'LinkedIn (https://linkedin.com/in/ana) · ana.dev · https://github.com/ana · mail ana@example.com',
      '',
      'Experience',
      '',
      'Data Analyst — Globex',
      '• Built dbt models',
      '  • nested step',
      '',
      'Skill | Level',
      '',
      'Python | Expert',
      '',
      '',
      'snake_case_name and bold',
    ]);
  });

  it('parses a Markdown file end to end', async () => {
    const parsed = await parseResumeFile(
      'cv.md',
      utf8(
        '# Ana López\n\nana@example.com\n\n## Experience\n\n### Data Analyst — Globex Corporation\n*03/2019 – 05/2021*\n\n- Built dashboards\n',
      ),
    );
    expect(parsed.resume.work).toEqual([
      {
        name: 'Globex Corporation',
        position: 'Data Analyst',
        startDate: '2019-03',
        endDate: '2021-05',
        highlights: ['Built dashboards'],
      },
    ]);
  });
});
