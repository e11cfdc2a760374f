import { describe, expect, it } from 'vitest';
import { REDACTED as R } from '../../../main/domain/redaction';
import { distinctiveWords, placeNames, placesOf } from '../../../main/domain/redaction/blind-terms';
import { isPersonalUrl, urlIdentity } from '../../../main/domain/redaction/personal-urls';
import { redactChecked, resume } from './helpers';

/** A resume whose free text repeats its employers, schools and places, the way real ones do. */
function named() {
  return resume({
    personalInfo: {
      name: 'Jane Doe',
      location: 'Lyon, ARA, FR',
      summary:
        'Platform engineer who grew a team at ARCADIA TECHNOLOGIES and studied at the université de montclair. Based in Lyon.',
      profiles: [],
    },
    work: [
      {
        __id: 'w1',
        company: 'Arcadia Technologies GmbH',
        position: 'DevOps Engineer - Arcadia',
        location: 'Lyon, France',
        startDate: '2019-03-01',
        summary: 'Brought Go expertise to a growing team at Arcadia Technologies.',
        highlights: [
          { __id: 'h1', value: "Led Arcadia's move to Kubernetes; the arcadia technologies platform" },
          { __id: 'h2', value: 'Cut cloud costs at Devoteam by 30 % for global solutions clients' },
        ],
      },
      {
        __id: 'w2',
        company: 'Devoteam',
        position: 'Consultant, Devoteam France',
        startDate: '2015-01-01',
        endDate: '2019-02-01',
        highlights: [],
      },
    ],
    education: [
      {
        __id: 'e1',
        institution: 'Université de Montclair',
        area: 'Computer Science',
        startDate: '2010-09-01',
        endDate: '2014-06-30',
        summary: 'Thesis supervised at Montclair on software systems.',
        courses: [],
      },
    ],
    volunteer: [
      {
        __id: 'v1',
        organization: 'Riverside Food Bank',
        position: 'Treasurer',
        summary: 'Kept the books of the riverside food bank; food bank work in general.',
        highlights: [],
      },
    ],
    references: [
      {
        __id: 'r1',
        name: 'Max Mustermann',
        company: 'Arcadia Technologies',
        reference: 'Jane was the best hire Arcadia made in Lyon.',
      },
    ],
  });
}

describe('blind profile: employers, schools and places in free text and labels', () => {
  const input = named();
  const out = redactChecked(input, { profile: 'blind' }).redactedResume;

  it('removes the whole name in any case, without its legal form, and its distinctive words', () => {
    expect(out.personalInfo.summary).toBe(
      `Platform engineer who grew a team at ${R} and studied at the ${R}. Based in ${R}.`,
    );
    expect(out.work[0].summary).toBe(`Brought Go expertise to a growing team at ${R}.`);
    expect(out.work[0].highlights[0].value).toBe(`Led ${R}'s move to Kubernetes; the ${R} platform`);
    expect(out.work[0].highlights[1].value).toBe(
      `Cut cloud costs at ${R} by 30 % for global solutions clients`,
    );
    expect(out.education[0].summary).toBe(`Thesis supervised at ${R} on software systems.`);
    expect(out.references[0].reference).toBe(`${R} was the best hire ${R} made in ${R}.`);
  });

  it('reaches labels: positions name the employer too', () => {
    expect(out.work[0].position).toBe(`DevOps Engineer - ${R}`);
    // "France" is a place of the resume (the work location).
    expect(out.work[1].position).toBe(`Consultant, ${R} ${R}`);
  });

  it('keeps generic organisation words: a food bank is not the Riverside Food Bank', () => {
    expect(out.volunteer[0].summary).toBe(`Kept the books of the ${R}; food bank work in general.`);
  });

  it('leaves the standard profile alone', () => {
    const standard = redactChecked(named(), { profile: 'standard' }).redactedResume;
    expect(standard.work[0].summary).toBe(input.work[0].summary);
    expect(standard.work[0].position).toBe(input.work[0].position);
  });

  it('does not search for a kept employer', () => {
    const kept = redactChecked(named(), { profile: 'blind', keep: ['work[w1].company', 'references'] });
    expect(kept.redactedResume.work[0].company).toBe('Arcadia Technologies GmbH');
    expect(kept.redactedResume.work[0].summary).toBe(input.work[0].summary);
  });

  it('treats a distinctive word that is an ordinary word in lower case as the word', () => {
    const doc = resume({
      work: [
        {
          __id: 'w1',
          company: 'Summit Reading Partners',
          location: 'Reading, GB',
          summary: 'Kept reading lists for the summit; presented at the Summit in Reading.',
          highlights: [],
        },
      ],
    });
    const out2 = redactChecked(doc, { profile: 'blind' }).redactedResume;
    expect(out2.work[0].summary).toBe(`Kept reading lists for the summit; presented at the ${R} in ${R}.`);
  });

  it('keeps generic words of a generic employer, and a city word used as a word', () => {
    const doc = resume({
      personalInfo: { name: 'Jane Doe', location: 'Nice, FR', profiles: [] },
      work: [
        {
          __id: 'w1',
          company: 'Global Software Solutions Bank',
          summary:
            'Built global banking software solutions; nice work on the Global Software Solutions Bank app.',
          highlights: [],
        },
      ],
    });
    const out3 = redactChecked(doc, { profile: 'blind' }).redactedResume;
    expect(out3.work[0].summary).toBe(`Built global banking software solutions; nice work on the ${R} app.`);
  });
});

