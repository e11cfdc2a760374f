import { describe, expect, it } from 'vitest';
import { parseResumeFile, parseResumeText } from '../../../main/domain/parsing';
import { findDateRange } from '../../../main/domain/parsing/dates';
import { htmlToText } from '../../../main/domain/parsing/docx';

/** A resume around the lines of its Experience section. */
const resume = (experience: string, extra = '') =>
  `Jane Roe\njane.roe@example.com | +44 20 7946 0958\n\nExperience\n${experience}\n${extra}`;

const firstJob = (experience: string) => {
  const parsed = parseResumeText(resume(experience));
  return { parsed, job: parsed.resume.work?.[0] };
};

describe('date ranges in the forms resumes use', () => {
  it.each([
    ['Mar 2021 – Present', { start: '2021-03', end: undefined, present: true }],
    ['2019 - now', { start: '2019', end: undefined, present: true }],
    ['03/2021 – 02/2023', { start: '2021-03', end: '2023-02', present: false }],
    ['2016–2021', { start: '2016', end: '2021', present: false }],
  ])('%s', (text, expected) => {
    expect(findDateRange(text)).toMatchObject(expected);
    const { job } = firstJob(`Data Analyst, Globex Corporation\n${text}\n- Built dashboards`);
    expect(job?.startDate).toBe(expected.start);
    expect(job?.endDate).toBe(expected.end);
  });

  it('durations beside the dates are dropped, never taken as the company', () => {
    for (const duration of ['· 3 years 6 months', '(2 yrs)', '· 8 mos', '(1 yr 2 mos)']) {
      const { parsed, job } = firstJob(
        `Senior Engineer\nAcme Corp\nMar 2021 – Present ${duration}\n- Led a team`,
      );
      expect(job).toMatchObject({ name: 'Acme Corp', position: 'Senior Engineer', startDate: '2021-03' });
      expect(JSON.stringify(parsed.resume.work)).not.toMatch(/yrs?|years|mos|months/);
    }
  });
});

describe('company and position from cues, not from their place on the line', () => {
  it.each([
    ['Hooli — Head of Product\t2019 - now', 'Hooli', 'Head of Product'],
    ['Head of Product — Hooli\t2019 - now', 'Hooli', 'Head of Product'],
    ['Initrode | Product Owner\t03/2021 – 02/2023', 'Initrode', 'Product Owner'],
    ['Product Owner | Initrode\t03/2021 – 02/2023', 'Initrode', 'Product Owner'],
    ['Blue Bottle Coffee\nOwner\n2016–2021', 'Blue Bottle Coffee', 'Owner'],
    ['Owner\nBlue Bottle Coffee\n2016–2021', 'Blue Bottle Coffee', 'Owner'],
    ['Microsoft, Intern, Summer 2018', 'Microsoft', 'Intern'],
    ['Teacher at Lincoln\t2016–2021', 'Lincoln', 'Teacher'],
    [
      'Northwind Traders GmbH\nAccount Executive\nMar 2021 – Present',
      'Northwind Traders GmbH',
      'Account Executive',
    ],
  ])('%s', (header, company, position) => {
    const { job } = firstJob(`${header}\n- Did the work`);
    expect(job).toMatchObject({ name: company, position });
  });

  it('a company named by a suffix or "at" is surer than one chosen because the other part is a title', () => {
    const { parsed } = firstJob('Engineer at Hooli\t2019 – 2021\n- x\n\nGlobex\nAnalyst\n2016 – 2019\n- y');
    expect(parsed.confidence['work[0].name']).toBe(0.9);
    expect(parsed.confidence['work[1].name']).toBeLessThan(0.9);
  });
});

