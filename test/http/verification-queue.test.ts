import { describe, expect, it } from 'vitest';
import { pageOf, verificationQueueItemSchema } from '../../main/contract';
import {
  addOrganization,
  countRows,
  sampleResume,
  startTestServer,
  tempDatabase,
  testClock,
} from '../helpers';

/**
 * The verification queue (GET /v1/verification-queue) and automatic checks that update instead of
 * duplicating, through the real HTTP socket on a real SQLite file.
 */
async function setup() {
  const { db } = tempDatabase();
  const clock = testClock();
  const server = await startTestServer({ db, now: clock.now });
  const org = await addOrganization(db, 'Acme', clock.now);
  const post = (path: string, body?: unknown) => server.call('POST', path, { token: org.token, body });
  const richard = (await post('/v1/resumes', sampleResume())).json;
  const other = sampleResume();
  other.basics.name = 'Ann Okafor';
  other.basics.email = 'ann.okafor@mail.example';
  (other.work as Array<Record<string, unknown>>)[0].name = 'Hooli';
  const ann = (await post('/v1/resumes', other)).json;
  return { db, clock, server, org, post, richard, ann };
}

type Item = ReturnType<typeof verificationQueueItemSchema.parse>;
const queuePage = pageOf(verificationQueueItemSchema.strict());

