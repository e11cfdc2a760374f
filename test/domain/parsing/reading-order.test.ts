import { describe, expect, it } from 'vitest';
import { parseResumeFile, parseResumeText } from '../../../main/domain/parsing';
import { toLines } from '../../../main/domain/parsing/lines';
import { layoutPage } from '../../../main/domain/parsing/pdf';
import { headingOf } from '../../../main/domain/parsing/vocabulary';
import { makeDocx } from './make-files';
import { run, words } from './pdf-runs';
import { parseThirdPartyFile } from './third-party';

describe('letter-spaced and small-caps headings', () => {
  it('knows headings written letter by letter, with or without the word gap, and in split small caps', () => {
    expect(headingOf('E X P E R I E N C E')).toBe('work');
    expect(headingOf('W O R K  E X P E R I E N C E')).toBe('work');
    expect(headingOf('W O R K E X P E R I E N C E')).toBe('work');
    expect(headingOf('WORKEXPERIENCE')).toBe('work');
    expect(headingOf('Workexperience')).toBeUndefined();
    expect(headingOf('W ORK E XPERIENCE')).toBe('work');
    expect(headingOf('E DUCATION')).toBe('education');
    expect(headingOf('S K I L L S  &  T O O L S')).toBe('skills');
    expect(headingOf('A B C D')).toBeUndefined();
  });

  it('closes up letter-spaced lines where the word gaps show, and keeps them otherwise', () => {
    expect(toLines('J A N E  D O E\nE X P E R I E N C E\nJ A N E D O E').map((l) => l.text)).toEqual([
      'JANE DOE',
      'EXPERIENCE',
      'J A N E D O E',
    ]);
  });

  it('reads letter-spaced runs of a PDF (pdfjs puts a space between the letters) as words', () => {
    // Chromium with letter-spacing: "W O R K", the word gap as a run of its own, "E X P E R I E N C E".
    const runs = [
      run('W O R K', 50, 100, 12),
      { str: ' ', x: 86, y: 100, w: 10, size: 12 },
      run('E X P E R I E N C E', 96, 100, 12),
      run('Senior Engineer, Acme Corp', 50, 116),
      // Synthesized small caps: the capital in the full size, the rest smaller, no gap between.
      run('E', 50, 140, 14),
      run('DUCATION', 57, 140, 9.7),
      run('University of Oslo', 50, 156),
    ];
    expect(layoutPage(runs, 842).split('\n')).toEqual([
      'WORK EXPERIENCE',
      'Senior Engineer, Acme Corp',
      '',
      'EDUCATION',
      'University of Oslo',
    ]);
  });

  it('parses a DOCX whose headings are letter-spaced', async () => {
    const docx = await makeDocx([
      'Jane Doe',
      'jane@example.com',
      'W O R K  E X P E R I E N C E',
      'Software Engineer, Globex Corporation',
      'Jan 2020 – Present',
      'S K I L L S',
      'Python, SQL',
    ]);
    const parsed = await parseResumeFile('cv.docx', docx);
    expect(parsed.resume.work?.[0]?.name).toBe('Globex Corporation');
    expect(parsed.resume.skills?.map((s) => s.name)).toEqual(['Python', 'SQL']);
  });
});

