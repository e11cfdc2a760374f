import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../../../main/domain/parsing';
import { layoutPage, type PdfRun } from '../../../main/domain/parsing/pdf';
import { run } from './pdf-runs';

// Skills printed as a grid of cards, two side by side (jsonresume-theme-class and -even). Their
// skills were lost or filed under another heading: skills F1 72.7 % and 76.7 % on those themes' PDFs.

/** A card: the skill's name, its level and its group, one under the other, in fonts of their own. */
const card = (x: number, y: number, [name, level, group]: string[]): PdfRun[] => [
  run(name, x, y, 10, 'bold'),
  run(level, x, y + 13, 10, 'italic'),
  run(group, x + 20, y + 26),
];

describe('a two-column grid of skill cards above the next section', () => {
  const page: PdfRun[] = [
    run('Jane Doe', 40, 50, 20),
    run('Accountant with ten years of experience in audit, reporting and controlling work.', 40, 80),
    run('Skills', 40, 110, 14),
    ...card(40, 130, ['General Ledger', 'Expert', 'Accounting']),
    ...card(300, 130, ['IFRS', 'Advanced', 'Accounting']),
    ...card(40, 180, ['SAP FICO', 'Advanced', 'Systems']),
    ...card(300, 180, ['Power BI', 'Advanced', 'Systems']),
    ...card(40, 230, ['Tax Preparation', 'Advanced', 'Compliance']),
    ...card(300, 230, ['Auditing', 'Advanced', 'Compliance']),
    // The next section spans the page again; only its left side is printed.
    run('Languages', 40, 300, 14),
    run('English', 40, 320),
    run('Native speaker', 40, 333, 10, 'italic'),
  ];

  it('reads the section below the grid after both of its columns', () => {
    const lines = layoutPage(page, 842).split('\n');
    const at = (text: string) => lines.indexOf(text);
    expect(at('General Ledger')).toBeGreaterThan(at('Skills'));
    expect(at('IFRS')).toBeGreaterThan(at('Tax Preparation'));
    expect(at('Languages')).toBeGreaterThan(at('Auditing'));
    expect(at('English')).toBe(at('Languages') + 1);
  });

  it('finds the section below past an odd last card in the left column', () => {
    // jsonresume-theme-spartan: seven skills in rows of three, the seventh alone on its row.
    const odd = page.map((r) => (r.y >= 300 ? { ...r, y: r.y + 50 } : r));
    odd.push(...card(40, 280, ['Project Management', 'Advanced', 'Professional skills']));
    const lines = layoutPage(odd, 842).split('\n');
    const at = (text: string) => lines.indexOf(text);
    expect(at('Project Management')).toBeLessThan(at('IFRS'));
    expect(at('Languages')).toBeGreaterThan(at('Auditing'));
  });

  it('gives every skill of both columns and only English as a language', () => {
    const { resume } = parseResumeText(`${layoutPage(page, 842)}\njane@example.com`);
    const skills = (resume.skills ?? []).map((s) => s.name);
    expect(skills).toEqual(['General Ledger', 'SAP FICO', 'Tax Preparation', 'IFRS', 'Power BI', 'Auditing']);
    expect(resume.languages).toEqual([{ language: 'English', fluency: 'Native speaker' }]);
  });
});

