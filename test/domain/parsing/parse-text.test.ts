import { describe, expect, it } from 'vitest';
import { jsonResumeSchema } from '../../../main/contract';
import { parseResumeText, UNKNOWN_NAME } from '../../../main/domain/parsing';

const RESUME = `JOHN A. DOE
Senior Software Engineer
john.doe@gmail.com • (415) 555-0132 • Palo Alto, CA
linkedin.com/in/johndoe • github.com/jdoe • johndoe.dev

SUMMARY
Backend engineer with ten years of experience building payment systems in Go and Python.
Enjoys mentoring and writing design documents.

PROFESSIONAL EXPERIENCE
Stripe, Inc. — San Francisco, CA	Jan 2020 – Present
Staff Software Engineer
• Led the migration of the ledger service to Kubernetes, cutting deploy time
  from hours to minutes.
• Mentored six engineers.

Software Engineer at Square
03/2016 – 12/2019 | Oakland, CA
- Built the card-reader firmware update pipeline.

EDUCATION
Stanford University	2012 – 2016
Bachelor of Science in Computer Science, GPA: 3.8/4.0
Relevant coursework: Algorithms, Distributed Systems

SKILLS
Languages: Go, Python, JS
Infrastructure: k8s, Terraform, PostgreSQL, Kafka | Bazel

CERTIFICATIONS
Certified Kubernetes Administrator (The Linux Foundation), 2021

PUBLICATIONS
"Ledgers at Scale", ACM Queue, March 2021

VOLUNTEER
Mentor, Code for America	2018 – 2020

LANGUAGES
English (Native), Spanish – B2, Native Portuguese

INTERESTS
Climbing, chess

REFERENCES
Jane Smith, Engineering Manager at Stripe
jane.smith@stripe.com
`;