describe('lines wrapped in a narrow column', () => {
  const sidebar = (lines: string[]) => lines.map((text, i) => run(text, 30, 100 + i * 13));

  it('closes up an e-mail address and a URL cut at the column edge', () => {
    const runs = sidebar([
      'CONTACT',
      'jane.doe.example@postb',
      'ox.example.com',
      '+1 415 555 0100',
      'https://github.com/janedo',
      'e-example-profile',
      'Berlin, Germany',
    ]);
    expect(layoutPage(runs, 842).split('\n')).toEqual([
      'CONTACT',
      'jane.doe.example@postbox.example.com',
      '+1 415 555 0100',
      'https://github.com/janedoe-example-profile',
      'Berlin, Germany',
    ]);
  });

  it('finishes an address cut before the last letters of its domain', () => {
    const runs = sidebar(['someone.longname@gmail.co', 'm', 'linkedin.com/in/someone', 'Oslo']);
    expect(layoutPage(runs, 842).split('\n')).toEqual([
      'someone.longname@gmail.com',
      'linkedin.com/in/someone',
      'Oslo',
    ]);
  });

  it('closes up a token broken anywhere at the column edge, in capitals too', () => {
    const runs = sidebar([
      '2712 BROADWAY ST',
      'RICHARD.HENDRIKS@MAIL.C',
      'OM',
      'HENDRIKS.EXAMPLE.ORG',
      'JANE.DOE.PORTFOLIO.EXAM',
      'PLE.COM',
    ]);
    expect(layoutPage(runs, 842).split('\n')).toEqual([
      '2712 BROADWAY ST',
      'RICHARD.HENDRIKS@MAIL.COM',
      'HENDRIKS.EXAMPLE.ORG',
      'JANE.DOE.PORTFOLIO.EXAMPLE.COM',
    ]);
  });

  it('keeps a hyphenated compound whole and joins a name set on two lines in a sidebar', () => {
    const runs = [
      run('JANE', 30, 60, 22, 'bold'),
      run('DOE', 30, 84, 22, 'bold'),
      ...sidebar(['Built a Human-', 'Computer Interaction lab', 'for the whole school.']),
      run('SKILLS', 30, 139, 10, 'bold'),
      ...sidebar(['Python', 'SQL']).map((r) => ({ ...r, y: r.y + 52 })),
    ];
    expect(layoutPage(runs, 842).split('\n')).toEqual([
      'JANE DOE',
      'Built a Human-Computer Interaction lab for the whole school.',
      'SKILLS',
      'Python',
      'SQL',
    ]);
  });
});

describe('section labels in a left margin', () => {
  it('reads a label beside the first entry as the heading of its section (text)', () => {
    const parsed = parseResumeText(
      [
        'Jane Doe',
        'jane@example.com',
        'Work\tDirector of Software Test, Initech',
        '\tJan 2019 – Present',
        'Education\tUniversity of Oslo',
        '\tBSc Computer Science, 2010 – 2014',
      ].join('\n'),
    );
    // Which of the two is the employer is the entry reader's business; here: both are read, once.
    expect(parsed.resume.work).toHaveLength(1);
    const [work] = parsed.resume.work ?? [];
    expect([work.name, work.position].sort()).toEqual(['Director of Software Test', 'Initech']);
    expect(parsed.resume.education?.[0]?.institution).toBe('University of Oslo');
  });

  it('does not take a margin of labels for a column of its own (PDF)', () => {
    const runs = [
      ...words('Jane Doe', 150, 40, 20),
      ...words('jane@example.com', 150, 64),
      ...words('Work', 50, 100, 11, 'bold'),
      ...words('Director of Software Test, Initech', 150, 100),
      ...words('Jan 2019 – Present', 150, 113),
      ...words('Led a team of eight testers.', 150, 126),
      ...words('Test Engineer, Globex', 150, 145),
      ...words('2014 – 2018', 150, 158),
      ...words('Education', 50, 185, 11, 'bold'),
      ...words('University of Oslo', 150, 185),
      ...words('BSc Computer Science, 2010 – 2014', 150, 198),
      ...words('Skills', 50, 225, 11, 'bold'),
      ...words('Selenium, Python, SQL', 150, 225),
    ];
    const text = layoutPage(runs, 842, true);
    expect(text).toContain('Work\tDirector of Software Test, Initech');
    expect(text).toContain('Education\tUniversity of Oslo');
    const parsed = parseResumeText(text);
    expect(parsed.resume.work).toHaveLength(2);
    expect(parsed.resume.education?.[0]?.institution).toBe('University of Oslo');
    expect(parsed.resume.skills?.map((s) => s.name)).toEqual(['Selenium', 'Python', 'SQL']);
  });

  it('reads headings and dates standing in a margin column with the entries they label (PDF)', () => {
    // The "paper" theme: small-caps headings centred on their section and each entry's dates under
    // the heading, beside the entry's second line, in a margin column of their own. Read as a
    // column, every date landed before every entry (issue #10).
    const runs = [
      ...words('Jane Doe', 200, 40, 20),
      ...words('Email jane@example.com', 150, 90),
      ...words('CONTACT', 40, 104, 11),
      ...words('Phone (555) 123-4567', 150, 118),
      ...words('WORK EXPERIENCE', 40, 160, 11),
      ...words('Director of Software Test at Initech', 150, 160),
      ...words('2019-01-01 TO 2021-05-01', 40, 175, 8),
      ...words('Led a team of eight testers across two product lines.', 150, 175),
      ...words('Test Engineer at Globex', 150, 200),
      ...words('2014-02-01 TO 2018-12-01', 40, 215, 8),
      ...words('Automated the regression suite of the billing system.', 150, 215),
      ...words('EDUCATION', 40, 260, 11),
      ...words('University of Oslo', 150, 260),
      ...words('BSc: Computer Science', 150, 274),
      ...words('2010-09-01 TO 2014-06-01', 40, 290, 8),
    ];
    const text = layoutPage(runs, 842, true);
    expect(text.indexOf('CONTACT')).toBeLessThan(text.indexOf('jane@example.com'));
    const parsed = parseResumeText(text);
    expect(parsed.resume.work?.map((w) => [w.name, w.startDate, w.endDate])).toEqual([
      ['Initech', '2019-01', '2021-05'],
      ['Globex', '2014-02', '2018-12'],
    ]);
    expect(parsed.resume.education?.map((e) => [e.institution, e.startDate])).toEqual([
      ['University of Oslo', '2010-09'],
    ]);
  });
});