describe('a skills grid beside a short section, above a section reaching into its gutter', () => {
  // jsonresume-theme-class (file 08): Education holds one school on the left, the Skills grid
  // stands lower on the right, and the Languages section below spans the page, its second cell
  // ("Professional working proficiency") reaching under the grid's gutter. The page was split at
  // the gap between the school and its dates, and the grid read row by row
  // ("Node.js Intermediate⇥JavaScript"): class/pdf skills F1 78.6 %.
  const page: PdfRun[] = [
    run('Stonegate Apps', 37, 40, 12),
    run('Joined Stonegate Apps to strengthen the Checkout team; day-to-day focus on Node.js.', 37, 70),
    run('Volunteer', 37, 110, 16),
    run('City Animal Shelter', 37, 135, 12),
    run('Gave a few hours a week to City Animal Shelter.', 37, 160),
    run('Education', 37, 200, 16),
    run('Universidad de Santa Lucía', 37, 225),
    run('2016-09-01 - 2020-06-30', 194, 225),
    run('Skills', 350, 250, 16),
    ...card(350, 275, ['Node.js', 'Intermediate', 'Backend']),
    ...card(480, 275, ['JavaScript', 'Intermediate', 'Languages']),
    ...card(350, 335, ['MySQL', 'Intermediate', 'Data stores']),
    ...card(480, 335, ['HTML', 'Advanced', 'Frontend']),
    ...card(350, 395, ['Leadership', 'Advanced', 'Professional skills']),
    ...card(480, 395, ['Slack', 'Advanced', 'Professional skills']),
    run('Languages', 37, 470, 16),
    run('Spanish', 37, 495),
    run('Native speaker', 37, 508, 10, 'italic'),
    run('English', 310, 495),
    run('Professional working proficiency', 310, 508, 10, 'italic'),
  ];

  it('reads the grid column by column and the section below after it', () => {
    const lines = layoutPage(page, 842).split('\n');
    const at = (text: string) => lines.indexOf(text);
    expect(lines).toContain('Universidad de Santa Lucía\t2016-09-01 - 2020-06-30');
    expect(at('Node.js')).toBeGreaterThan(at('Skills'));
    expect(at('MySQL')).toBeGreaterThan(at('Node.js'));
    expect(at('JavaScript')).toBeGreaterThan(at('Leadership'));
    expect(at('Languages')).toBeGreaterThan(at('Slack'));
  });

  it('gives every skill of the grid', () => {
    const { resume } = parseResumeText(`Lucía Navarro\nlucia@example.com\n\n${layoutPage(page, 842)}`);
    const skills = (resume.skills ?? []).map((s) => s.name);
    expect(skills).toEqual(['Node.js', 'MySQL', 'Leadership', 'JavaScript', 'HTML', 'Slack']);
  });
});

describe('a grid run on to the next page, above a section of cells side by side', () => {
  // jsonresume-theme-class (file 03): the grid's last rows open page 2, and the Languages section
  // below sets its cells side by side too ("Polish⇥English"), so both columns ran on below its
  // heading. The right column's cards were read after "Polish", under Languages, and lost.
  const page: PdfRun[] = [
    ...card(37, 40, ['Variance Analysis', 'Advanced', 'Analysis']),
    ...card(298, 40, ['SAP FICO', 'Intermediate', 'Systems']),
    ...card(37, 105, ['Internal Controls', 'Advanced', 'Compliance']),
    ...card(298, 105, ['Leadership', 'Intermediate', 'Professional skills']),
    run('Languages', 37, 195, 16),
    run('Polish', 37, 222),
    run('Native speaker', 37, 235, 10, 'italic'),
    run('English', 298, 222),
    run('Limited working proficiency', 298, 235, 10, 'italic'),
  ];

  it('reads both columns of the grid before the section below', () => {
    const lines = layoutPage(page, 842).split('\n');
    const at = (text: string) => lines.indexOf(text);
    expect(at('SAP FICO')).toBeGreaterThan(at('Internal Controls'));
    expect(at('Languages')).toBeGreaterThan(at('Leadership'));
    // The cells below are a row of their own: "Polish⇥English".
    expect(lines.findIndex((l) => l.startsWith('Polish'))).toBeGreaterThan(at('Languages'));
  });

  it('gives the skills of both columns and the languages', () => {
    const text = `Michał Pawłowski\nmichal@example.com\n\nSkills\n\n${layoutPage(page, 842)}`;
    const { resume } = parseResumeText(text);
    const skills = (resume.skills ?? []).map((s) => s.name);
    expect(skills).toEqual(expect.arrayContaining(['Variance Analysis', 'SAP FICO', 'Leadership']));
    expect(resume.languages?.map((l) => l.language)).toEqual(['Polish', 'English']);
  });
});

