import { describe, expect, it } from 'vitest';
import { resumeSchema, resumeSummarySchema } from '../../main/contract';
import { addOrganization, countRows, sampleResume, startTestServer } from '../helpers';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

describe('resumes', () => {
  it('POST /v1/resumes stores the normalized JSON Resume document', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const reply = await server.call('POST', '/v1/resumes', { token: org.token, body: sampleResume() });
    expect(reply.status).toBe(201);
    const resume = resumeSchema.parse(reply.json);
    expect(resume.id).toMatch(/^res_/);
    expect(resume.personalInfo).toMatchObject({
      name: 'Richard Hendriks',
      occupation: 'Programmer',
      email: 'richard.hendriks@mail.com',
      location: 'San Francisco, California, US',
    });
    expect(resume.work[0]).toMatchObject({
      company: 'Pied Piper',
      position: 'CEO/President',
      startDate: '2013-12-01',
    });
    expect(resume.work[0].highlights[0]).toEqual({
      __id: expect.any(String),
      value: expect.stringContaining('algorithm'),
    });
    const ids = [
      ...resume.personalInfo.profiles.map((p) => p.__id),
      ...resume.work.flatMap((w) => [w.__id, ...w.highlights.map((h) => h.__id)]),
      ...resume.education.map((e) => e.__id),
      ...resume.skills.map((s) => s.__id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of [...resume.work, ...resume.education, ...resume.volunteer]) {
      if (entry.startDate) expect(entry.startDate).toMatch(DATE);
      if (entry.endDate) expect(entry.endDate).toMatch(DATE);
    }
    // The official sample is stored as sent: nothing to warn about.
    expect(reply.json.warnings).toEqual([]);
    // Stable: reading it back gives the same ids (warnings are part of the answer, not stored).
    const again = await server.call('GET', `/v1/resumes/${resume.id}`, { token: org.token });
    const { warnings: _warnings, ...stored } = reply.json;
    expect(again.json).toEqual(stored);
  });

  it('keeps well-formed __id values a document already carries', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const doc = {
      basics: { name: 'Kept Ids' },
      work: [{ __id: 'w-1', name: 'Initech', highlights: ['Shipped'] }],
    };
    const reply = await server.call('POST', '/v1/resumes', { token: org.token, body: doc });
    expect(reply.json.work[0].__id).toBe('w-1');
  });

  it('lists summaries, gets one, deletes it (204) and then answers 404', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const created = await server.call('POST', '/v1/resumes', { token: org.token, body: sampleResume() });
    const list = await server.call('GET', '/v1/resumes', { token: org.token });
    expect(list.status).toBe(200);
    expect(list.json.data).toHaveLength(1);
    resumeSummarySchema.strict().parse(list.json.data[0]);
    expect(list.json.pagination).toEqual({ next_cursor: null, has_more: false });
    const del = await server.call('DELETE', `/v1/resumes/${created.json.id}`, { token: org.token });
    expect(del.status).toBe(204);
    expect(del.text).toBe('');
    expect((await server.call('GET', `/v1/resumes/${created.json.id}`, { token: org.token })).status).toBe(
      404,
    );
    expect((await server.call('DELETE', `/v1/resumes/${created.json.id}`, { token: org.token })).status).toBe(
      404,
    );
    expect(countRows(server.db, 'resume_documents')).toBe(0);
  });

  it('POST /v1/resumes/batch stores up to 100 documents at once', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const items = Array.from({ length: 100 }, (_, i) => ({
      ...sampleResume(),
      basics: { name: `Person ${i}` },
    }));
    const reply = await server.call('POST', '/v1/resumes/batch', { token: org.token, body: { items } });
    expect(reply.status).toBe(201);
    expect(reply.json.data).toHaveLength(100);
    expect(reply.json.data[42].personalInfo.name).toBe('Person 42');
    expect(countRows(server.db, 'resumes')).toBe(100);
  });

  it('rejects a whole batch with pointers to each bad item and writes nothing', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    // Empty documents are not resumes, though the official schema (which requires nothing) allows them.
    const items = [sampleResume(), { basics: { name: '' } }, sampleResume(), { work: [] }];
    const reply = await server.call('POST', '/v1/resumes/batch', { token: org.token, body: { items } });
    expect(reply.status).toBe(400);
    expect(reply.json.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/items/1', '/items/3']);
    expect(reply.json.errors[0].detail).toMatch(/not a resume/);
    const shapes = await server.call('POST', '/v1/resumes/batch', {
      token: org.token,
      body: { items: [sampleResume(), { basics: 'Jane', work: {} }, { skills: 'Go' }] },
    });
    expect(shapes.status).toBe(400);
    expect(shapes.json.errors.map((e: { pointer: string }) => e.pointer)).toEqual([
      '/items/1/basics',
      '/items/1/work',
      '/items/2/skills',
    ]);
    const tooMany = await server.call('POST', '/v1/resumes/batch', {
      token: org.token,
      body: { items: Array.from({ length: 101 }, () => sampleResume()) },
    });
    expect(tooMany.status).toBe(400);
    const none = await server.call('POST', '/v1/resumes/batch', { token: org.token, body: { items: [] } });
    expect(none.status).toBe(400);
    expect(countRows(server.db, 'resumes')).toBe(0);
  });
});

describe('resume list filters', () => {
  it('filters by text, role, location, seniority and skill, combined', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const items = [
      {
        basics: {
          name: 'Ada Byron',
          label: 'Senior Backend Engineer',
          location: { city: 'London', countryCode: 'GB' },
        },
        skills: [{ name: 'Python' }],
      },
      {
        basics: {
          name: 'Bob 100%_done',
          label: 'Junior Data Analyst',
          location: { city: 'Berlin', countryCode: 'DE' },
        },
        skills: [{ name: 'SQL' }],
      },
      {
        basics: { name: 'Cleo', label: 'Registered Nurse', location: { city: 'London', countryCode: 'GB' } },
        skills: [{ name: 'Python' }, { name: 'Phlebotomy' }],
      },
    ];
    await server.call('POST', '/v1/resumes/batch', { token: org.token, body: { items } });
    const names = async (query: string) =>
      (await server.call('GET', `/v1/resumes?${query}`, { token: org.token })).json.data.map(
        (r: { name: string }) => r.name,
      );
    expect(await names('q=byron')).toEqual(['Ada Byron']);
    expect(await names('q=100%25_')).toEqual(['Bob 100%_done']);
    expect(await names('q=_')).toEqual(['Bob 100%_done']);
    expect(await names('skill=Python')).toEqual(['Cleo', 'Ada Byron']);
    expect((await server.call('GET', '/v1/resumes?skill=Pyth', { token: org.token })).status).toBe(400);
    expect(await names('location=London%2C%20GB&skill=Python')).toEqual(['Cleo', 'Ada Byron']);
    // Cleo's title has no cue and no work history: by years, Junior.
    expect(await names('seniority=Junior')).toEqual(['Cleo', 'Bob 100%_done']);
    expect(await names('role=Software%20Engineering')).toEqual(['Ada Byron']);
    const page = await server.call('GET', '/v1/resumes?skill=Python&limit=1', { token: org.token });
    const cursor = page.json.pagination.next_cursor;
    expect(
      (await server.call('GET', `/v1/resumes?skill=Python&limit=1&cursor=${cursor}`, { token: org.token }))
        .json.data[0].name,
    ).toBe('Ada Byron');
    expect(
      (await server.call('GET', `/v1/resumes?limit=1&cursor=${cursor}`, { token: org.token })).status,
    ).toBe(400);
  });
});