describe('date ranges set on two lines in a left margin', () => {
  it('joins the end of the range to its start instead of to the next content line (PDF)', () => {
    // moderncv: "Dec 2013 –" beside the title, "Dec 2014" beside the description's first line,
    // the margin a few points from the content (a space, not a field gap). Read as they stood, the
    // second line began "Dec 2014 Pied Piper is…" and made a second entry (issue #10).
    const runs = [
      ...words('Jane Doe', 130, 40, 20),
      ...words('jane@example.com', 130, 64),
      run('Experience', 130, 100, 14, 'bold'),
      run('Dec 2013 –', 70, 120),
      run('CEO/President, Pied Piper, Palo Alto, CA', 130, 120),
      run('Dec 2014', 78, 133),
      run('Pied Piper builds a multi-platform compression technology for video and images.', 130, 133),
      run('Jan 2011 –', 70, 160),
      run('Engineer, Hooli, Palo Alto, CA', 130, 160),
      run('Present', 80, 173),
      run('Education', 130, 210, 14, 'bold'),
      run('Jun 2007 –', 70, 230),
      run('BSc in Computer Science, Stanford University', 130, 230),
      run('Jan 2011', 78, 243),
    ];
    const text = layoutPage(runs, 842, true);
    expect(text).toContain('Dec 2013 – Dec 2014\tCEO/President, Pied Piper, Palo Alto, CA');
    const parsed = parseResumeText(text);
    expect(parsed.resume.work?.map((w) => [w.name, w.startDate, w.endDate ?? null])).toEqual([
      ['Pied Piper', '2013-12', '2014-12'],
      ['Hooli', '2011-01', null],
    ]);
    expect(parsed.resume.education?.map((e) => [e.institution, e.startDate, e.endDate])).toEqual([
      ['Stanford University', '2007-06', '2011-01'],
    ]);
  });
});

describe('a short column beside a sidebar', () => {
  it('reads a column of a title, dates and indented bullets as a column, not as fields of the sidebar', () => {
    // Deedy with one job: each right-hand line stands beside a sidebar line and the bullets are
    // indented, which read as right-hand fields of the sidebar's lines (issue #10).
    const runs = [
      ...words('Jane Doe', 200, 40, 24),
      ...words('jane@example.com | (555) 123-4567', 190, 70),
      ...words('EDUCATION', 35, 110, 14),
      ...words('EXPERIENCE', 220, 110, 14),
      ...words('UNIVERSITY OF OSLO', 35, 128, 11),
      ...words('INITECH | Director of Testing', 220, 128, 11),
      ...words('BSc in Computer Science', 35, 141),
      ...words('Jan 2019 – Present | Oslo', 220, 141),
      ...words('Jun 2014', 35, 153),
      ...words('GPA 3.9', 35, 165),
      { str: '•', x: 234, y: 153, w: 5, size: 10 },
      ...words('Led a team of eight testers', 245, 153),
      ...words('SKILLS', 35, 180, 14),
      { str: '•', x: 234, y: 165, w: 5, size: 10 },
      ...words('Automated the billing tests', 245, 165),
      ...words('Selenium • Python', 35, 195),
    ];
    const text = layoutPage(runs, 842, true);
    expect(text).toContain('EXPERIENCE\nINITECH | Director of Testing\nJan 2019 – Present | Oslo');
    const parsed = parseResumeText(text);
    expect(parsed.resume.work).toHaveLength(1);
    expect(parsed.resume.education?.map((e) => e.institution)).toEqual(['UNIVERSITY OF OSLO']);
  });
});