describe('a grid labelled in a left margin, above a section labelled there too', () => {
  // jsonresume-theme-even: "Skills" beside the grid's first row and "Languages" beside its first
  // language, both in a margin of labels; the languages stand side by side like the cards, so
  // both columns ran on under "Languages" and the right column's skills were read as languages.
  const cell = (x: number, y: number, name: string, group: string): PdfRun[] => [
    run(name, x, y, 10, 'bold'),
    run(group, x + 2, y + 13),
  ];
  const page: PdfRun[] = [
    run('Skills', 35, 100, 12, 'bold'),
    ...cell(110, 100, 'Roadmapping', 'Delivery'),
    ...cell(300, 100, 'Product Strategy', 'Strategy'),
    ...cell(110, 140, 'Pricing', 'Strategy'),
    ...cell(300, 140, 'Backlog Management', 'Delivery'),
    ...cell(110, 180, 'Public Speaking', 'Professional skills'),
    ...cell(300, 180, 'Google Workspace', 'Professional skills'),
    run('Languages', 35, 230, 12, 'bold'),
    run('Spanish', 110, 230),
    run('Native speaker', 110, 243, 10, 'italic'),
    run('English', 300, 230),
    run('Limited working proficiency', 300, 243, 10, 'italic'),
  ];

  it('gives the skills of both columns, and the languages as languages', () => {
    const { resume } = parseResumeText(`Sofía Jiménez\nsofia@example.com\n\n${layoutPage(page, 842)}`);
    const skills = (resume.skills ?? []).map((s) => s.name);
    expect(skills).toEqual(expect.arrayContaining(['Roadmapping', 'Backlog Management', 'Google Workspace']));
    expect(skills).not.toContain('English');
    expect(resume.languages?.map((l) => l.language)).toEqual(['Spanish', 'English']);
  });
});

describe('a grid read row by row', () => {
  // jsonresume-theme-even: a row of skill names over a row of their groups, and "Research",
  // "Tools" or "Professional skills" as groups read as section headings in a left column.
  const text = [
    'Léa Michel',
    'lea@example.com',
    '',
    'Skills\tSurvey Design\tUser Research',
    'Research\tResearch',
    '',
    'WCAG\tFigma',
    'Accessibility\tTools',
    '',
    'Problem Solving\tTime Management',
    'Professional skills\tProfessional skills',
    '',
    'Languages\tFrench\tEnglish',
    '',
    'Native speaker\tFluent',
  ].join('\n');

  it('keeps the groups in the grid and the skills after them', () => {
    const { resume } = parseResumeText(text);
    const skills = (resume.skills ?? []).map((s) => s.name);
    expect(skills).toEqual(
      expect.arrayContaining(['Survey Design', 'User Research', 'WCAG', 'Figma', 'Problem Solving']),
    );
    expect(skills).toContain('Time Management');
    expect(resume.publications ?? []).toEqual([]);
    expect(resume.languages).toEqual([
      { language: 'French', fluency: 'Native speaker' },
      { language: 'English', fluency: 'Fluent' },
    ]);
  });
});

describe('a grid of right-aligned cells in a right-aligned sidebar', () => {
  // jsonresume-theme-actual: names (bold) over their groups (small), in two columns whose gutter
  // is narrower than a long name; read across, "Roadmapping⇥Public" over "Delivery⇥Relations".
  const RIGHT = 561;
  const INNER = 492;
  /** A run ending at `edge` (0.5 em per character, as pdf-runs measures). */
  const ending = (text: string, edge: number, y: number, size = 9, font = 'bold'): PdfRun =>
    run(text, edge - text.length * size * 0.5, y, size, font);
  const group = (text: string, edge: number, y: number) => ending(text, edge, y, 7, 'regular');
  const page: PdfRun[] = [
    ending('Skills', RIGHT, 170, 13, 'regular'),
    ending('Roadmapping', INNER, 195),
    group('Delivery', INNER, 207),
    ending('Product', INNER, 228),
    ending('Strategy', INNER, 239),
    group('Strategy', INNER, 250),
    ending('Public', RIGHT, 195),
    ending('Relations', RIGHT, 206),
    group('Professional skills', RIGHT, 218),
    ending('Communication', RIGHT, 239),
    group('Professional skills', RIGHT, 251),
    ending('Backlog', RIGHT, 272),
    ending('Management', RIGHT, 283),
    group('Delivery', RIGHT, 295),
    ending('Education', RIGHT, 330, 13, 'regular'),
    group('BA, Business Administration', RIGHT, 350),
  ];

  it('reads the grid column by column, a wrapped name as one', () => {
    expect(layoutPage(page, 842).split('\n')).toEqual([
      'Skills',
      '',
      'Roadmapping',
      'Delivery',
      '',
      'Product Strategy',
      'Strategy',
      '',
      'Public Relations',
      'Professional skills',
      '',
      'Communication',
      'Professional skills',
      '',
      'Backlog Management',
      'Delivery',
      '',
      'Education',
      'BA, Business Administration',
    ]);
  });

  it('gives every skill whole', () => {
    const { resume } = parseResumeText(`Sofía Jiménez\nsofia@example.com\n\n${layoutPage(page, 842)}`);
    const skills = (resume.skills ?? []).map((s) => s.name);
    for (const skill of ['Roadmapping', 'Product Strategy', 'Public Relations', 'Communication'])
      expect(skills).toContain(skill);
    expect(skills).toContain('Backlog Management');
    expect(skills).not.toContain('Public');
  });
});