describe('entry boundaries', () => {
  it('an in-entry label ("Highlights") does not start a new entry', () => {
    const parsed = parseResumeText(
      resume(
        'Bluepeak Accounting  2019-10-22 — 2024-02-26\nSenior Financial Analyst\nHighlights\n- Automated reconciliations\n\nCrestview Bank  2011-10-31 — 2019-09-30\nHead of Finance\nKey achievements:\n- Recovered duplicate payments',
      ),
    );
    expect(parsed.resume.work?.map((w) => [w.name, w.position, w.startDate])).toEqual([
      ['Bluepeak Accounting', 'Senior Financial Analyst', '2019-10'],
      ['Crestview Bank', 'Head of Finance', '2011-10'],
    ]);
  });

  it('highlights printed without bullets or full stops stay in their entry (dates written first)', () => {
    const parsed = parseResumeText(
      resume(
        '2019-10-22 to 2024-02-26\nSenior Financial Analyst at Bluepeak Accounting\nAutomated 48% of manual reconciliations using Power BI\nLed the audit preparation for IFRS with no material findings\n2011-10-31 to 2019-09-30\nHead of Finance at Crestview Bank\nShortened month-end close from 14 to 8 days with Auditing',
      ),
    );
    expect(parsed.resume.work?.map((w) => [w.name, w.position, w.startDate])).toEqual([
      ['Bluepeak Accounting', 'Senior Financial Analyst', '2019-10'],
      ['Crestview Bank', 'Head of Finance', '2011-10'],
    ]);
  });
});

describe('section labels in a left column', () => {
  it('"EXPERIENCE⇥first entry" starts the section with its first entry', () => {
    const parsed = parseResumeText(
      'Jane Roe\njane.roe@example.com\n\nEXPERIENCE          Pied Piper, CEO/President          2013-12-01 — 2014-12-01\n    Built the platform.\n\nEDUCATION           University of Oklahoma, Bachelor, Information Technology     2011 – 2014\n',
    );
    expect(parsed.resume.work).toMatchObject([
      { name: 'Pied Piper', position: 'CEO/President', startDate: '2013-12' },
    ]);
    expect(parsed.resume.education).toMatchObject([
      { institution: 'University of Oklahoma', endDate: '2014' },
    ]);
  });

  it('a count after the heading is not an entry: "Work Experience⇥(3)"', () => {
    const parsed = parseResumeText(
      'Jane Roe\njane.roe@example.com\n\nWork Experience\t(1)\nAnalyst, Globex\n2016 – 2019\n',
    );
    expect(parsed.resume.work).toMatchObject([{ name: 'Globex', position: 'Analyst' }]);
  });
});

describe('lines a narrow PDF column wrapped', () => {
  it('a range over two lines ("2005" above "2006") is one range', () => {
    const parsed = parseResumeText(
      resume(
        'Analyst, Globex\n2016 – 2019',
        '\nEducation\n2005\n2006\n\nGranite Ridge University\nMaster\n\n2001\n2004\n\nNorthfield University\nBachelor\n',
      ),
    );
    expect(parsed.resume.education?.map((e) => [e.institution, e.startDate, e.endDate])).toEqual([
      ['Granite Ridge University', '2005', '2006'],
      ['Northfield University', '2001', '2004'],
    ]);
  });

  it('the end of a wrapped sentence is not an entry', () => {
    const parsed = parseResumeText(
      resume(
        'Bluepeak Accounting\nOctober 2019 – February 2024\n\nSenior Financial Analyst\nRecovered 192k in duplicate payments through Financial\nModeling reviews\n\nCrestview Bank\nOctober 2011 – September 2019\n\nHead of Finance\nShortened month-end close from 14 to 8 days with Tax\nPreparation',
      ),
    );
    expect(parsed.resume.work?.map((w) => w.name)).toEqual(['Bluepeak Accounting', 'Crestview Bank']);
    expect(parsed.resume.work?.[0].summary).toContain('through Financial Modeling reviews');
  });
});