describe('a large name on two lines beside a contact block', () => {
  it('reads both lines as the name, not each beside a contact detail (real PDF)', async () => {
    // The "actual" theme: "Richard" / "Hendriks" in 40 pt, the contact details right-aligned on
    // the same rows (issue #10: "Richard\t(912) 555-4321" and "Hendriks\t…" gave no name).
    for (const [file, name] of [
      ['01-richard-hendriks.pdf', 'Richard Hendriks'],
      ['03-michal-pawlowski.pdf', 'Michał Pawłowski'],
    ]) {
      const parsed = await parseThirdPartyFile(`themes/actual/${file}`);
      expect(parsed.text.split('\n')[0]).toBe(name);
      expect(parsed.resume.basics?.name).toBe(name);
    }
  });
});

describe('accents TeX draws apart from their letters', () => {
  it('puts a spacing accent back on the letter it stands over, and composes a dotless i with its accent', () => {
    // pdfjs gives LaTeX's "L\\'ea" as "L´" and "ea Michel" (issue #10: the name was lost).
    const runs = [
      { str: 'L´', x: 238.9, y: 60, w: 30.1, size: 24.8 },
      { str: 'ea Michel', x: 255.7, y: 60, w: 117.3, size: 24.8 },
      { str: 'Universit`', x: 46.8, y: 100, w: 56.8, size: 10.9 },
      { str: 'a di Monteverde', x: 97.4, y: 100, w: 90.3, size: 10.9 },
      { str: 'Sofı\u0301a Jime\u0301nez', x: 46.8, y: 120, w: 90, size: 10.9 },
      // A grave accent with a gap after it is text of its own.
      { str: 'Uses `make`', x: 46.8, y: 140, w: 60, size: 10.9 },
      { str: 'daily', x: 112, y: 140, w: 25, size: 10.9 },
    ];
    expect(layoutPage(runs, 842).split('\n').filter(Boolean)).toEqual([
      'Léa Michel',
      'Università di Monteverde',
      'Sofía Jiménez',
      'Uses `make` daily',
    ]);
  });
});

