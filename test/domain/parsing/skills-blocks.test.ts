import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../../../main/domain/parsing';

// Sidebar themes (jsonresume-theme-caffeine and -macchiato) print skills with no Skills heading, as
// blocks of name, level and group lines; the group "Professional skills" was read as a Skills
// heading, so the skills above it were lost and its level "Expert" became a skill.
const SIDEBAR = `Thomas Green
Senior Financial Analyst

EXPERIENCE
BLUEPEAK ACCOUNTING
SENIOR FINANCIAL ANALYST
10/2019 - 02/2024
Automated manual reconciliations

ABOUT
SAN FRANCISCO, CALIFORNIA
THOMASGREEN0@EXAMPLE.COM

GENERAL LEDGER

EXPERT

ACCOUNTING

SAP FICO

ADVANCED

SYSTEMS

PROJECT MANAGEMENT

ADVANCED

PROFESSIONAL SKILLS

STAKEHOLDER MANAGEMENT

EXPERT

PROFESSIONAL SKILLS

LANGUAGES
ENGLISH (NATIVE SPEAKER)
`;

describe('skills printed as name / level / group blocks with no heading', () => {
  const { resume } = parseResumeText(SIDEBAR);
  const skills = resume.skills ?? [];

  it('reads every block as a skill with its level and its group as keyword', () => {
    expect(skills.map((s) => s.name?.toLowerCase())).toEqual([
      'general ledger',
      'sap fico',
      'project management',
      'stakeholder management',
    ]);
    expect(skills.map((s) => s.level?.toLowerCase())).toEqual(['expert', 'advanced', 'advanced', 'expert']);
    expect(skills[0].keywords?.map((k) => k.toLowerCase())).toEqual(['accounting']);
    expect(skills[3].keywords?.map((k) => k.toLowerCase())).toEqual(['professional skills']);
  });

  it('does not take a group for a Skills heading, nor a level for a skill', () => {
    expect(skills.some((s) => /^expert$/i.test(s.name ?? ''))).toBe(false);
    expect(resume.languages?.map((l) => l.language)).toEqual(['English']);
  });

  it('keeps a Skills heading printed once after a level line a heading', () => {
    const { resume: r } = parseResumeText(
      'Jane Roe\n\nLANGUAGES\nEnglish\nNative\n\nSKILLS\nPython, SQL\n\nEXPERIENCE\nAcme Corp\nEngineer\n2020 - 2022\n',
    );
    expect(r.skills?.map((s) => s.name)).toEqual(['Python', 'SQL']);
  });

  it('takes one stray level line for chance, not a skills block', () => {
    const { resume: r } = parseResumeText(
      'Jane Roe\n\nSUMMARY\nI write software.\nPython\nAdvanced\n\nEXPERIENCE\nAcme Corp\nEngineer\n2020 - 2022\n',
    );
    expect(r.skills?.some((s) => s.level)).toBeFalsy();
  });
});

describe('skills printed as "Name (Level): group" lines', () => {
  it('reads the name and level before the colon, not a group called "Name (Level)"', () => {
    const { resume } = parseResumeText(
      'Jane Roe\n\nSKILLS\nGeneral Ledger (Expert): Accounting\nPower BI (Advanced): Systems\n\nEXPERIENCE\nAcme Corp\nEngineer\n2020 - 2022\n',
    );
    expect(resume.skills).toEqual([
      { name: 'General Ledger', level: 'Expert', keywords: ['Accounting'] },
      { name: 'Power BI', level: 'Advanced', keywords: ['Systems'] },
    ]);
  });
});

describe('a "Professional Skills Summary" heading (jsonresume-theme-paper)', () => {
  it('starts the Skills section rather than leaving the skills to be guessed from the text', () => {
    const { resume, warnings } = parseResumeText(
      'Jane Roe\n\nProfessional Skills Summary\nIFRS (Advanced): Accounting\n\nWork Experience\nAcme Corp\nEngineer\n2020 - 2022\n',
    );
    expect(resume.skills).toEqual([{ name: 'IFRS', level: 'Advanced', keywords: ['Accounting'] }]);
    expect(warnings.join(' ')).not.toMatch(/no Skills section/);
  });
});

