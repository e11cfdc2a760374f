import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonResumeSchema } from '../../../main/contract';
import {
  inspectRedaction,
  REDACTED,
  RedactionPathError,
  type RedactionProfile,
  redactResume,
} from '../../../main/domain/redaction';
import { toResumeDocument } from '../../../main/domain/resume-document';
import { corpusResumes, type Doc, redactChecked, resume } from './helpers';

const R = REDACTED;

function sample(): Doc {
  return resume({
    personalInfo: {
      name: 'Jane Doe',
      occupation: 'Backend Engineer',
      email: 'jane@example.com',
      phone: '+49 30 1234567',
      url: 'https://janedoe.dev',
      image: 'https://img.example.net/jane.jpg',
      summary: 'Jane builds payment systems in Go. She speaks at meetups. Reach me at jane@example.com.',
      location: 'Berlin, BE, DE',
      address: 'Hauptstraße 5, 10115',
      profiles: [
        { __id: 'prf_gh', network: 'GitHub', username: 'jdoe42', url: 'https://github.com/jdoe42' },
        { __id: 'prf_x', network: 'Twitter', username: 'janed', url: '' },
      ],
    },
    work: [
      {
        __id: 'wrk_a',
        company: 'Globex',
        position: 'Chairwoman of the Guild',
        location: 'Berlin',
        url: 'https://globex.example.com',
        startDate: '2012-03-01',
        endDate: '2016-01-01',
        summary: 'Led 2019-2021 migration with Node.js 18; call 030 1234567.',
        highlights: [
          { __id: 'hl_1', value: 'Cut latency by 40%.' },
          { __id: 'hl_2', value: 'Mentored his team and hers; see github.com/jdoe42/tool.' },
        ],
      },
      {
        __id: 'wrk_b',
        company: 'Initech',
        position: 'Staff Engineer',
        startDate: '2016-02-01',
        highlights: [],
      },
    ],
    education: [
      {
        __id: 'edu_a',
        institution: 'TU Berlin',
        area: 'Computer Science',
        studyType: 'Master',
        url: 'https://tu.berlin',
        startDate: '2006-10-01',
        endDate: '2011-09-01',
        courses: ['Distributed Systems', 'Thesis with Prof. Jane Doe lookalike'],
      },
    ],
    volunteer: [
      {
        __id: 'vol_a',
        organization: 'Women Who Code',
        position: 'Mentor',
        url: 'https://wwc.example',
        highlights: [],
      },
    ],
    projects: [
      {
        __id: 'prj_a',
        name: 'Tool',
        description: 'A CLI by jdoe42.',
        highlights: [],
        url: 'https://github.com/jdoe42/tool',
        keywords: ['Go'],
        roles: [],
        entity: 'Globex',
      },
      {
        __id: 'prj_b',
        name: 'Other',
        highlights: [],
        url: 'https://github.com/acme/other',
        keywords: [],
        roles: [],
      },
    ],
    references: [
      {
        __id: 'ref_a',
        name: 'Alan Turing',
        position: 'CTO',
        company: 'Globex',
        email: 'alan@example.com',
        phone: '+44 20 7946 0958',
        relationship: 'Former manager of Jane',
        reference: 'Jane is the best engineer I managed. — Alan Turing, +44 20 7946 0958',
      },
    ],
    certificates: [{ __id: 'crt_a', name: 'CKA', issuer: 'CNCF', url: 'https://cncf.io/cert/123' }],
    publications: [
      { __id: 'pub_a', name: 'Paper', url: 'https://doi.example/1', summary: 'ISBN 978-3-16-148410-0' },
    ],
    skills: [{ __id: 'skl_a', name: 'Go', keywords: ['Node.js', 'ASP.NET'] }],
    meta: { canonical: 'https://registry.jsonresume.org/jdoe42', version: 'v1.0.0' },
  });
}