describe('lists whose markers are drawn, not written', () => {
  it('marks lines at a shared indent as list items and joins an item that wraps', () => {
    // Chromium draws the discs of an HTML list as shapes: only the indent shows the items.
    const long = 'Automated 48% of the manual reconciliations of the ledger using Power BI and';
    const runs = [
      run('Senior Financial Analyst, Bluepeak Accounting', 50, 100),
      run('Oct 2019 - Feb 2024', 50, 113),
      run('Member of the Audit team, working mainly with IFRS.', 50, 126),
      run(long, 68, 141),
      run('SQL.', 68, 154),
      run('Recovered 129k in duplicate payments', 68, 167),
      run('Head of Finance, Crestview Bank', 50, 186),
      run('Oct 2011 - Sep 2019', 50, 199),
      run('Centred line', 160, 218),
    ];
    expect(layoutPage(runs, 842).split('\n')).toEqual([
      'Senior Financial Analyst, Bluepeak Accounting',
      'Oct 2019 - Feb 2024',
      'Member of the Audit team, working mainly with IFRS.',
      `• ${long} SQL.`,
      '• Recovered 129k in duplicate payments',
      '',
      'Head of Finance, Crestview Bank',
      'Oct 2011 - Sep 2019',
      '',
      'Centred line',
    ]);
  });
  it('measures the indent from the entries, not from headings further left, and joins items set at line-height 1.5', () => {
    // kendall: headings and summary at the page edge, each entry's titles (larger) and text 18
    // points in, the items of its "Highlights" 41 points further; items outnumber the other lines
    // and wrap with baselines 1.51 font sizes apart.
    const long = 'Ran 21 usability sessions and fed findings into the roadmap and';
    const runs = [
      run('WORK EXPERIENCE', 17, 100, 17, 'bold'),
      run('Clearwater Studio', 36, 140, 13.7, 'bold'),
      run('January 2023 – Present', 36, 155, 11.4),
      run('Head of Design', 35, 185, 13.7, 'bold'),
      run('Brought WCAG expertise to a growing team at the studio today and', 35, 201, 11.4),
      run('Highlights', 35, 222, 11.4, 'bold'),
      run(long, 76.5, 258, 11.4),
      run('into the backlog', 76.5, 275.2, 11.4),
      run('Prototyped and tested a new checkout flow in WCAG before any', 76.5, 300, 11.4),
      run('code', 76.5, 317.2, 11.4),
      run('Built and documented a design system', 76.5, 342, 11.4),
      run('Emberly Labs', 36, 380, 13.7, 'bold'),
      run('September 2019 – January 2023', 36, 395, 11.4),
    ];
    expect(layoutPage(runs, 842).split('\n').filter(Boolean)).toEqual([
      'WORK EXPERIENCE',
      'Clearwater Studio',
      'January 2023 – Present',
      'Head of Design',
      'Brought WCAG expertise to a growing team at the studio today and',
      'Highlights',
      `• ${long} into the backlog`,
      '• Prototyped and tested a new checkout flow in WCAG before any code',
      '• Built and documented a design system',
      'Emberly Labs',
      'September 2019 – January 2023',
    ]);
  });
});

