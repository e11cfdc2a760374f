import { describe, expect, it } from 'vitest';
import { jobCreateSchema } from '../../main/contract';
import { invoke, type OperationContext } from '../../main/operations';
import { indexJobs } from '../../main/operations/jobs';
import { warmReports } from '../../main/operations/reports/warm';
import { addOrganization, tempDatabase } from '../helpers';
import { indexDemoData } from '../helpers/demo-data';

const START = Date.parse('2026-11-15T12:00:00Z');
const SKILLS = { query: { scope: 'both' as const, topK: 15 } };

async function demoIndex() {
  const { db } = tempDatabase();
  let now = START;
  const org = await addOrganization(db, 'Stale', () => now);
  const ctx: OperationContext = { ...org.ctx, now: () => now };
  indexDemoData(ctx, 'stale', START);
  return { ctx, at: (ms: number) => (now = START + ms) };
}

/** Lets the background recomputation (a resolved promise chain here, inline) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('report answers over a minute old (issue #12 item 9)', () => {
  it('are answered at once while the data is unchanged, and computed again behind the answer', async () => {
    const { ctx, at } = await demoIndex();
    const first = await invoke(ctx, 'skillsReport', SKILLS);
    expect(first.generatedAt).toBe(new Date(START).toISOString());
    at(30_000);
    expect((await invoke(ctx, 'skillsReport', SKILLS)).generatedAt).toBe(first.generatedAt);
    // Over a minute: the kept answer now, a fresh one computed for the next request.
    at(61_000);
    expect((await invoke(ctx, 'skillsReport', SKILLS)).generatedAt).toBe(first.generatedAt);
    await settle();
    at(62_000);
    expect((await invoke(ctx, 'skillsReport', SKILLS)).generatedAt).toBe(
      new Date(START + 61_000).toISOString(),
    );
  });

  it('are never served once the data changed', async () => {
    const { ctx, at } = await demoIndex();
    const before = await invoke(ctx, 'skillsReport', SKILLS);
    at(120_000);
    indexJobs(ctx, [jobCreateSchema.parse({ title: 'Rust developer', requiredSkills: ['Rust'] })]);
    const after = await invoke(ctx, 'skillsReport', SKILLS);
    expect(after.generatedAt).toBe(new Date(START + 120_000).toISOString());
    expect(after).not.toEqual(before);
  });

  it('are computed ahead for the screens opened first, with the parameters the app asks', async () => {
    const { ctx, at } = await demoIndex();
    await warmReports(ctx);
    at(10_000);
    for (const report of await Promise.all([
      invoke(ctx, 'skillsReport', SKILLS),
      invoke(ctx, 'jobPoolReport', { query: { status: 'open', limitRoles: 15 } }),
      invoke(ctx, 'talentPoolReport', { query: { limitRoles: 15 } }),
      invoke(ctx, 'coverageReport', { query: { topK: 1000, threshold: 0.3 } }),
    ]))
      expect(report.generatedAt).toBe(new Date(START).toISOString());
  });
});