describe('standard profile', () => {
  const input = sample();
  const outcome = redactChecked(input, { profile: 'standard' });
  const out = outcome.redactedResume;

  it('replaces identity and contact fields whole', () => {
    for (const field of ['name', 'email', 'phone', 'url', 'image', 'location', 'address'] as const) {
      expect(out.personalInfo[field]).toBe(R);
    }
    expect(out.personalInfo.profiles[0]).toEqual({ __id: 'prf_gh', network: 'GitHub', username: R, url: R });
    expect(out.personalInfo.profiles[1]).toEqual({ __id: 'prf_x', network: 'Twitter', username: R, url: '' });
    expect(out.references[0]).toMatchObject({
      name: R,
      email: R,
      phone: R,
      position: 'CTO',
      company: 'Globex',
    });
    expect(out.meta).toEqual({ canonical: R, version: 'v1.0.0' });
  });

  it('removes spans from free text and keeps the rest of the sentence', () => {
    expect(out.personalInfo.summary).toBe(
      `${R} builds payment systems in Go. She speaks at meetups. Reach me at ${R}.`,
    );
    expect(out.work[0].summary).toBe(`Led 2019-2021 migration with Node.js 18; call ${R}.`);
    expect(out.work[0].highlights[1].value).toBe(`Mentored his team and hers; see ${R}.`);
    expect(out.references[0].reference).toBe(`${R} is the best engineer I managed. — ${R}, ${R}`);
    expect(out.references[0].relationship).toBe(`Former manager of ${R}`);
    expect(out.projects[0].description).toBe(`A CLI by ${R}.`);
  });

  it('keeps employers, positions, skills, dates and non-personal URLs', () => {
    expect(out.work[0]).toMatchObject({
      company: 'Globex',
      position: 'Chairwoman of the Guild',
      location: 'Berlin',
    });
    expect(out.work[0].url).toBe('https://globex.example.com');
    expect(out.work[0].startDate).toBe('2012-03-01');
    expect(out.education[0]).toMatchObject({ institution: 'TU Berlin', startDate: '2006-10-01' });
    expect(out.skills).toEqual(input.skills);
    expect(out.projects[1].url).toBe('https://github.com/acme/other');
    expect(out.publications[0]).toEqual(input.publications[0]);
  });

  it('replaces a URL field that carries the username', () => {
    expect(out.projects[0].url).toBe(R);
  });

  it('lists each redacted value once, by its own path, in document order', () => {
    expect(outcome.redactedFields).toEqual([
      'personalInfo.name',
      'personalInfo.email',
      'personalInfo.phone',
      'personalInfo.url',
      'personalInfo.image',
      'personalInfo.summary',
      'personalInfo.location',
      'personalInfo.address',
      'personalInfo.profiles[prf_gh].username',
      'personalInfo.profiles[prf_gh].url',
      'personalInfo.profiles[prf_x].username',
      'work[wrk_a].summary',
      'work[wrk_a].highlights[hl_2]',
      'education[edu_a].courses[1]',
      'projects[prj_a].description',
      'projects[prj_a].url',
      'references[ref_a].name',
      'references[ref_a].email',
      'references[ref_a].phone',
      'references[ref_a].relationship',
      'references[ref_a].reference',
      'meta.canonical',
    ]);
    expect(outcome.redactionSummary).toEqual({
      total: 22,
      bySection: { personalInfo: 11, work: 2, education: 1, projects: 2, references: 5, meta: 1 },
    });
  });

  it('reports the redacted pieces', () => {
    const { spans } = inspectRedaction(input, { profile: 'standard' });
    expect(spans).toContainEqual({
      path: 'personalInfo.email',
      kind: 'structured',
      start: 0,
      end: 16,
      text: 'jane@example.com',
    });
    expect(spans).toContainEqual(
      expect.objectContaining({ path: 'work[wrk_a].summary', kind: 'phone', text: '030 1234567' }),
    );
  });
});