describe('links are kept as URLs, not glued onto names', () => {
  it('a link target in parentheses after the employer becomes the entry URL', () => {
    const { job } = firstJob(
      'Protocol Engineer\nInjective (https://injective.com)\nMar 2021 – Present\n- Shipped',
    );
    expect(job).toMatchObject({
      name: 'Injective',
      position: 'Protocol Engineer',
      url: 'https://injective.com',
    });
  });

  it('a DOCX hyperlink on the employer name', async () => {
    const { Document, ExternalHyperlink, Packer, Paragraph, TextRun } = await import('docx');
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun('Jane Roe')] }),
            new Paragraph({ children: [new TextRun('jane.roe@example.com')] }),
            new Paragraph({ children: [new TextRun('Experience')] }),
            new Paragraph({ children: [new TextRun('Protocol Engineer')] }),
            new Paragraph({
              children: [
                new ExternalHyperlink({
                  link: 'https://injective.com/',
                  children: [new TextRun('Injective')],
                }),
              ],
            }),
            new Paragraph({ children: [new TextRun('Mar 2021 – Present')] }),
            new Paragraph({ children: [new TextRun('Education')] }),
            new Paragraph({
              children: [
                new ExternalHyperlink({
                  link: 'https://www.ox.ac.uk/',
                  children: [new TextRun('University of Oxford')],
                }),
              ],
            }),
            new Paragraph({ children: [new TextRun('MSc in Computer Science, 2014 – 2015')] }),
          ],
        },
      ],
    });
    const parsed = await parseResumeFile('jane.docx', new Uint8Array(await Packer.toBuffer(doc)));
    expect(parsed.resume.work?.[0]).toMatchObject({ name: 'Injective', url: 'https://injective.com/' });
    expect(parsed.resume.education?.[0]).toMatchObject({
      institution: 'University of Oxford',
      url: 'https://www.ox.ac.uk/',
      studyType: 'MSc',
      area: 'Computer Science',
    });
  });
});

describe('DOCX converted from HTML (pandoc): elements in runs of their own, no space between', () => {
  it('a run starting a name after a run ending a word is a separate field; runs inside a word are not', async () => {
    const { Document, ExternalHyperlink, Packer, Paragraph, TextRun } = await import('docx');
    const runs = (...texts: string[]) => new Paragraph({ children: texts.map((t) => new TextRun(t)) });
    const doc = new Document({
      sections: [
        {
          children: [
            runs('Richard Hendriks', 'Programmer'),
            runs('richard.hendriks@mail.com'),
            runs('Work Experience (2)'),
            new Paragraph({
              children: [
                new TextRun('CEO/President'),
                new ExternalHyperlink({
                  link: 'http://piedpiper.example.com',
                  children: [new TextRun('Pied Piper')],
                }),
              ],
            }),
            runs('Oct, 2019 - Feb, 2024', '4 years 4 months'),
            runs('Senior Engi', 'neer', ', ', 'Hooli'),
            runs('Jan 2011 - Sep 2019'),
          ],
        },
      ],
    });
    const parsed = await parseResumeFile('richard.docx', new Uint8Array(await Packer.toBuffer(doc)));
    expect(parsed.resume.basics).toMatchObject({ name: 'Richard Hendriks', label: 'Programmer' });
    expect(parsed.resume.work).toMatchObject([
      {
        name: 'Pied Piper',
        position: 'CEO/President',
        url: 'http://piedpiper.example.com',
        startDate: '2019-10',
        endDate: '2024-02',
      },
      { name: 'Hooli', position: 'Senior Engineer', startDate: '2011-01' },
    ]);
  });
});

describe('contact details linked to a home page (DOCX)', () => {
  it('an e-mail address or phone number shown as a link keeps its text, without the link target', () => {
    const html =
      '<h1>Richard Hendriks</h1><h6><a href="http://richard.example.com">richard.hendriks@mail.com </a></h6><h6><a href="http://richard.example.com">(912) 555-4321 </a></h6><h3>Experience</h3><p>CEO, Pied Piper</p><p>12/2013 - 12/2014</p>';
    const text = htmlToText(html);
    expect(text).not.toContain('(http://richard.example.com)');
    const parsed = parseResumeText(text);
    expect(parsed.resume.basics).toMatchObject({
      email: 'richard.hendriks@mail.com',
      phone: '+1 912 555 4321',
    });
  });
});

