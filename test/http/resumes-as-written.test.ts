import { beforeEach, describe, expect, it } from 'vitest';
import { createdResumeSchema } from '../../main/contract';
import {
  addOrganization,
  countRows,
  sampleJob,
  startTestServer,
  type TestOrg,
  type TestServer,
} from '../helpers';

// Issue #10: JSON Resume files as people write them (nulls, schema 0.0.x names, free-text dates and
// URLs, a string location) are stored, with a warning per change; only what is not a resume at
// all is refused, with every problem listed. Each deviation through the real HTTP app.

// A fresh server per test (test helpers stop servers after each test).
let server: TestServer;
let org: TestOrg;
beforeEach(async () => {
  server = await startTestServer();
  org = await addOrganization(server.db);
});

async function create(document: unknown) {
  const reply = await server.call('POST', '/v1/resumes', { token: org.token, body: document });
  expect(reply.status, JSON.stringify(reply.json)).toBe(201);
  return createdResumeSchema.parse(reply.json);
}
const at = (pointer: string) => ({ pointer, message: expect.any(String) });

describe('POST /v1/resumes takes JSON Resume as people write it', () => {
  it('null for optional values, without warnings', async () => {
    const resume = await create({
      basics: { name: 'Null Values', label: null, summary: null, location: null, profiles: null, url: null },
      work: [
        { name: 'Acme', startDate: '2019', endDate: null, summary: null, highlights: ['Shipped', null] },
      ],
      education: null,
      meta: null,
    });
    expect(resume.warnings).toEqual([]);
    expect(resume.personalInfo).toEqual({ name: 'Null Values', profiles: [] });
    expect(resume.work[0]).toEqual({
      __id: expect.any(String),
      company: 'Acme',
      startDate: '2019-01-01',
      highlights: [{ __id: expect.any(String), value: 'Shipped' }],
    });
  });

  it('work[].company and website of schema 0.0.x', async () => {
    const resume = await create({
      basics: { name: 'Old Schema', website: 'https://old.example.com' },
      work: [{ company: 'Initech', website: 'https://initech.example.com' }],
    });
    expect(resume.personalInfo.url).toBe('https://old.example.com');
    expect(resume.work[0]).toMatchObject({ company: 'Initech', url: 'https://initech.example.com' });
    expect(resume.warnings).toEqual([at('/basics/url'), at('/work/0/name'), at('/work/0/url')]);
  });

  it.each([
    ['Present', undefined],
    ['current', undefined],
    ['', undefined],
    ['Jan 2019', '2019-01-01'],
    ['2019-1', '2019-01-01'],
    ['03/2021', '2021-03-01'],
  ])('free-form end date %j', async (endDate, stored) => {
    const resume = await create({
      basics: { name: 'Dates' },
      work: [{ name: 'Acme', startDate: '2018-05', endDate }],
    });
    expect(resume.work[0].startDate).toBe('2018-05-01');
    expect(resume.work[0].endDate).toBe(stored);
    expect(resume.warnings).toEqual(endDate === '' ? [] : [at('/work/0/endDate')]);
  });

  it('free-form dates in every dated section', async () => {
    const resume = await create({
      basics: { name: 'Dated Sections' },
      education: [{ institution: 'MIT', startDate: 'Sept 2010', endDate: 'June 2014' }],
      awards: [{ title: 'Prize', date: 'May 2020' }],
      publications: [{ name: 'Paper', releaseDate: '2021/02' }],
    });
    expect(resume.education[0]).toMatchObject({ startDate: '2010-09-01', endDate: '2014-06-01' });
    expect(resume.awards[0].date).toBe('2020-05-01');
    expect(resume.publications[0].releaseDate).toBe('2021-02-01');
    expect(resume.warnings.map((w) => w.pointer)).toEqual([
      '/education/0/startDate',
      '/education/0/endDate',
      '/publications/0/releaseDate',
      '/awards/0/date',
    ]);
  });

  it('a URL without a scheme gets https://', async () => {
    const resume = await create({
      basics: {
        name: 'No Scheme',
        url: 'jane.dev',
        profiles: [{ network: 'GitHub', url: 'github.com/jane' }],
      },
    });
    expect(resume.personalInfo.url).toBe('https://jane.dev');
    expect(resume.personalInfo.profiles[0].url).toBe('https://github.com/jane');
    expect(resume.warnings).toEqual([at('/basics/url'), at('/basics/profiles/0/url')]);
  });

  it('a skype: URI is kept as text', async () => {
    const resume = await create({
      basics: {
        name: 'Skype User',
        profiles: [{ network: 'Skype', username: 'jane.doe', url: 'skype:jane.doe?call' }],
      },
    });
    expect(resume.personalInfo.profiles[0].url).toBe('skype:jane.doe?call');
    expect(resume.warnings).toEqual([at('/basics/profiles/0/url')]);
  });

  it('a relative image path is left out', async () => {
    const resume = await create({ basics: { name: 'Relative Image', image: 'images/me.jpg' } });
    expect(resume.personalInfo.image).toBeUndefined();
    expect(resume.warnings).toEqual([at('/basics/image')]);
  });

  it('a string location is read into city, region, country', async () => {
    const resume = await create({ basics: { name: 'String Location', location: 'Berlin, Germany' } });
    expect(resume.personalInfo.location).toBe('Berlin, DE');
    expect(resume.warnings).toEqual([at('/basics/location')]);
    const listed = await server.call('GET', `/v1/resumes?location=${encodeURIComponent('Berlin, DE')}`, {
      token: org.token,
    });
    expect(listed.json.data.map((r: { id: string }) => r.id)).toContain(resume.id);
  });

  it('numbers where text belongs, and no basics.name', async () => {
    const resume = await create({
      basics: { location: { city: 'Austin', region: 'TX', postalCode: 78701, countryCode: 'US' } },
      education: [{ institution: 'UT Austin', score: 3.8 }],
    });
    expect(resume.personalInfo).toMatchObject({ name: 'Unknown candidate', address: '78701' });
    expect(resume.education[0].score).toBe('3.8');
    expect(resume.warnings).toEqual([at('/basics/name')]);
  });

  it('the batch answers each document with its own warnings', async () => {
    const reply = await server.call('POST', '/v1/resumes/batch', {
      token: org.token,
      body: {
        items: [
          { basics: { name: 'Batch One' }, work: [{ name: 'A', endDate: 'Present' }] },
          { basics: { name: 'Batch Two' } },
        ],
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.json.data[0].warnings).toEqual([at('/work/0/endDate')]);
    expect(reply.json.data[1].warnings).toEqual([]);
  });
});

describe('POST /v1/resumes refuses only what is not a resume, listing every problem', () => {
  it.each([
    [
      'a document with three problems',
      { basics: 'Jane', work: {}, skills: 'Go' },
      ['/basics', '/work', '/skills'],
    ],
    ['an array', [{ basics: { name: 'A' } }], ['']],
    ['an empty document', {}, ['']],
    ['a job posting', sampleJob(), ['']],
  ])('%s: 400 problem+json, nothing written', async (_name, body, pointers) => {
    const before = countRows(server.db, 'resumes');
    const reply = await server.call('POST', '/v1/resumes', { token: org.token, body });
    expect(reply.status).toBe(400);
    expect(reply.headers['content-type']).toContain('application/problem+json');
    expect(reply.json.errors.map((e: { pointer: string }) => e.pointer)).toEqual(pointers);
    expect(countRows(server.db, 'resumes')).toBe(before);
  });
});