describe('cards of a grid read column by column', () => {
  it('takes a group under its skill for the group, not for a heading', () => {
    // "Languages" and "Professional skills" are groups here (jsonresume-theme-actual), each the
    // second line of a card; a Languages heading over languages stays a heading.
    const text = [
      'Lucía Navarro',
      'lucia@example.com',
      '',
      'Skills',
      '',
      'JavaScript',
      'Languages',
      '',
      'MySQL',
      'Data stores',
      '',
      'Communication',
      'Professional skills',
      '',
      'Slack',
      'Professional skills',
      '',
      'Languages',
      'Spanish',
      '',
      'English',
    ].join('\n');
    const { resume } = parseResumeText(text);
    const skills = (resume.skills ?? []).map((s) => s.name);
    for (const skill of ['JavaScript', 'MySQL', 'Communication', 'Slack']) expect(skills).toContain(skill);
    expect(resume.languages?.map((l) => l.language)).toEqual(['Spanish', 'English']);
  });
});

describe('a level after the name, the group on the next line', () => {
  it('reads the level and takes a group between levelled skills for a group, not a heading', () => {
    // jsonresume-theme-kendall's DOCX: "Research", "Languages" and "Professional skills" were
    // headings there, and the skills after them were lost or filed as publications.
    const text = [
      'Léa Michel',
      'lea@example.com',
      'Skills',
      'Survey Design Advanced',
      'Research',
      'User Research Expert',
      'Languages',
      'MySQL Intermediate',
      'Tools',
      'Presentation Skills Advanced',
      'Professional skills',
      'Scrum Master',
    ].join('\n');
    const { resume } = parseResumeText(text);
    const skills = resume.skills ?? [];
    const named = (name: string) => skills.find((s) => s.name === name);
    expect(named('Survey Design')?.level).toBe('Advanced');
    expect(named('User Research')?.level).toBe('Expert');
    expect(named('MySQL')?.level).toBe('Intermediate');
    expect(named('Presentation Skills')?.level).toBe('Advanced');
    // "Master" stays part of a name: it is no level written after one.
    expect(named('Scrum Mastery')).toBeDefined();
    expect(resume.publications ?? []).toEqual([]);
    expect(resume.languages ?? []).toEqual([]);
  });
});

describe('a heading set on two lines', () => {
  it('reads "PROFESSIONAL SKILLS" over "SUMMARY" as one Skills heading', () => {
    // jsonresume-theme-paper's narrow label column: the skills were read as a summary.
    const text = [
      'Thomas Green',
      'thomas@example.com',
      '',
      'PROFESSIONAL SKILLS',
      'SUMMARY',
      'General Ledger (Expert): Accounting',
      'IFRS (Advanced): Accounting',
      '',
      'WORK EXPERIENCE',
      'Financial Analyst at Bluepeak Accounting',
    ].join('\n');
    const { resume } = parseResumeText(text);
    expect(resume.skills?.map((s) => s.name)).toEqual(['General Ledger', 'IFRS']);
    expect(resume.basics.summary).toBeUndefined();
  });
});
