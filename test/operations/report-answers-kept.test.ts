import { describe, expect, it } from 'vitest';
import { jobCreateSchema } from '../../main/contract';
import { invoke, type OperationContext } from '../../main/operations';
import { indexJobs } from '../../main/operations/jobs';
import { computeReportAt, type ReportRequest } from '../../main/operations/reports/compute';
import { warmReports } from '../../main/operations/reports/warm';
import { openDatabase } from '../../main/store/db';
import { addOrganization, tempDatabase } from '../helpers';
import { indexDemoData } from '../helpers/demo-data';

const START = Date.parse('2026-11-15T12:00:00Z');
const SKILLS = { query: { scope: 'both' as const, topK: 15 } };
const TALENT = { query: { limitRoles: 15 } };

/** A demo index in a file, with its reports' answers computed once. */
async function indexWithAnswers() {
  const { db, file } = tempDatabase();
  const org = await addOrganization(db, 'Kept', () => START);
  const ctx: OperationContext = { ...org.ctx, now: () => START };
  indexDemoData(ctx, 'kept', START);
  await warmReports(ctx);
  const skills = await invoke(ctx, 'skillsReport', SKILLS);
  db.close();
  return { file, organizationId: org.ctx.organizationId, actor: org.ctx.actor, skills };
}

/**
 * The app restarted: a new connection (so no answer in memory) whose report computations are
 * counted; they run for real, inline, as the report worker would.
 */
function restart(index: Awaited<ReturnType<typeof indexWithAnswers>>, now: number) {
  const db = openDatabase(index.file);
  const computed: string[] = [];
  const ctx: OperationContext = {
    db,
    organizationId: index.organizationId,
    actor: index.actor,
    now: () => now,
    services: {
      computeReport: async (c: OperationContext, request: ReportRequest) => {
        computed.push(request.name);
        return computeReportAt(c, request);
      },
    },
  };
  return { ctx, db, computed };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('report answers kept in the index across restarts (issue #12 item 9)', () => {
  it('are served after a restart over unchanged data without computing them again', async () => {
    const index = await indexWithAnswers();
    const { ctx, db, computed } = restart(index, START + 30_000);
    await warmReports(ctx);
    expect(computed).toEqual([]);
    expect(await invoke(ctx, 'skillsReport', SKILLS)).toEqual(index.skills);
    expect(computed).toEqual([]);
    db.close();
  });

  it('over a minute old, are answered at once and computed again behind the answer', async () => {
    const index = await indexWithAnswers();
    const { ctx, db, computed } = restart(index, START + 10 * 60_000);
    // Warming leaves them alone: the first request that reads one revalidates it.
    await warmReports(ctx);
    expect(computed).toEqual([]);
    expect((await invoke(ctx, 'skillsReport', SKILLS)).generatedAt).toBe(index.skills.generatedAt);
    await settle();
    expect(computed).toEqual(['skillsReport']);
    db.close();
    // The recomputed answer replaced the kept one in the index.
    const again = restart(index, START + 10 * 60_000 + 1_000);
    expect((await invoke(again.ctx, 'skillsReport', SKILLS)).generatedAt).toBe(
      new Date(START + 10 * 60_000).toISOString(),
    );
    expect(again.computed).toEqual([]);
    again.db.close();
  });

  it('are never served once the data changed, even by another process while the app was stopped', async () => {
    const index = await indexWithAnswers();
    const writer = restart(index, START + 1_000);
    indexJobs(writer.ctx, [jobCreateSchema.parse({ title: 'Rust developer', requiredSkills: ['Rust'] })]);
    writer.db.close();
    const { ctx, db, computed } = restart(index, START + 2_000);
    const after = await invoke(ctx, 'skillsReport', SKILLS);
    expect(computed).toEqual(['skillsReport']);
    expect(after.generatedAt).toBe(new Date(START + 2_000).toISOString());
    expect(after).not.toEqual(index.skills);
    // Warming now computes the others, whose kept answers are of the older data.
    await warmReports(ctx);
    expect(computed.sort()).toEqual(['coverageReport', 'jobPoolReport', 'skillsReport', 'talentPoolReport']);
    await invoke(ctx, 'talentPoolReport', TALENT);
    expect(computed).toHaveLength(4);
    db.close();
  });

  it("keeps only the first screens' answers in the index, not every query a client sends", async () => {
    const index = await indexWithAnswers();
    const { ctx, db } = restart(index, START + 30_000);
    const rows = () => db.prepare('SELECT count(*) FROM report_answers').pluck().get() as number;
    const kept = rows();
    expect(kept).toBeGreaterThan(0);
    for (const topK of [3, 4, 5]) await invoke(ctx, 'skillsReport', { query: { scope: 'both', topK } });
    expect(rows()).toBe(kept);
    db.close();
  });
});