describe('parseResumeText', () => {
  const parsed = parseResumeText(RESUME);
  const r = parsed.resume;

  it('passes the JSON Resume schema', () => {
    expect(jsonResumeSchema.safeParse(r).success).toBe(true);
    expect(parsed.text).toBe(RESUME);
  });

  it('reads the basics', () => {
    expect(r.basics).toMatchObject({
      name: 'John A. Doe',
      label: 'Senior Software Engineer',
      email: 'john.doe@gmail.com',
      phone: '+1 415 555 0132',
      url: 'https://johndoe.dev',
      location: { city: 'Palo Alto', region: 'CA', countryCode: 'US' },
    });
    expect(r.basics.summary).toBe(
      'Backend engineer with ten years of experience building payment systems in Go and Python. Enjoys mentoring and writing design documents.',
    );
    expect(r.basics.profiles?.map((p) => p.network)).toEqual(['LinkedIn', 'GitHub']);
    expect(parsed.confidence['basics.name']).toBeGreaterThanOrEqual(0.9);
    expect(parsed.confidence['basics.phone']).toBeGreaterThan(0.7);
  });

  it('reads work entries: company, position, location, dates, highlights (wrapped ones joined)', () => {
    expect(r.work).toEqual([
      {
        name: 'Stripe, Inc.',
        position: 'Staff Software Engineer',
        location: 'San Francisco, CA',
        startDate: '2020-01',
        highlights: [
          'Led the migration of the ledger service to Kubernetes, cutting deploy time from hours to minutes.',
          'Mentored six engineers.',
        ],
      },
      {
        name: 'Square',
        position: 'Software Engineer',
        location: 'Oakland, CA',
        startDate: '2016-03',
        endDate: '2019-12',
        highlights: ['Built the card-reader firmware update pipeline.'],
      },
    ]);
    expect(parsed.confidence['work[0].name']).toBeGreaterThan(0.8);
    expect(parsed.confidence['work[0].endDate']).toBeGreaterThan(0.8);
  });

  it('reads education with degree, field, grade and courses', () => {
    expect(r.education).toEqual([
      {
        institution: 'Stanford University',
        studyType: 'Bachelor of Science',
        area: 'Computer Science',
        score: '3.8/4.0',
        startDate: '2012',
        endDate: '2016',
        courses: ['Algorithms', 'Distributed Systems'],
      },
    ]);
  });

  it('reads skills: groups, separators, canonical names and unknown ones as written', () => {
    expect(r.skills).toEqual([
      { name: 'Languages', keywords: ['Go', 'Python', 'JavaScript'] },
      {
        name: 'Infrastructure',
        keywords: ['Kubernetes', 'Terraform', 'PostgreSQL', 'Apache Kafka', 'Bazel'],
      },
    ]);
  });

  it('reads the list sections', () => {
    expect(r.certificates).toEqual([
      { name: 'Certified Kubernetes Administrator', issuer: 'The Linux Foundation', date: '2021' },
    ]);
    expect(r.publications).toEqual([
      { name: 'Ledgers at Scale', publisher: 'ACM Queue', releaseDate: '2021-03' },
    ]);
    expect(r.volunteer).toEqual([
      { organization: 'Code for America', position: 'Mentor', startDate: '2018', endDate: '2020' },
    ]);
    expect(r.languages).toEqual([
      { language: 'English', fluency: 'Native' },
      { language: 'Spanish', fluency: 'B2' },
      { language: 'Portuguese', fluency: 'Native' },
    ]);
    expect(r.interests).toEqual([{ name: 'Climbing' }, { name: 'chess' }]);
    expect(r.references).toEqual([
      { name: 'Jane Smith', position: 'Engineering Manager at Stripe', email: 'jane.smith@stripe.com' },
    ]);
    expect(r.basics.email).toBe('john.doe@gmail.com');
  });

  it('every confidence is between 0 and 1', () => {
    for (const value of Object.values(parsed.confidence)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });
});

describe('uncertain and missing fields', () => {
  it('no name: "Unknown candidate", confidence 0 and a warning', () => {
    const parsed = parseResumeText(
      'jane@example.com\n+44 20 7946 0958\n\nExperience\nAnalyst, Globex\n2019 – 2021\n',
    );
    expect(parsed.resume.basics.name).toBe(UNKNOWN_NAME);
    expect(parsed.confidence['basics.name']).toBe(0);
    expect(parsed.warnings.some((w) => w.startsWith('no name found'))).toBe(true);
    expect(jsonResumeSchema.safeParse(parsed.resume).success).toBe(true);
  });

  it('empty and odd input still gives a valid document', () => {
    for (const text of ['', '   ', '@@@@', 'x'.repeat(50_000), '•\n•\n•', 'Experience\n\n\n']) {
      const parsed = parseResumeText(text);
      expect(jsonResumeSchema.safeParse(parsed.resume).success).toBe(true);
    }
  });

  it('reads national phone numbers in the country of the location', () => {
    const parsed = parseResumeText('Lena Fischer\nBerlin, Germany\nTel: 030 901820\nlena@example.de\n');
    expect(parsed.resume.basics.phone).toBe('+49 30 901820');
    expect(parsed.resume.basics.location).toEqual({ city: 'Berlin', countryCode: 'DE' });
  });

  it('warns when company and position cannot be told apart', () => {
    const parsed = parseResumeText(
      'Ana López\n\nExperience\nBlue Sky | Northwind\n2019 – 2021\n• Did things.\n',
    );
    expect(parsed.resume.work?.[0].startDate).toBe('2019');
    expect(parsed.confidence['work[0].position']).toBeLessThan(0.6);
    expect(parsed.warnings.some((w) => w.startsWith('could not tell company from position'))).toBe(true);
  });

  it('takes skills from the text when there is no Skills section', () => {
    const parsed = parseResumeText(
      'Ana López\n\nSummary\nData analyst working with Python, SQL and Tableau.\n',
    );
    expect(parsed.resume.skills?.map((s) => s.name)).toEqual(['Python', 'SQL', 'Tableau']);
    expect(parsed.confidence['skills[0].name']).toBeLessThan(0.5);
    expect(parsed.warnings).toContain('no Skills section found; skills were taken from the text');
  });

  it('street addresses, honorifics and letters after the name', () => {
    const parsed = parseResumeText(
      'Dr. Katrin Müller, PhD\nHauptstraße 12, 10115 Berlin\nTel.: +49 (0)30 1234567\nk.mueller@posteo.de\n',
    );
    expect(parsed.resume.basics).toMatchObject({
      name: 'Katrin Müller',
      phone: '+49 30 1234567',
      location: { address: 'Hauptstraße 12', postalCode: '10115', city: 'Berlin', countryCode: 'DE' },
    });
  });

  it('a name and job title set as one line, split at the comma (issue #10, "onepage" theme)', () => {
    const parsed = parseResumeText(
      'Richard Hendriks, Programmer\nrichard@example.com | (912) 555-4321\n\nEXPERIENCE\nPied Piper, CEO\n',
    );
    expect(parsed.resume.basics).toMatchObject({ name: 'Richard Hendriks', label: 'Programmer' });
    // A place after the comma is no job title: no name is made of it.
    const placed = parseResumeText('Richard Hendriks, Tulsa\nrichard@example.com\n');
    expect(placed.resume.basics?.label).toBeUndefined();
  });

  it('contact details a layout put inside another section go back to the basics', () => {
    const parsed = parseResumeText(
      'Ana López\n\nExperience\nana@example.com\n+34 612 34 56 78\nlinkedin.com/in/analopez\nData Analyst, Globex Corporation\n2019 – 2021\n• Built dashboards.\n',
    );
    expect(parsed.resume.basics).toMatchObject({ email: 'ana@example.com', phone: '+34 612 34 56 78' });
    expect(parsed.resume.basics.profiles?.[0].network).toBe('LinkedIn');
    expect(parsed.resume.work).toEqual([
      {
        name: 'Globex Corporation',
        position: 'Data Analyst',
        startDate: '2019',
        endDate: '2021',
        highlights: ['Built dashboards.'],
      },
    ]);
  });

  it('interest groups and quoted references', () => {
    const parsed = parseResumeText(
      'Ana López\n\nInterests\nWildlife: ferrets, unicorns\n\nReferences\nErlich Bachman — “Richard is a pleasure to work with.”\n',
    );
    expect(parsed.resume.interests).toEqual([{ name: 'Wildlife', keywords: ['ferrets', 'unicorns'] }]);
    expect(parsed.resume.references).toEqual([
      { name: 'Erlich Bachman', reference: 'Richard is a pleasure to work with.' },
    ]);
  });

  it('names: particles, hyphens, apostrophes, capitals', () => {
    const name = (text: string) => parseResumeText(`${text}\nsomeone@example.com`).resume.basics.name;
    expect(name('María José de la Cruz')).toBe('María José de la Cruz');
    expect(name('JEAN-LUC O’BRIEN')).toBe('Jean-Luc O’Brien');
    expect(name('Name: Seo-yeon Kim')).toBe('Seo-yeon Kim');
    expect(name('Curriculum Vitae\nLars van der Berg')).toBe('Lars van der Berg');
  });
});