describe('columns a few points apart', () => {
  const at = (str: string, x: number, right: number, y: number, size = 10) => ({
    str,
    x,
    y,
    w: right - x,
    size,
  });

  it('reads a ragged-right column 6 points from the next one as a column (Deedy)', () => {
    const runs = [
      at('EDUCATION', 35.4, 128.1, 122, 15.9),
      at('EXPERIENCE', 219.4, 314.2, 122, 15.9),
      at('LAKESHORE STATE UNIVERSITY', 35.4, 213.6, 139, 12),
      at('ATLAS DIGITAL | Full Stack Developer', 219.4, 434.2, 139, 12),
      at('Apr 2024 – Oct 2024 | San Francisco, United States', 219.4, 452.6, 151),
      at('PhD in Software Engineering', 35.4, 194.5, 152, 11),
      at('• Raised automated test coverage by 54 points while migrating', 233.6, 542.1, 155),
      at('Jun 2021', 35.4, 76.0, 164),
      at('• Cut p95 API latency by 14% by profiling and reworking services', 233.6, 542.1, 168),
      at('NORTHFIELD UNIVERSITY', 35.4, 182.2, 184, 12),
      at('STERLING SOFTWARE | Graduate Software Developer', 219.4, 523.5, 191, 12),
      at('MSc in Mathematics', 35.4, 144.1, 197, 11),
      at('Jun 2023 – Apr 2024 | Austin, United States', 219.4, 417.1, 203),
      at('Jun 2015', 35.4, 76.1, 209),
      at('• Reduced cloud spend by 34% by optimising data access paths', 233.6, 532.3, 217),
    ];
    const lines = layoutPage(runs, 792).split('\n').filter(Boolean);
    expect(lines.slice(0, 6)).toEqual([
      'EDUCATION',
      'LAKESHORE STATE UNIVERSITY',
      'PhD in Software Engineering',
      'Jun 2021',
      'NORTHFIELD UNIVERSITY',
      'MSc in Mathematics',
    ]);
    expect(lines).toContain('ATLAS DIGITAL | Full Stack Developer');
  });

  it('reads a column 5.3 points from the next one as a column, not its justified word spaces (Deedy)', () => {
    // Deedy's education column is justified: a long school name is spread to the column's edge,
    // 5.3 points from the experience beside it, its words up to 7.5 points apart. The column gap
    // was too narrow to be found, and the word space was taken for one: "DE PARALLAX CLINIC"
    // (issue #10, latex/deedy 06 and 12).
    const runs = [
      at('EDUCATION', 35.4, 128.1, 121.5, 15.9),
      at('EXPERIENCE', 219.4, 314.2, 121.5, 15.9),
      at('PARALLAX CLINIC', 219.4, 320.8, 138.4, 12),
      at('| Clinical Nurse', 327.7, 413.1, 138.4, 11),
      at('INSTITUTO', 35.4, 97.6, 140.4, 12),
      at('TECNOLÓGICO', 105.0, 190.8, 140.4, 12),
      at('DE', 198.3, 214.1, 140.4, 12),
      at('Apr 2023 – Present | Mexico City, Mexico', 219.4, 406.0, 150.3),
      at('SIERRA ALTA', 35.4, 107.3, 153.7, 12),
      at('•', 233.6, 239.3, 154.3),
      at('Cared for up to 7 patients per shift with a focus on Care Planning', 244.3, 515.9, 154.3),
      at('MSc in Nursing', 35.4, 118.0, 166.6, 11),
      at('•', 233.6, 239.3, 167.3),
      at('Cut average triage wait by 19 minutes through improved Emergency Care', 244.3, 554.4, 167.3),
      at('Jun 2020', 35.4, 77.7, 178.6),
      at('BLUEPEAK HOSPITAL', 219.4, 339.6, 190.2, 12),
      at('| Clinical Nurse', 346.5, 431.8, 190.2, 11),
      at('INSTITUTO', 35.4, 97.6, 198.5, 12),
      at('TECNOLÓGICO', 105.0, 190.8, 198.5, 12),
      at('DE', 198.3, 214.1, 198.5, 12),
      at('May 2020 – Feb 2023 | Mexico City, Mexico', 219.4, 406.0, 202.3),
      at('SIERRA ALTA', 35.4, 107.3, 211.8, 12),
      at('BSc in Nursing', 35.4, 113.0, 224.7, 11),
      at('Jun 2017', 35.4, 77.7, 236.7),
    ];
    const lines = layoutPage(runs, 792).split('\n').filter(Boolean);
    expect(lines.slice(0, 4)).toEqual([
      'EDUCATION',
      'INSTITUTO TECNOLÓGICO DE SIERRA ALTA',
      'MSc in Nursing',
      'Jun 2020',
    ]);
    expect(lines).toContain('PARALLAX CLINIC | Clinical Nurse');
    expect(lines).toContain('BLUEPEAK HOSPITAL | Clinical Nurse');
  });

  it('keeps a grid column and right-aligned dates 3 points from the text beside them (stackoverflow)', () => {
    // jsonresume-theme-stackoverflow: the skills grid's last column starts 3 points right of where
    // the longest description below it ends, and the entries' dates are right-aligned under it.
    // The narrow gutter a Deedy column needs read that column and the dates as a column of their
    // own: only a side whose lines start at one edge (save bullets) is one (issue #10).
    const runs = [
      at('S K I L L S', 41.8, 79.2, 237, 9),
      at('Tailwind CSS', 41.8, 112.2, 258, 11.2),
      at('Swift', 222.2, 249.0, 258, 11.2),
      at('PostgreSQL', 402.6, 467.5, 258, 11.2),
      at('Intermediate', 41.8, 100.2, 274.8, 10.5),
      at('Intermediate', 222.2, 280.6, 274.8, 10.5),
      at('Advanced', 402.6, 449.3, 274.8, 10.5),
      at('Frontend', 41.8, 80.9, 288.7, 9.7),
      at('Languages', 222.2, 270.4, 288.7, 9.7),
      at('Data stores', 402.6, 452.4, 288.7, 9.7),
      at('HTML', 41.8, 73.0, 312.7, 11.2),
      at('jQuery', 222.2, 257.8, 312.7, 11.2),
      at('Stakeholder Management', 402.6, 538.7, 312.7, 11.2),
      at('Intermediate', 41.8, 100.2, 329.5, 10.5),
      at('Intermediate', 222.2, 280.6, 329.5, 10.5),
      at('Intermediate', 402.6, 460.9, 329.5, 10.5),
      at('Frontend', 41.8, 80.9, 342.7, 9.7),
      at('Frontend', 222.2, 261.2, 342.7, 9.7),
      at('Professional skills', 402.6, 480.0, 342.7, 9.7),
      at('W O R K E X P E R I E N C E', 41.8, 145.9, 368.2, 9),
      at('Full Stack Developer at Atlas Digital', 41.8, 239.3, 389.2, 12),
      at('Apr 2024 - Oct 2024', 479.4, 570.7, 388.5, 9.7),
      at('San Francisco, United States', 41.8, 168.1, 405.7, 9.7),
      at(
        'Worked across the Growth function at Atlas Digital, owning Tailwind CSS.',
        41.8,
        381.7,
        427.5,
        10.5,
      ),
      at('Graduate Software Developer at Sterling Software', 41.8, 318.0, 487.5, 12),
      at('Jun 2023 - Apr 2024', 479.4, 570.7, 487.5, 9.7),
      at('Austin, United States', 41.8, 132.9, 504.0, 9.7),
      at('Worked across the Mobile function at Riverbend Labs, owning Tailwind CSS.', 41.8, 397.5, 520, 10.5),
    ];
    const lines = layoutPage(runs, 792).split('\n').filter(Boolean);
    expect(lines).toContain('Full Stack Developer at Atlas Digital\tApr 2024 - Oct 2024');
    expect(lines).toContain('Graduate Software Developer at Sterling Software\tJun 2023 - Apr 2024');
  });

  it('keeps labels set flush right 7 points before their entries beside them (moderncv)', () => {
    const runs = [
      at('Jan 2023 –', 72.8, 123.4, 268),
      at('Head of Design, Clearwater Studio', 130.5, 330, 268),
      at('Present', 88.1, 122.3, 282),
      at('Brought WCAG expertise to a growing team at Clearwater Studio.', 130.5, 480, 282),
      at('Sep 2019 –', 72.3, 123.4, 334),
      at('Senior Product Designer, Emberly Labs', 130.5, 340, 334),
      at('Jan 2023', 80.8, 122.3, 348),
      at('Worked across the Brand function at Emberly Labs, owning research.', 130.5, 480, 348),
      at('Oct 2016 –', 72.0, 123.4, 377),
      at('UI Designer, Crestview Digital', 130.5, 300, 377),
      at('Sep 2019', 80.3, 122.3, 390),
      at('Member of the Checkout team at Crestview Digital, working with WCAG.', 130.5, 480, 390),
    ];
    const lines = layoutPage(runs, 842).split('\n').filter(Boolean);
    expect(lines[0]).toBe('Jan 2023 – Present\tHead of Design, Clearwater Studio');
    expect(lines).toContain('Sep 2019 – Jan 2023\tSenior Product Designer, Emberly Labs');
  });
});