describe('sections printed as lists (HTML themes)', () => {
  it('list items holding a nested list are entry headers, the nested items their bullets', () => {
    const html =
      '<p>Jane Roe</p><p>jane.roe@example.com</p><h4>Work Experience</h4><ul><li><strong>Senior Financial Analyst</strong>, Bluepeak Accounting</li><li>Oct, 2019 - Feb, 20244 years 4 months</li><li>Member of the Audit team.<ul><li>Automated reconciliations</li><li>Recovered payments</li></ul></li><li><strong>Head of Finance</strong>, Crestview Bank</li><li>Oct, 2011 - Sep, 20197 years 11 months</li><li>Brought expertise.<ul><li>Shortened month-end close</li></ul></li></ul>' +
      '<h4>Education</h4><ul><li>Accounting, Master, Granite Ridge University</li><li>Sep, 2005 - Jun, 2006</li><li>Auditing</li><li>Taxation</li><li>Accounting, Bachelor, Northfield University</li><li>Sep, 2001 - Jun, 2004</li></ul>';
    const parsed = parseResumeText(htmlToText(html));
    expect(parsed.resume.work).toMatchObject([
      {
        name: 'Bluepeak Accounting',
        position: 'Senior Financial Analyst',
        startDate: '2019-10',
        endDate: '2024-02',
        highlights: ['Automated reconciliations', 'Recovered payments'],
      },
      { name: 'Crestview Bank', position: 'Head of Finance', startDate: '2011-10', endDate: '2019-09' },
    ]);
    expect(parsed.resume.education).toMatchObject([
      {
        institution: 'Granite Ridge University',
        studyType: 'Master',
        area: 'Accounting',
        endDate: '2006-06',
        courses: ['Auditing', 'Taxation'],
      },
      { institution: 'Northfield University', studyType: 'Bachelor', area: 'Accounting', endDate: '2004-06' },
    ]);
  });
});

describe('education: institution, degree and area', () => {
  it('"Courses" inside Education lists courses; the schools after it stay in Education', () => {
    const parsed = parseResumeText(
      resume(
        'Analyst, Globex\n2016 – 2019',
        '\nEducation\n\nGranite Ridge University\n\nMaster in Accounting\nSep 2005 – Jun 2006\n\nCourses\n\n• Auditing\n• Taxation\n\nNorthfield University\n\nBachelor in Accounting\nSep 2001 – Jun 2004\n',
      ),
    );
    expect(parsed.resume.education).toMatchObject([
      { institution: 'Granite Ridge University', studyType: 'Master', courses: ['Auditing', 'Taxation'] },
      { institution: 'Northfield University', studyType: 'Bachelor', endDate: '2004-06' },
    ]);
    expect(parsed.resume.certificates).toBeUndefined();
  });

  it('a title the vocabulary knows decides the position: "Construction Laborer | Silverleaf Mechanical"', () => {
    const { job } = firstJob('Construction Laborer | Silverleaf Mechanical\t2010 – 2012\n- Poured concrete');
    expect(job).toMatchObject({ name: 'Silverleaf Mechanical', position: 'Construction Laborer' });
  });

  it('schools listed without dates are one entry each, also two degrees from one school', () => {
    const parsed = parseResumeText(
      resume(
        'Analyst, Globex\n2016 – 2019',
        '\nEducation\nMaster, Accounting\nGranite Ridge University\nBachelor, Accounting\nGranite Ridge University\n',
      ),
    );
    expect(parsed.resume.education).toMatchObject([
      { institution: 'Granite Ridge University', studyType: 'Master', area: 'Accounting' },
      { institution: 'Granite Ridge University', studyType: 'Bachelor', area: 'Accounting' },
    ]);
  });

  it.each([
    [
      'University of Leeds\nBachelor of Science in Computer Science\n2012 – 2016',
      'University of Leeds',
      'Bachelor of Science',
      'Computer Science',
    ],
    ['B.Sc. Physics, Imperial College London, 2010 – 2013', 'Imperial College London', 'B.Sc.', 'Physics'],
    [
      'Massachusetts Institute of Technology\tSep 2014 – Jun 2016\nMaster of Engineering, Electrical Engineering',
      'Massachusetts Institute of Technology',
      'Master of Engineering',
      'Electrical Engineering',
    ],
  ])('%s', (lines, institution, studyType, area) => {
    const parsed = parseResumeText(resume('Analyst, Globex\n2016 – 2019', `\nEducation\n${lines}\n`));
    expect(parsed.resume.education?.[0]).toMatchObject({ institution, studyType, area });
  });
});

