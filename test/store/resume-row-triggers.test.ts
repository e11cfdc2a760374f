import { describe, expect, it } from 'vitest';
import { jsonResumeSchema } from '../../main/contract';
import { generateResumes } from '../../main/demo/generate';
import { newId } from '../../main/domain/ids';
import { type PreparedResume, prepareResume } from '../../main/domain/prepare-resume';
import { storePreparedBatches, storePreparedResumes } from '../../main/operations/resume-writes';
import type { DB } from '../../main/store/db';
import { packDocuments, unpackDocuments } from '../../main/workers/packed-documents';
import { addOrganization, tempDatabase } from '../helpers';

// store/resume-row-triggers.ts: an import's transactions drop the per-row AFTER INSERT triggers on
// resumes and do their work once per transaction. The index must come out exactly as the triggers
// firing row by row would have left it; so must documents an import's workers packed as bytes.

const NOW = Date.parse('2026-11-01T00:00:00Z');

function prepared(count: number, seed: string): PreparedResume[] {
  return [...generateResumes(count, { seed, now: new Date(NOW) })].map(
    (r) => prepareResume(jsonResumeSchema.parse(r), newId('res', NOW), NOW).prepared,
  );
}

/** Everything the row triggers and the writes derive, without the organization's id (each index has its own). */
function derived(db: DB) {
  const all = (sql: string) => db.prepare(sql).all();
  return {
    resumes: all('SELECT * FROM resumes ORDER BY rowid').map((r) => ({
      ...(r as object),
      organization_id: undefined,
    })),
    documents: all('SELECT resume_id, document FROM resume_documents ORDER BY rowid'),
    rawSkills: all(
      'SELECT skill, name, resume_id FROM resume_raw_skills ORDER BY skill, resume_id',
    ) as Array<{
      skill: string;
      name: string;
      resume_id: string;
    }>,
    spellings: all('SELECT skill, name, resumes FROM resume_raw_skill_spellings ORDER BY skill, name'),
    changes: all('SELECT generation, resume_id FROM resume_changes ORDER BY generation, resume_id'),
    counters: all('SELECT data_generation, resume_generation, resume_count FROM organizations'),
    totals: all('SELECT skill, resumes FROM resume_skill_totals ORDER BY skill'),
    months: all('SELECT skill, month, resumes FROM resume_skill_months ORDER BY month, skill'),
    perMonth: all('SELECT month, resumes FROM resume_months ORDER BY month'),
    triggers: all("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name"),
  };
}

describe('store: resume row triggers replaced in bulk writes', () => {
  it('an import written in bulk leaves the same index as one written row by row, change-log pruning included', async () => {
    const first = prepared(20, 'rows-first');
    const rest = prepared(300, 'rows-rest');
    // Raw skills that differ only in case: INSERT OR IGNORE keeps the first spelling either way.
    rest[0] = {
      ...rest[0],
      facts: { ...rest[0].facts, rawSkills: ['Zorblax Studio', 'zorblax studio', 'Qux'] },
    };
    const indexes = await Promise.all(
      [0, 1].map(async () => {
        const { db } = tempDatabase();
        const { ctx } = await addOrganization(db);
        storePreparedResumes(ctx, first, NOW);
        // Generations 4921..5220 cross 5120, where the change log drops generations <= 1024.
        db.prepare('UPDATE organizations SET resume_generation = 4900').run();
        return { db, ctx };
      }),
    );
    const [rowByRow, bulk] = indexes;
    const triggersBefore = derived(bulk.db).triggers;
    storePreparedResumes(rowByRow.ctx, rest, NOW);
    // The first batch as an import's workers send it: documents packed as UTF-8 bytes.
    const packed = {
      batch: 0,
      prepared: rest.slice(0, 120).map((p) => ({ ...p })),
      problems: [],
      warnings: [],
    };
    packDocuments(packed);
    unpackDocuments(packed);
    expect(packed.prepared[0].documentJson).toBe('');
    storePreparedBatches(bulk.ctx, [
      { prepared: packed.prepared, now: NOW },
      { prepared: rest.slice(120), now: NOW },
    ]);

    const expected = derived(rowByRow.db);
    expect(expected.resumes.length).toBe(320);
    expect(expected.rawSkills.filter((s) => s.skill === 'zorblax studio')).toEqual([
      { skill: 'zorblax studio', name: 'Zorblax Studio', resume_id: rest[0].id },
    ]);
    expect(expected.spellings).toContainEqual({
      skill: 'zorblax studio',
      name: 'Zorblax Studio',
      resumes: 1,
    });
    expect(expected.spellings.length).toBeGreaterThan(5);
    // The first 20 changes (generations 1..20) were pruned; 4921..5220 remain.
    expect(expected.changes.length).toBe(300);
    expect(derived(bulk.db)).toEqual(expected);
    expect(derived(bulk.db).triggers).toEqual(triggersBefore);
  });

  it('a bulk write that fails leaves no rows and the triggers in place', async () => {
    const { db } = tempDatabase();
    const { ctx } = await addOrganization(db);
    const rows = prepared(5, 'rows-failed');
    const before = derived(db);
    // The same id twice: the second insert fails after the triggers were dropped and rows written.
    expect(() =>
      storePreparedBatches(ctx, [{ prepared: [...rows, { ...rows[0], contentHash: 'x' }], now: NOW }]),
    ).toThrow(/UNIQUE/);
    expect(derived(db)).toEqual(before);
    // The triggers still fire for a write row by row.
    storePreparedResumes(ctx, rows, NOW);
    expect(db.prepare('SELECT resume_count FROM organizations').pluck().get()).toBe(5);
    expect(db.prepare('SELECT count(*) FROM resume_changes').pluck().get()).toBe(5);
  });
});