describe('skills under a Skills heading', () => {
  it('reads name / level / group blocks as skills, not their levels (jsonresume-theme-class)', () => {
    const { resume } = parseResumeText(
      'Jane Roe\n\nSKILLS\nGeneral Ledger\nExpert\n- Accounting\nIFRS\nAdvanced\n- Accounting\n\nEXPERIENCE\nAcme Corp\nEngineer\n2020 - 2022\n',
    );
    expect(resume.skills).toEqual([
      { name: 'General Ledger', level: 'Expert', keywords: ['Accounting'] },
      { name: 'IFRS', level: 'Advanced', keywords: ['Accounting'] },
    ]);
  });

  it('keeps a skill whose group another skill named first (jsonresume-theme-onepage)', () => {
    const { resume } = parseResumeText(
      'Jane Roe\n\nSKILLS\nXero (Advanced): Analysis\nFinancial Modeling (Advanced): Analysis\n\nEXPERIENCE\nAcme Corp\nEngineer\n2020 - 2022\n',
    );
    expect(resume.skills?.map((s) => s.name)).toEqual(['Xero', 'Financial Modeling']);
  });
});

describe('a skills grid of name, level and group rows (jsonresume-theme-stackoverflow, -spartan)', () => {
  it('reads each column as one skill', () => {
    const { resume } = parseResumeText(
      'Jane Roe\n\nSKILLS\n\nCash Flow Management\tXero\tPython\nAdvanced\tAdvanced\tIntermediate\n\nAnalysis\tSystems\tBackend\n\nInternal Controls\tLeadership\nAdvanced\tIntermediate\nFinance\tProfessional skills\n\nEXPERIENCE\nAcme Corp\nEngineer\n2020 - 2022\n',
    );
    expect(resume.skills?.map((s) => [s.name, s.level, s.keywords?.[0]])).toEqual([
      ['Cash Flow Management', 'Advanced', 'Analysis'],
      ['Xero', 'Advanced', 'Systems'],
      ['Python', 'Intermediate', 'Backend'],
      ['Internal Controls', 'Advanced', 'Finance'],
      ['Leadership', 'Intermediate', 'Professional skills'],
    ]);
  });
});

describe('a level in the cell after a skill (jsonresume-theme-kendall)', () => {
  it('is the level of that skill, not a skill', () => {
    const { resume } = parseResumeText(
      'Jane Roe\n\nSKILLS\nGeneral Ledger\tExpert\n\nAccounting\n\nPower BI\tAdvanced\n\nEXPERIENCE\nAcme Corp\nEngineer\n2020 - 2022\n',
    );
    expect(resume.skills).toEqual([
      { name: 'General Ledger', level: 'Expert' },
      { name: 'Accounting' },
      { name: 'Power BI', level: 'Advanced' },
    ]);
  });
});

describe('a Skills heading with nothing under it (headings printed apart from their content)', () => {
  it('takes the skills from the text, as with no heading, and says so', () => {
    const { resume, warnings } = parseResumeText(
      'Jane Roe\n\nSUMMARY\nBackend engineer working in Python and PostgreSQL.\n\nSKILLS\n\nEXPERIENCE\nAcme Corp\nEngineer\n2020 - 2022\n',
    );
    expect(resume.skills?.map((s) => s.name)).toEqual(['Python', 'PostgreSQL']);
    expect(warnings).toContain(
      'the Skills section has no skill that could be read; skills were taken from the text',
    );
  });
});

describe('"Name:" over its group on the next line (the deedy LaTeX template)', () => {
  it('reads the group as the value of the label, not as a Skills heading', () => {
    const { resume } = parseResumeText(
      'Jane Roe\n\nEXPERIENCE\nAcme Corp\nEngineer\n2020 - 2022\n\nSKILLS\nIFRS:\nAccounting\nProject Management:\nProfessional skills\nStakeholder Management:\nProfessional skills\n\nLANGUAGES\nEnglish (Native speaker)\n',
    );
    expect(resume.skills?.map((s) => [s.name, s.keywords?.[0]])).toEqual([
      ['IFRS', 'Accounting'],
      ['Project Management', 'Professional skills'],
      ['Stakeholder Management', 'Professional skills'],
    ]);
  });
});

describe('skill blocks around a group that reads as a heading (caffeine: "Languages")', () => {
  it('keeps the blocks after the group in the skills, and a real Languages heading a heading', () => {
    const { resume } = parseResumeText(
      'Jane Roe\n\nEXPERIENCE\nAcme Corp\nEngineer\n2020 - 2022\n\nABOUT\nMadrid\n\nNode.js\nIntermediate\nBackend\nJavaScript\nIntermediate\nLanguages\nMySQL\nIntermediate\nData stores\nSlack\nAdvanced\nProfessional skills\nLanguages\nSpanish (Native speaker)\n',
    );
    expect(resume.skills?.map((s) => s.name)).toEqual(['Node.js', 'JavaScript', 'MySQL', 'Slack']);
    expect(resume.skills?.[1].keywords).toEqual(['Languages']);
    expect(resume.languages?.map((l) => l.language)).toEqual(['Spanish']);
  });
});