describe('distinctive words', () => {
  it('are the words that single a name out', () => {
    expect(distinctiveWords('Arcadia Technologies GmbH')).toEqual(['Arcadia']);
    expect(distinctiveWords('Global Solutions Bank')).toEqual([]);
    expect(distinctiveWords('Lakeshore State University')).toEqual(['Lakeshore']);
    expect(distinctiveWords('Technische Universität München')).toEqual(['Munchen']);
    expect(distinctiveWords('St. Brendan’s School')).toEqual(['Brendan']);
    expect(distinctiveWords('North Software Labs of New York')).toEqual(['York']);
  });

  it('place names leave codes out', () => {
    expect(placeNames('Berlin, BE, DE')).toEqual(['Berlin']);
    expect(placeNames('San Francisco, California, US')).toEqual(['San Francisco', 'California']);
    expect(placeNames('Hauptstraße 5, 10115 Berlin')).toEqual([]);
  });

  it('a country code brings the country’s names', () => {
    expect(placesOf('Berlin, BE, DE')).toEqual(['Berlin', 'Germany', 'Deutschland']);
    expect(placesOf('Lyon')).toEqual(['Lyon']);
  });

  it('a remote work location is not a place to hide', () => {
    const doc = resume({
      work: [
        {
          __id: 'w1',
          location: 'Remote',
          summary: 'Remote-first team; Remote work since 2020.',
          highlights: [],
        },
      ],
    });
    const out4 = redactChecked(doc, { profile: 'blind' }).redactedResume;
    expect(out4.work[0].summary).toBe('Remote-first team; Remote work since 2020.');
    expect(out4.work[0].location).toBe(R);
  });
});

describe('personal URLs (every profile)', () => {
  const identity = urlIdentity(['Jane Surname'], ['jdoe42']);

  it.each([
    'https://surname.ai/projects/ledger',
    'surname.dev',
    'https://github.com/jdoe42/tool',
    'https://GitHub.com/JDoe42',
    'https://jane-surname.example.com',
    'https://janesurname.io/cv',
    'https://github.com/jsurname/pocket-ledger',
    'https://medium.com/@surname/post',
    'https://jdoe42.github.io/site',
    'https://surname-consulting.com',
  ])('%s is personal', (url) => expect(isPersonalUrl(url, identity)).toBe(true));

  it.each([
    'https://github.com/acme/tool',
    'https://www.credly.com/badges/abc',
    'https://open-ledger.example.org',
    'https://janet.example.com',
  ])('%s is not', (url) => expect(isPersonalUrl(url, identity)).toBe(false));

  it('a name part that is also a word or skill does not make a URL personal', () => {
    const rust = urlIdentity(['Will Rust'], []);
    expect(isPersonalUrl('https://github.com/acme/rust', rust)).toBe(false);
    expect(isPersonalUrl('https://github.com/will/tool', rust)).toBe(false);
    expect(isPersonalUrl('https://willrust.dev', rust)).toBe(true);
  });

  it('the standard profile replaces project and volunteer URLs that are the candidate’s own', () => {
    const doc = resume({
      personalInfo: {
        name: 'Jane Surname',
        profiles: [{ __id: 'p1', network: 'GitHub', username: 'jdoe42', url: 'https://github.com/jdoe42' }],
      },
      projects: [
        { __id: 'a', url: 'https://surname.ai/projects/ledger', highlights: [], keywords: [], roles: [] },
        { __id: 'b', url: 'https://github.com/jdoe42/tool', highlights: [], keywords: [], roles: [] },
        { __id: 'c', url: 'https://github.com/acme/tool', highlights: [], keywords: [], roles: [] },
      ],
      volunteer: [{ __id: 'v', url: 'https://jane-surname.org/volunteering', highlights: [] }],
    });
    const o = redactChecked(doc, { profile: 'standard' });
    expect(o.redactedResume.projects.map((p) => p.url)).toEqual([R, R, 'https://github.com/acme/tool']);
    expect(o.redactedResume.volunteer[0].url).toBe(R);
  });
});
