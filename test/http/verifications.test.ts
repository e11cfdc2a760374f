import { describe, expect, it } from 'vitest';
import { verificationSchema } from '../../main/contract';
import {
  addOrganization,
  countRows,
  sampleResume,
  startTestServer,
  tempDatabase,
  testClock,
} from '../helpers';

async function setup(now?: () => number) {
  const { db } = tempDatabase();
  const server = await startTestServer({ db, now });
  const org = await addOrganization(db, 'Acme', now);
  const resume = (await server.call('POST', '/v1/resumes', { token: org.token, body: sampleResume() })).json;
  return { server, org, resume };
}

describe('verifications', () => {
  it('records a verification of a work, education or social entry, pending by default', async () => {
    const { server, org, resume } = await setup();
    const cases = [
      { type: 'work', entryId: resume.work[0].__id },
      { type: 'education', entryId: resume.education[0].__id },
      { type: 'social', entryId: resume.personalInfo.profiles[0].__id },
    ];
    for (const c of cases) {
      const reply = await server.call('POST', '/v1/verifications', {
        token: org.token,
        body: { resumeId: resume.id, ...c, method: 'manual', notes: 'checked by phone' },
      });
      expect(reply.status, c.type).toBe(201);
      const v = verificationSchema.strict().parse(reply.json);
      expect(v).toMatchObject({
        resumeId: resume.id,
        ...c,
        status: 'pending',
        verified: false,
        method: 'manual',
        notes: 'checked by phone',
      });
      expect(v.id).toMatch(/^ver_/);
      expect(typeof v.createdAt).toBe('number');
      expect(v.createdAt).toBe(v.updatedAt);
      expect(v.completedAt).toBeUndefined();
    }
  });

  it('refuses an entry of another kind or resume (422) and an unknown resume (404), writing nothing', async () => {
    const { server, org, resume } = await setup();
    const other = (await server.call('POST', '/v1/resumes', { token: org.token, body: sampleResume() })).json;
    const bad = [
      { type: 'education', entryId: resume.work[0].__id },
      { type: 'social', entryId: resume.work[0].__id },
      { type: 'work', entryId: other.work[0].__id },
      { type: 'work', entryId: 'wrk_nothing' },
    ];
    for (const b of bad) {
      const reply = await server.call('POST', '/v1/verifications', {
        token: org.token,
        body: { resumeId: resume.id, ...b, method: 'manual' },
      });
      expect(reply.status, JSON.stringify(b)).toBe(422);
      expect(reply.json.errors[0].pointer).toBe('/entryId');
    }
    const unknown = await server.call('POST', '/v1/verifications', {
      token: org.token,
      body: { resumeId: 'res_nope', type: 'work', entryId: 'x', method: 'manual' },
    });
    expect(unknown.status).toBe(404);
    const invalid = await server.call('POST', '/v1/verifications', {
      token: org.token,
      body: { resumeId: resume.id, type: 'hobby', entryId: 'x', method: 'telepathy' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors.map((e: { pointer: string }) => e.pointer).sort()).toEqual([
      '/method',
      '/type',
    ]);
    expect(countRows(server.db, 'verifications')).toBe(0);
  });

  it('moves pending to complete or failed once; both are final (409)', async () => {
    const clock = testClock();
    const { server, org, resume } = await setup(clock.now);
    const create = async () =>
      (
        await server.call('POST', '/v1/verifications', {
          token: org.token,
          body: { resumeId: resume.id, type: 'work', entryId: resume.work[0].__id, method: 'manual' },
        })
      ).json;
    const a = await create();
    clock.advance(5000);
    const completed = await server.call('PATCH', `/v1/verifications/${a.id}`, {
      token: org.token,
      body: { status: 'complete', verifiedFields: ['company', 'position'] },
    });
    expect(completed.status).toBe(200);
    expect(completed.json).toMatchObject({
      status: 'complete',
      verified: true,
      verifiedFields: ['company', 'position'],
    });
    expect(completed.json.completedAt).toBe(a.createdAt + 5000);
    expect(completed.json.updatedAt).toBe(a.createdAt + 5000);
    const again = await server.call('PATCH', `/v1/verifications/${a.id}`, {
      token: org.token,
      body: { status: 'failed' },
    });
    expect(again.status).toBe(409);

    const b = await create();
    const failed = await server.call('PATCH', `/v1/verifications/${b.id}`, {
      token: org.token,
      body: { status: 'failed', notes: 'employer never heard of them' },
    });
    expect(failed.json).toMatchObject({
      status: 'failed',
      verified: false,
      notes: 'employer never heard of them',
    });
    expect(failed.json.completedAt).toBeUndefined();
    expect(
      (await server.call('PATCH', `/v1/verifications/${b.id}`, { token: org.token, body: { notes: 'x' } }))
        .status,
    ).toBe(409);
    expect((await server.call('GET', `/v1/verifications/${b.id}`, { token: org.token })).json).toEqual(
      failed.json,
    );
    expect((await server.call('GET', '/v1/verifications/ver_nope', { token: org.token })).status).toBe(404);
    expect(
      (
        await server.call('PATCH', '/v1/verifications/ver_nope', {
          token: org.token,
          body: { status: 'failed' },
        })
      ).status,
    ).toBe(404);
  });

  it('searches exactly as the spec: resumeId required, filters, newest first, every item once', async () => {
    const clock = testClock(Date.parse('2026-11-01T10:00:00Z'));
    const { server, org, resume } = await setup(clock.now);
    const made: Array<{ id: string; type: string }> = [];
    for (let i = 0; i < 25; i++) {
      const type = i % 3 === 0 ? 'social' : 'work';
      const entryId = type === 'social' ? resume.personalInfo.profiles[0].__id : resume.work[0].__id;
      const v = await server.call('POST', '/v1/verifications', {
        token: org.token,
        body: {
          resumeId: resume.id,
          type,
          entryId,
          method: 'manual',
          status: i % 5 === 0 ? 'failed' : 'pending',
        },
      });
      made.push(v.json);
      clock.advance(86_400_000); // one a day
    }
    const missing = await server.call('GET', '/v1/verifications', { token: org.token });
    expect(missing.status).toBe(400);
    expect(missing.json.errors[0].parameter).toBe('resumeId');

    const first = await server.call('GET', `/v1/verifications?resumeId=${resume.id}`, { token: org.token });
    expect(Object.keys(first.json).sort()).toEqual(['nextCursor', 'verifications']);
    expect(first.json.verifications).toHaveLength(20);
    expect(first.json.verifications[0].id).toBe(made[24].id);
    const rest = await server.call(
      'GET',
      `/v1/verifications?resumeId=${resume.id}&cursor=${first.json.nextCursor}`,
      { token: org.token },
    );
    expect(rest.json.verifications).toHaveLength(5);
    expect(rest.json.nextCursor).toBeNull();
    const all = [...first.json.verifications, ...rest.json.verifications].map((v: { id: string }) => v.id);
    expect(new Set(all).size).toBe(25);

    const social = await server.call('GET', `/v1/verifications?resumeId=${resume.id}&type=social&limit=100`, {
      token: org.token,
    });
    expect(social.json.verifications).toHaveLength(9);
    const failed = await server.call('GET', `/v1/verifications?resumeId=${resume.id}&status=failed`, {
      token: org.token,
    });
    expect(failed.json.verifications).toHaveLength(5);
    // Days 2..4 inclusive, by date.
    const window = await server.call(
      'GET',
      `/v1/verifications?resumeId=${resume.id}&from=2026-11-03&to=2026-11-05`,
      { token: org.token },
    );
    expect(window.json.verifications.map((v: { id: string }) => v.id)).toEqual([
      made[4].id,
      made[3].id,
      made[2].id,
    ]);
    for (const q of [
      'from=2026-11-05&to=2026-11-03',
      'from=yesterday',
      'limit=101',
      'status=done',
      'type=hobby',
    ]) {
      const reply = await server.call('GET', `/v1/verifications?resumeId=${resume.id}&${q}`, {
        token: org.token,
      });
      expect(reply.status, q).toBe(400);
    }
    const unknownResume = await server.call('GET', '/v1/verifications?resumeId=res_nope', {
      token: org.token,
    });
    expect(unknownResume.json).toEqual({ verifications: [], nextCursor: null });
  });

  it('goes with its resume, and stays inside its organization', async () => {
    const { server, org, resume } = await setup();
    const other = await addOrganization(server.db, 'Other Co');
    const v = (
      await server.call('POST', '/v1/verifications', {
        token: org.token,
        body: { resumeId: resume.id, type: 'work', entryId: resume.work[0].__id, method: 'manual' },
      })
    ).json;
    expect((await server.call('GET', `/v1/verifications/${v.id}`, { token: other.token })).status).toBe(404);
    expect(
      (
        await server.call('PATCH', `/v1/verifications/${v.id}`, {
          token: other.token,
          body: { status: 'failed' },
        })
      ).status,
    ).toBe(404);
    const foreignSearch = await server.call('GET', `/v1/verifications?resumeId=${resume.id}`, {
      token: other.token,
    });
    expect(foreignSearch.json.verifications).toEqual([]);
    const foreignCreate = await server.call('POST', '/v1/verifications', {
      token: other.token,
      body: { resumeId: resume.id, type: 'work', entryId: resume.work[0].__id, method: 'manual' },
    });
    expect(foreignCreate.status).toBe(404);

    expect((await server.call('DELETE', `/v1/resumes/${resume.id}`, { token: org.token })).status).toBe(204);
    expect(countRows(server.db, 'verifications')).toBe(0);
    expect((await server.call('GET', `/v1/verifications/${v.id}`, { token: org.token })).status).toBe(404);
  });
});

describe('POST /v1/resumes/{id}/verifications/auto', () => {
  it('records one automatic result per entry, complete or failed with reasons', async () => {
    const { server, org, resume } = await setup();
    const reply = await server.call('POST', `/v1/resumes/${resume.id}/verifications/auto`, {
      token: org.token,
    });
    expect(reply.status).toBe(201);
    const results = reply.json.verifications;
    expect(results).toHaveLength(
      resume.work.length + resume.education.length + resume.personalInfo.profiles.length,
    );
    for (const v of results) {
      verificationSchema.strict().parse(v);
      expect(v.method).toBe('automatic');
      expect(v.status === 'complete').toBe(v.verified);
      expect(v.notes.length).toBeGreaterThan(0);
    }
    // The sample's Twitter profile URL (https://www.twitter.com) has no username in it.
    const twitter = results.find(
      (v: { entryId: string }) => v.entryId === resume.personalInfo.profiles[0].__id,
    );
    expect(twitter).toMatchObject({ type: 'social', status: 'failed', verified: false });
    expect(twitter.notes).toMatch(/username/);
    expect(twitter.completedAt).toBeUndefined();
    const work = results.find((v: { type: string }) => v.type === 'work');
    expect(work).toMatchObject({ status: 'complete', verified: true });
    expect(typeof work.completedAt).toBe('number');
    const stored = await server.call('GET', `/v1/verifications?resumeId=${resume.id}&limit=100`, {
      token: org.token,
    });
    expect(stored.json.verifications).toHaveLength(results.length);
    expect(
      (await server.call('POST', '/v1/resumes/res_nope/verifications/auto', { token: org.token })).status,
    ).toBe(404);
  });
});