describe('list items set side by side in a grid', () => {
  it('reads each cell with its wrapped end, and measures a lone item against the cell width', () => {
    // jsonresume-theme-actual: highlights in two columns, the marker written in the text, each item
    // wrapping onto the row below; an entry with one highlight uses only the left cell.
    const runs = [
      run('Junior Cloud Engineer', 50, 100),
      run('Brought OpenShift expertise to a growing team at Clearwater Networks.', 50, 113),
      run('· Reduced monthly infrastructure cost by 25%', 56, 127),
      run('· Cut deployment time by 46% by rebuilding', 300, 127),
      run('through OpenShift right-sizing', 56, 139),
      run('pipelines on Kubernetes', 300, 139),
      run('· Moved 30 services to Prometheus', 56, 151),
      run('NOC Technician', 50, 175),
      run('· Kept Terraform platform availability above', 56, 188),
      run('99.90% for two years', 56, 200),
    ];
    expect(layoutPage(runs, 842).split('\n')).toEqual([
      'Junior Cloud Engineer',
      'Brought OpenShift expertise to a growing team at Clearwater Networks.',
      '· Reduced monthly infrastructure cost by 25% through OpenShift right-sizing',
      '· Moved 30 services to Prometheus',
      '· Cut deployment time by 46% by rebuilding pipelines on Kubernetes',
      '',
      'NOC Technician',
      '· Kept Terraform platform availability above 99.90% for two years',
    ]);
  });
});