describe('POST /v1/resumes/{id}/verifications/auto, run again', () => {
  it('updates the one automatic record of each entry instead of adding rows, and keeps manual records', async () => {
    const { db, clock, server, org, post, richard } = await setup();
    const entries = richard.work.length + richard.education.length + richard.personalInfo.profiles.length;
    const manual = (
      await post('/v1/verifications', {
        resumeId: richard.id,
        type: 'work',
        entryId: richard.work[0].__id,
        method: 'reference',
        notes: 'former colleague confirmed',
      })
    ).json;

    const hook = await server.call('PATCH', '/v1/organizations/me', {
      token: org.token,
      body: {
        settings: {
          webhook: { enabled: true, url: 'http://127.0.0.1:9999/hook', events: ['verification.completed'] },
        },
      },
    });
    expect(hook.status).toBe(200);
    const announced = () =>
      (
        db
          .prepare("SELECT count(*) AS n FROM webhook_events WHERE type = 'verification.completed'")
          .get() as {
          n: number;
        }
      ).n;

    const first = (await post(`/v1/resumes/${richard.id}/verifications/auto`)).json.verifications;
    expect(first).toHaveLength(entries);
    expect(countRows(db, 'verifications')).toBe(entries + 1);
    const complete = first.filter((v: { status: string }) => v.status === 'complete').length;
    expect(complete).toBeGreaterThan(0);
    expect(announced()).toBe(complete);

    clock.advance(60_000);
    const second = await post(`/v1/resumes/${richard.id}/verifications/auto`);
    clock.advance(60_000);
    const third = (await post(`/v1/resumes/${richard.id}/verifications/auto`)).json.verifications;
    expect(second.status).toBe(201);
    expect(countRows(db, 'verifications')).toBe(entries + 1);
    // Unchanged results are not announced again.
    expect(announced()).toBe(complete);
    const byId = (list: Array<{ id: string }>) => list.map((v) => v.id).sort();
    expect(byId(third)).toEqual(byId(first));
    for (const v of third) {
      const before = first.find((f: { id: string }) => f.id === v.id);
      expect(v.createdAt).toBe(before.createdAt);
      expect(v.updatedAt).toBe(before.updatedAt + 120_000);
      expect(v).toMatchObject({ status: before.status, verified: before.verified, notes: before.notes });
    }
    const kept = await server.call('GET', `/v1/verifications/${manual.id}`, { token: org.token });
    expect(kept.json).toEqual(manual);

    // An automatic record is the checks' to keep: a second one by hand is refused and writes nothing.
    const duplicate = await post('/v1/verifications', {
      resumeId: richard.id,
      type: 'work',
      entryId: richard.work[0].__id,
      method: 'automatic',
      status: 'complete',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.headers['content-type']).toMatch(/problem\+json/);
    expect(countRows(db, 'verifications')).toBe(entries + 1);
  });
});

describe('automatic checks after the resume changed', () => {
  it('update the changed result in place, announce it, and drop the record of an entry the resume lost', async () => {
    const { db, server, org, post, richard } = await setup();
    await server.call('PATCH', '/v1/organizations/me', {
      token: org.token,
      body: {
        settings: {
          webhook: { enabled: true, url: 'http://127.0.0.1:9999/hook', events: ['verification.completed'] },
        },
      },
    });
    const manual = (
      await post('/v1/verifications', {
        resumeId: richard.id,
        type: 'work',
        entryId: richard.work[0].__id,
        method: 'manual',
      })
    ).json;
    const first = (await post(`/v1/resumes/${richard.id}/verifications/auto`)).json.verifications;
    const twitterId = richard.personalInfo.profiles[0].__id;
    const twitter = first.find((v: { entryId: string }) => v.entryId === twitterId);
    expect(twitter.status).toBe('failed');
    const events = () => countRows(db, 'webhook_events');
    const before = events();

    // The stored document sent back (entries keep their __id), the Twitter URL fixed, the job gone.
    const stored = (await server.call('GET', `/v1/resumes/${richard.id}`, { token: org.token })).json;
    const corrected = sampleResume();
    (corrected.basics.profiles as Array<Record<string, unknown>>)[0] = {
      ...stored.personalInfo.profiles[0],
      url: 'https://twitter.com/neutralthoughts',
    };
    (corrected.basics.profiles as Array<Record<string, unknown>>)[1] = stored.personalInfo.profiles[1];
    corrected.education = stored.education;
    corrected.work = [];
    const put = await server.call('PUT', `/v1/resumes/${richard.id}`, { token: org.token, body: corrected });
    expect(put.status).toBe(200);
    expect(put.json.personalInfo.profiles[0].__id).toBe(twitterId);

    const again = (await post(`/v1/resumes/${richard.id}/verifications/auto`)).json.verifications;
    expect(again).toHaveLength(first.length - 1);
    const fixed = again.find((v: { entryId: string }) => v.entryId === twitterId);
    expect(fixed).toMatchObject({
      id: twitter.id,
      createdAt: twitter.createdAt,
      status: 'complete',
      verified: true,
    });
    expect(events()).toBe(before + 1);
    const rows = db
      .prepare('SELECT method, type FROM verifications WHERE resume_id = ? ORDER BY method, type')
      .all(richard.id);
    expect(rows).toEqual([
      { method: 'automatic', type: 'education' },
      { method: 'automatic', type: 'social' },
      { method: 'automatic', type: 'social' },
      { method: 'manual', type: 'work' },
    ]);
    expect((await server.call('GET', `/v1/verifications/${manual.id}`, { token: org.token })).json).toEqual(
      manual,
    );
  });
});

describe('GET /v1/verification-queue', () => {
  async function worked() {
    const s = await setup();
    const { post, server, org, richard, ann, clock } = s;
    await post(`/v1/resumes/${richard.id}/verifications/auto`);
    clock.advance(1000);
    await post(`/v1/resumes/${ann.id}/verifications/auto`);
    clock.advance(1000);
    const pending = async (resume: typeof richard, notes: string) => {
      clock.advance(1000);
      return (
        await post('/v1/verifications', {
          resumeId: resume.id,
          type: 'education',
          entryId: resume.education[0].__id,
          method: 'manual',
          notes,
        })
      ).json;
    };
    const a = await pending(richard, 'call the registrar');
    const b = await pending(ann, 'ask for the diploma');
    const c = await pending(ann, 'second opinion');
    const settled = await server.call('PATCH', `/v1/verifications/${c.id}`, {
      token: org.token,
      body: { status: 'complete', verified: false, notes: 'registrar has no record' },
    });
    expect(settled.status).toBe(200);
    const queue = async (query = '') => {
      const reply = await server.call('GET', `/v1/verification-queue?limit=100${query}`, {
        token: org.token,
      });
      expect(reply.status, query).toBe(200);
      return queuePage.parse(reply.json);
    };
    return { ...s, a, b, c, queue };
  }

  it('lists pending, then failed, then complete, newest first within, each entry named by what it is', async () => {
    const { queue, a, b, c, richard, ann } = await worked();
    const page = await queue();
    // 4 automatic results per resume (1 work, 1 education, 2 profiles) plus 3 manual.
    expect(page.data).toHaveLength(11);
    expect(page.pagination).toEqual({ next_cursor: null, has_more: false });
    const rank = { pending: 0, failed: 1, complete: 2 };
    const order = page.data.map((v) => [rank[v.status], v.id] as const);
    const sorted = [...order].sort((x, y) => x[0] - y[0] || (x[1] < y[1] ? 1 : -1));
    expect(order).toEqual(sorted);
    expect(page.data.slice(0, 2).map((v) => v.id)).toEqual([b.id, a.id]);
    expect(page.data.slice(0, 2).every((v) => v.outcome === 'pending' && v.outcomeLabel === 'Pending')).toBe(
      true,
    );

    const find = (resumeId: string, pred: (v: Item) => boolean) =>
      page.data.find((v) => v.candidate.resumeId === resumeId && pred(v))!;
    const work = find(richard.id, (v) => v.type === 'work');
    expect(work.candidate).toEqual({ name: 'Richard Hendriks', resumeId: richard.id });
    expect(work.entry).toMatchObject({
      label: 'CEO/President at Pied Piper',
      employer: 'Pied Piper',
      position: 'CEO/President',
      dates: '2013-12-01 – 2014-12-01',
      found: true,
    });
    expect(work).toMatchObject({ outcome: 'verified', outcomeLabel: 'Verified', method: 'automatic' });
    expect(find(ann.id, (v) => v.type === 'work').entry.label).toBe('CEO/President at Hooli');

    const twitter = find(richard.id, (v) => v.entryId === richard.personalInfo.profiles[0].__id);
    expect(twitter.entry).toMatchObject({
      label: 'Twitter @neutralthoughts',
      network: 'Twitter',
      username: 'neutralthoughts',
      url: 'https://www.twitter.com',
    });
    expect(twitter).toMatchObject({ status: 'failed', outcome: 'failed', outcomeLabel: 'Check failed' });

    const school = page.data.find((v) => v.id === a.id)!;
    expect(school.entry).toMatchObject({
      label: 'Bachelor, Information Technology — University of Oklahoma',
      institution: 'University of Oklahoma',
      studyType: 'Bachelor',
      area: 'Information Technology',
    });
    const refused = page.data.find((v) => v.id === c.id)!;
    expect(refused).toMatchObject({
      status: 'complete',
      verified: false,
      outcome: 'not_verified',
      outcomeLabel: 'Not verified',
      notes: 'registrar has no record',
    });
  });

  it('filters by outcome, status, type and text in the name or the entry', async () => {
    const { queue, ann, c } = await worked();
    const ids = async (query: string) => (await queue(query)).data;
    expect((await ids('&outcome=pending')).map((v) => v.outcome)).toEqual(['pending', 'pending']);
    expect((await ids('&outcome=not_verified')).map((v) => v.id)).toEqual([c.id]);
    expect((await ids('&outcome=failed')).every((v) => v.status === 'failed')).toBe(true);
    const verified = await ids('&outcome=verified');
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.every((v) => v.status === 'complete' && v.verified)).toBe(true);
    expect((await ids('&status=complete')).length).toBe(verified.length + 1);
    expect((await ids('&type=social')).every((v) => v.type === 'social')).toBe(true);
    expect((await ids('&type=social')).length).toBe(4);

    expect((await ids(`&resumeId=${ann.id}`)).map((v) => v.candidate.name)).toEqual(
      Array(6).fill('Ann Okafor'),
    );
    const byName = await ids('&q=okafor');
    expect(byName.length).toBe(6);
    expect(byName.every((v) => v.candidate.resumeId === ann.id)).toBe(true);
    const byEmployer = await ids('&q=HOOLI');
    expect(byEmployer.map((v) => [v.candidate.name, v.type])).toEqual([['Ann Okafor', 'work']]);
    expect((await ids('&q=oklahoma&outcome=pending')).length).toBe(2);
    expect((await ids('&q=neutralthoughts')).map((v) => v.type)).toEqual(['social', 'social']);
    // LIKE's wildcards are plain characters here.
    expect(await ids('&q=%25')).toEqual([]);
    expect(await ids('&q=_')).toEqual([]);
  });

  it('pages through every item exactly once in queue order', async () => {
    const { queue, server, org } = await worked();
    const all = (await queue()).data.map((v) => v.id);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const url = `/v1/verification-queue?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const reply = await server.call('GET', url, { token: org.token });
      expect(reply.status).toBe(200);
      const page = queuePage.parse(reply.json);
      walked.push(...page.data.map((v) => v.id));
      cursor = page.pagination.next_cursor;
      expect(page.pagination.has_more).toBe(cursor !== null);
    } while (cursor);
    expect(walked).toEqual(all);
  });

  it('refuses bad parameters with problem+json and shows nothing of another organization', async () => {
    const { server, org, db, clock } = await worked();
    for (const query of [
      'outcome=complete',
      'status=done',
      'type=hobby',
      'limit=0',
      'limit=101',
      'cursor=abc',
    ]) {
      const reply = await server.call('GET', `/v1/verification-queue?${query}`, { token: org.token });
      expect(reply.status, query).toBe(400);
      expect(reply.headers['content-type'], query).toMatch(/problem\+json/);
    }
    const stranger = await addOrganization(db, 'Globex', clock.now);
    const theirs = await server.call('GET', '/v1/verification-queue', { token: stranger.token });
    expect(theirs.status).toBe(200);
    expect(theirs.json.data).toEqual([]);
    const ours = (await server.call('GET', '/v1/verification-queue?limit=1', { token: org.token })).json;
    const stolen = await server.call(
      'GET',
      `/v1/verification-queue?cursor=${encodeURIComponent(ours.pagination.next_cursor)}`,
      { token: stranger.token },
    );
    expect(stolen.status).toBe(400);
  });

  it('says when an entry is no longer in its resume (replaced since the check)', async () => {
    const { server, org, richard, queue } = await worked();
    const replaced = sampleResume();
    replaced.work = [];
    const put = await server.call('PUT', `/v1/resumes/${richard.id}`, { token: org.token, body: replaced });
    expect(put.status).toBe(200);
    const work = (await queue('&type=work')).data.find((v) => v.candidate.resumeId === richard.id)!;
    expect(work.entry).toMatchObject({ label: 'Entry no longer in the resume', found: false });
  });
});