describe('blind profile', () => {
  const input = sample();
  const outcome = redactChecked(input, { profile: 'blind' });
  const out = outcome.redactedResume;

  it('adds employers, institutions, organizations, their URLs and locations', () => {
    expect(out.work[0]).toMatchObject({ company: R, location: R, url: R, position: `${R} of the Guild` });
    expect(out.work[1].company).toBe(R);
    expect(out.education[0]).toMatchObject({ institution: R, url: R, area: 'Computer Science' });
    expect(out.volunteer[0]).toMatchObject({ organization: R, url: R, position: 'Mentor' });
    expect(out.projects[0]).toMatchObject({ url: R, entity: R });
    expect(out.projects[1].url).toBe(R);
    expect(out.certificates[0].url).toBe(R);
    expect(out.publications[0].url).toBe(R);
    expect(out.references[0].company).toBe(R);
  });

  it('treats each kind of date alike: every education date goes, every work date stays', () => {
    expect(out.education[0]).toMatchObject({ startDate: R, endDate: R });
    expect(out.work.map((w) => [w.startDate, w.endDate])).toEqual(
      input.work.map((w) => [w.startDate, w.endDate]),
    );
  });

  it('removes gendered words', () => {
    expect(out.personalInfo.summary).toBe(
      `${R} builds payment systems in Go. ${R} speaks at meetups. Reach me at ${R}.`,
    );
    expect(out.work[0].highlights[1].value).toBe(`Mentored ${R} team and ${R}; see ${R}.`);
  });
});

describe('options', () => {
  it('redacts extra paths, with [] for every entry', () => {
    const o = redactChecked(sample(), {
      profile: 'standard',
      redact: ['work[].company', 'projects[prj_b].url', 'personalInfo.occupation'],
    });
    expect(o.redactedResume.work.map((w) => w.company)).toEqual([R, R]);
    expect(o.redactedResume.projects[1].url).toBe(R);
    expect(o.redactedResume.personalInfo.occupation).toBe(R);
    expect(o.redactedFields).toContain('work[wrk_a].company');
    expect(o.redactedFields).toContain('work[wrk_b].company');
  });

  it('replaces a free-text field whole when asked', () => {
    const o = redactChecked(sample(), {
      profile: 'standard',
      redact: ['personalInfo.summary', 'work[wrk_a].highlights'],
    });
    expect(o.redactedResume.personalInfo.summary).toBe(R);
    expect(o.redactedResume.work[0].highlights.map((h) => h.value)).toEqual([R, R]);
  });

  it('keeps paths the profile would redact, without scanning them', () => {
    const o = redactChecked(sample(), {
      profile: 'blind',
      keep: ['personalInfo.location', 'work[wrk_a].company', 'education', 'personalInfo.summary'],
    });
    const out = o.redactedResume;
    expect(out.personalInfo.location).toBe('Berlin, BE, DE');
    expect(out.work[0].company).toBe('Globex');
    expect(out.work[1].company).toBe(R);
    expect(out.education[0]).toEqual(sample().education[0]);
    expect(out.personalInfo.summary).toBe(sample().personalInfo.summary);
  });

  it('does not search free text for a kept name', () => {
    const o = redactChecked(sample(), { profile: 'standard', keep: ['personalInfo.name'] });
    expect(o.redactedResume.personalInfo.name).toBe('Jane Doe');
    expect(o.redactedResume.references[0].reference).toBe(
      `Jane is the best engineer I managed. — ${R}, ${R}`,
    );
  });

  it('lets redact win over keep', () => {
    const o = redactChecked(sample(), {
      profile: 'standard',
      keep: ['personalInfo'],
      redact: ['personalInfo.email'],
    });
    expect(o.redactedResume.personalInfo.email).toBe(R);
    expect(o.redactedResume.personalInfo.phone).toBe('+49 30 1234567');
  });

  it('accepts nested forms for profiles, highlights and courses', () => {
    const o = redactChecked(sample(), {
      profile: 'standard',
      redact: [
        'personalInfo.profiles[prf_gh].network',
        'work[wrk_a].highlights[hl_1]',
        'education[].courses[0]',
      ],
    });
    expect(o.redactedResume.personalInfo.profiles[0].network).toBe(R);
    expect(o.redactedResume.work[0].highlights[0].value).toBe(R);
    expect(o.redactedResume.education[0].courses[0]).toBe(R);
    expect(o.redactedFields).toContain('work[wrk_a].highlights[hl_1]');
    expect(o.redactedFields).toContain('education[edu_a].courses[0]');
  });

  it.each([
    'nope.field',
    'work[].nope',
    'personalInfo[x].name',
    'personalInfo.email[0]',
    'work[].company.deeper',
    'work[a b].company',
    '',
  ])('rejects the malformed path %j', (bad) => {
    expect(() => redactResume(sample(), { profile: 'standard', redact: [bad] })).toThrow(RedactionPathError);
  });

  it('rejects an unknown profile', () => {
    expect(() => redactResume(sample(), { profile: 'loud' as RedactionProfile })).toThrow(RangeError);
  });

  it('defaults to the standard profile', () => {
    const o = redactResume(sample(), {} as { profile: RedactionProfile });
    expect(o.redactedResume.work[0].company).toBe('Globex');
    expect(o.redactedResume.personalInfo.name).toBe(R);
  });
});