describe('bullets from symbol fonts without a Unicode map', () => {
  it('reads a lone "{" in a font of its own before the text as a bullet', () => {
    const runs = [
      run('Senior Financial Analyst, Bluepeak Accounting', 50, 100),
      run('{', 50, 113, 10, 'symbols'),
      run('Automated 48% of manual reconciliations', 60, 113),
      run('{', 50, 126, 10, 'symbols'),
      run('Recovered 129k in duplicate payments', 60, 126),
      run('{ braces stay in text', 50, 139),
    ];
    expect(layoutPage(runs, 842).split('\n')).toEqual([
      'Senior Financial Analyst, Bluepeak Accounting',
      '• Automated 48% of manual reconciliations',
      '• Recovered 129k in duplicate payments',
      '{ braces stay in text',
    ]);
  });
});

describe('centred section headings over entries with right-aligned dates', () => {
  it('keeps the dates beside their entries instead of reading them as a column', () => {
    const dated = (left: string, date: string, y: number) => [
      run(left, 50, y),
      run(date, 545 - date.length * 5, y),
    ];
    const runs = [
      run('Work', 285, 100, 14, 'bold'),
      ...dated('Bluepeak Accounting', '2019-10-22 — 2024-02-26', 124),
      run('Senior Financial Analyst', 50, 140),
      ...dated('Crestview Bank', '2011-10-31 — 2019-09-30', 164),
      run('Head of Finance', 50, 180),
      run('Education', 275, 210, 14, 'bold'),
      ...dated('Granite Ridge University', '2005-09-01 — 2006-06-30', 234),
      run('Master, Accounting', 50, 250),
      run('Skills', 280, 280, 14, 'bold'),
      run('Python, SQL, Power BI', 50, 300),
    ];
    const lines = layoutPage(runs, 842).split('\n');
    expect(lines).toContain('Bluepeak Accounting\t2019-10-22 — 2024-02-26');
    expect(lines).toContain('Granite Ridge University\t2005-09-01 — 2006-06-30');
    expect(lines.indexOf('Work')).toBeLessThan(lines.indexOf('Senior Financial Analyst'));
    expect(lines.indexOf('Skills')).toBeLessThan(lines.indexOf('Python, SQL, Power BI'));
  });

  it('does not read right-aligned headings and dates as a column, whatever the headings say', () => {
    // jsonresume-theme-flat: large headings at the right edge, one of them a word no heading list
    // has ("Profiles"), and dates right-aligned beside the entries.
    const dated = (left: string, date: string, y: number) => [
      run(left, 22, y, 12, 'bold'),
      run(date, 573 - date.length * 5.25, y + 0.8, 10.5, 'bold'),
    ];
    const runs = [
      run('About', 495, 100, 19.5, 'bold'),
      run(
        '17 years of accounting and finance experience, with strong skills in General Ledger and',
        22,
        130,
        12,
      ),
      run('in accounting and finance.', 22, 148, 12),
      run('Profiles', 480, 190, 19.5, 'bold'),
      run('Twitter', 22, 225, 12, 'bold'),
      run('tgreen899', 22, 238, 12),
      run('Work', 503, 280, 19.5, 'bold'),
      ...dated('Bluepeak Accounting', '2019-10-22 — 2024-02-26', 307),
      run('Senior Financial Analyst', 22, 329, 12, 'bold'),
      run('Member of the Audit team at Bluepeak Accounting.', 22, 351, 12),
      ...dated('Crestview Bank', '2011-10-31 — 2019-09-30', 390),
      run('Head of Finance', 22, 412, 12, 'bold'),
      run('Brought Financial Modeling expertise to Crestview Bank.', 22, 434, 12),
    ];
    const lines = layoutPage(runs, 842).split('\n');
    expect(lines).toContain('Bluepeak Accounting\t2019-10-22 — 2024-02-26');
    expect(lines).toContain('Crestview Bank\t2011-10-31 — 2019-09-30');
    expect(lines.indexOf('Profiles')).toBeLessThan(lines.indexOf('Twitter'));
    expect(lines.indexOf('Work')).toBeLessThan(lines.indexOf('Senior Financial Analyst'));
  });
});