describe('honest confidence and warnings', () => {
  it('an entry without a company says so', () => {
    const { parsed, job } = firstJob('Senior Developer\nPalo Alto\n2011 – 2013\n- Built things');
    expect(job?.name).toBeUndefined();
    expect(job?.location).toBe('Palo Alto');
    expect(parsed.warnings).toContain("work entry 'Senior Developer' has no company");
  });

  it('a place in the employer field is reported and not trusted', () => {
    const { parsed, job } = firstJob('Senior Developer | Amsterdam | Berlin\n2011 – 2013\n- Built things');
    expect(job).toMatchObject({ name: 'Berlin', location: 'Amsterdam' });
    expect(parsed.confidence['work[0].name']).toBe(0.3);
    expect(parsed.warnings).toContain("'Berlin' taken as the employer, though it reads as a place");
  });

  it('the candidate name repeated as a page header is not an employer', () => {
    const { parsed } = firstJob(
      'Pied Piper\nCEO\nDec 2013 – Present\n- Built it\n\nJane Roe\nHooli\nSoftware Engineer\nJan 2011 – Nov 2013\n- Worked on Nucleus',
    );
    expect(parsed.resume.work?.map((w) => w.name)).toEqual(['Pied Piper', 'Hooli']);
  });

  it('a name written twice is read once, with less confidence and a warning', () => {
    const parsed = parseResumeText(
      'Jane Roe Jane Roe\njane.roe@example.com\n\nExperience\nAnalyst, Globex\n2016 – 2019\n',
    );
    expect(parsed.resume.basics.name).toBe('Jane Roe');
    expect(parsed.confidence['basics.name']).toBeLessThan(0.9);
    expect(parsed.warnings.some((w) => w.startsWith('the name was written twice'))).toBe(true);
  });

  it('bullets before the first entry and entries with nothing to read are reported, not silently dropped', () => {
    const parsed = parseResumeText(
      resume('- Led the migration\n- Mentored\n\nAnalyst, Globex\n2016 – 2019\n- Reports'),
    );
    expect(parsed.warnings).toContain('2 bullet(s) before the first work entry were not read');
    const empty = parseResumeText(resume('Remote\n'));
    expect(empty.resume.work).toBeUndefined();
    expect(empty.warnings.some((w) => /not read|no entry/.test(w))).toBe(true);
  });

  it('no Experience section is a warning', () => {
    const parsed = parseResumeText('Jane Roe\njane.roe@example.com\n\nSkills\nPython, SQL\n');
    expect(parsed.warnings).toContain('no Experience section found');
  });

  it('a well-marked resume has no entry warnings and high confidence', () => {
    const parsed = parseResumeText(
      resume('Data Analyst at Globex Corporation\tMar 2021 – Present\n- Built dashboards'),
    );
    expect(parsed.confidence['work[0].name']).toBe(0.9);
    expect(parsed.confidence['work[0].position']).toBe(0.9);
    expect(parsed.warnings.filter((w) => /work entry|employer|company/.test(w))).toEqual([]);
  });
});

describe('schools set side by side in a grid', () => {
  it('reads each school of a row of cells with the dates that follow it', () => {
    // jsonresume-theme-class: school and dates cells flow three to a row.
    const parsed = parseResumeText(
      [
        'Jennifer O’Brien',
        'jobrien@example.net',
        '',
        'Education',
        'Lakeshore State University\t2016-09-01 - 2021-06-30\tNorthfield University',
        '2014-09-01 - 2015-06-30\tGranite Ridge University\t2010-09-01 - 2013-06-30',
      ].join('\n'),
    );
    expect(parsed.resume.education?.map((e) => [e.institution, e.startDate])).toEqual([
      ['Lakeshore State University', '2016-09'],
      ['Northfield University', '2014-09'],
      ['Granite Ridge University', '2010-09'],
    ]);
  });
});