describe('edge cases', () => {
  it('redacts nothing in an empty resume but the name', () => {
    const o = redactChecked(resume(), { profile: 'blind' });
    expect(o.redactedFields).toEqual(['personalInfo.name']);
  });

  it('stays idempotent when one of the country signals is kept and the other redacted', () => {
    const input = resume({
      personalInfo: { phone: '+49 30 1234567', location: 'Madrid, MD, ES', summary: 'Móvil 612 34 56 78.' },
    });
    const o = redactChecked(input, { profile: 'standard', keep: ['personalInfo.location'] });
    expect(o.redactedResume.personalInfo.summary).toBe(`Móvil ${R}.`);
  });

  it('does not list values that are already [REDACTED]', () => {
    const o = redactChecked(resume({ personalInfo: { name: R, email: R } }), { profile: 'standard' });
    expect(o.redactedFields).toEqual([]);
    expect(o.redactionSummary).toEqual({ total: 0, bySection: {} });
  });

  it('keeps a resume without PII in free text unchanged there', () => {
    const input = resume({
      work: [
        {
          __id: 'w',
          summary:
            'SUMMARY: 5 years of experience with ASP.NET, Node.js and Office 365; v2.3.1; 2019-2021; 35% growth; $1.2M.',
          highlights: [],
        },
      ],
    });
    const o = redactChecked(input, { profile: 'standard' });
    expect(o.redactedResume.work[0].summary).toBe(input.work[0].summary);
  });

  it('works on a JSON Resume converted to the stored form', () => {
    const file = path.join(__dirname, '../../fixtures/jsonresume/sample.resume.json');
    const json = jsonResumeSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    const doc = {
      id: 'res_01JD0000000000000000000001',
      ...toResumeDocument(json, 'res_01JD0000000000000000000001'),
    };
    for (const profile of ['standard', 'blind'] as const) {
      const o = redactChecked(doc, { profile });
      expect(o.redactedResume.personalInfo.name).toBe(R);
      expect(o.redactionSummary.total).toBeGreaterThan(3);
    }
  });
});

describe('invariants on the generated corpus', () => {
  const resumes = corpusResumes();
  const variants: Array<[string, Parameters<typeof redactResume>[1]]> = [
    ['standard', { profile: 'standard' }],
    ['blind', { profile: 'blind' }],
    [
      'standard + options',
      {
        profile: 'standard',
        redact: ['work[].company', 'awards'],
        keep: ['personalInfo.location', 'references[].reference'],
      },
    ],
    ['blind + keep', { profile: 'blind', keep: ['education[].startDate', 'work'] }],
  ];
  it.each(variants)(
    '%s: listed paths hold [REDACTED], nothing else changes, idempotent, input intact',
    (_, options) => {
      for (const doc of resumes) redactChecked(doc, options);
    },
  );
});
