/**
 * The verification queue against a plain reference: a seeded demo index whose resumes got their
 * automatic checks and a random set of hand-recorded checks (some settled, some not), then the
 * queue walked page by page under each filter and compared with the same rows sorted and filtered
 * naively in JavaScript from the table itself.
 */
import { describe, expect, it } from 'vitest';
import {
  describeEntry,
  jsonResumeSchema,
  outcomeOf,
  type ResumeDocument,
  type VerificationQueueItem,
} from '../../main/contract';
import { generateResumes } from '../../main/demo/generate';
import { invoke, type OperationContext } from '../../main/operations';
import { indexResumes } from '../../main/operations/resumes';
import { seededRandom } from '../fixtures/seeded-random.mjs';
import { addOrganization, tempDatabase } from '../helpers';

const START = Date.parse('2026-11-15T12:00:00Z');

async function workedIndex() {
  const { db } = tempDatabase();
  let now = START;
  const clock = () => now;
  const org = await addOrganization(db, 'Queue', clock);
  const ctx: OperationContext = { ...org.ctx, now: clock };
  const resumes = indexResumes(
    ctx,
    [...generateResumes(40, { seed: 'queue', now: new Date(START) })].map((r) => jsonResumeSchema.parse(r)),
  );
  const random = seededRandom(12);
  for (const { id } of resumes) {
    now += random.int(0, 3);
    if (random.chance(0.7)) await invoke(ctx, 'runAutomaticVerifications', { params: { id } });
    const resume = await invoke(ctx, 'getResume', { params: { id } });
    for (const work of resume.work) {
      if (!random.chance(0.4)) continue;
      now += random.int(0, 2);
      const v = await invoke(ctx, 'createVerification', {
        body: {
          resumeId: id,
          type: 'work',
          entryId: work.__id,
          method: random.pick(['manual', 'reference'] as const),
        },
      });
      const settle = random.int(0, 3);
      if (settle > 0) {
        await invoke(ctx, 'updateVerification', {
          params: { id: v.id },
          body: settle === 3 ? { status: 'failed' } : { status: 'complete', verified: settle === 1 },
        });
      }
    }
  }
  return { db, ctx };
}

interface Reference {
  id: string;
  status: 'pending' | 'complete' | 'failed';
  verified: boolean;
  type: 'work' | 'education' | 'social';
  name: string;
  words: string;
}

/** Every verification of the organization with its candidate's name and entry words, from SQL. */
function everything(ctx: OperationContext): Reference[] {
  const rows = ctx.db
    .prepare(
      `SELECT v.id, v.status, v.verified, v.type, v.entry_id, r.name, d.document
       FROM verifications v JOIN resumes r ON r.id = v.resume_id JOIN resume_documents d ON d.resume_id = v.resume_id
       WHERE v.organization_id = ?`,
    )
    .all(ctx.organizationId) as Array<{
    id: string;
    status: Reference['status'];
    verified: number;
    type: Reference['type'];
    entry_id: string;
    name: string;
    document: string;
  }>;
  return rows.map((r) => {
    const entry = describeEntry(JSON.parse(r.document) as ResumeDocument, r.type, r.entry_id);
    const words = [
      entry.position,
      entry.employer,
      entry.studyType,
      entry.area,
      entry.institution,
      entry.network,
      entry.username,
      entry.url,
    ].join(' ');
    return { id: r.id, status: r.status, verified: r.verified === 1, type: r.type, name: r.name, words };
  });
}

const RANK = { pending: 0, failed: 1, complete: 2 } as const;

function reference(all: Reference[], filter: Record<string, string>): string[] {
  const q = filter.q?.toLowerCase();
  return all
    .filter(
      (v) =>
        (!filter.type || v.type === filter.type) &&
        (!filter.status || v.status === filter.status) &&
        (!filter.outcome || outcomeOf(v) === filter.outcome) &&
        (!q || v.name.toLowerCase().includes(q) || v.words.toLowerCase().includes(q)),
    )
    .sort((a, b) => RANK[a.status] - RANK[b.status] || (a.id < b.id ? 1 : -1))
    .map((v) => v.id);
}

async function walk(ctx: OperationContext, filter: Record<string, string>, limit: number) {
  const items: VerificationQueueItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await invoke(ctx, 'verificationQueue', { query: { ...filter, limit, cursor } });
    expect(page.data.length).toBeLessThanOrEqual(limit);
    items.push(...page.data);
    cursor = page.pagination.next_cursor ?? undefined;
  } while (cursor);
  return items;
}

describe('the verification queue against a naive reference', () => {
  it('lists exactly the reference rows, in order, under every filter and page size', async () => {
    const { ctx } = await workedIndex();
    const all = everything(ctx);
    const outcomes = new Set(all.map((v) => outcomeOf(v)));
    // The seeded data has every outcome, so each filter below is tested on something.
    expect([...outcomes].sort()).toEqual(['failed', 'not_verified', 'pending', 'verified']);
    const someName = all[7].name.split(' ')[0].slice(1, 4).toLowerCase();
    const filters: Array<Record<string, string>> = [
      {},
      { outcome: 'pending' },
      { outcome: 'failed' },
      { outcome: 'verified' },
      { outcome: 'not_verified' },
      { status: 'complete', type: 'work' },
      { type: 'social' },
      { q: someName },
      { q: 'linkedin', outcome: 'verified' },
      { q: 'engineer' },
      { q: 'zzzz-nothing' },
    ];
    for (const filter of filters) {
      const expected = reference(all, filter);
      if (filter.q !== 'zzzz-nothing') expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      for (const limit of [1, 7, 100]) {
        const got = await walk(ctx, filter, limit);
        expect(
          got.map((v) => v.id),
          `${JSON.stringify(filter)} limit ${limit}`,
        ).toEqual(expected);
      }
    }
    // Each item's outcome and label agree with its status and verified value.
    for (const item of await walk(ctx, {}, 100)) {
      expect(item.outcome).toBe(outcomeOf(item));
      expect(item.entry.found).toBe(true);
      expect(item.entry.label).not.toMatch(/^(wrk|edu|prf)_/);
    }
  });
});
