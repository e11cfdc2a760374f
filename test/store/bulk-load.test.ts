import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { jsonResumeSchema } from '../../main/contract';
import { generateResumes } from '../../main/demo/generate';
import { newId } from '../../main/domain/ids';
import { prepareResume } from '../../main/domain/prepare-resume';
import {
  BULK_LOAD_MIN_ROWS,
  finishResumeImport,
  startResumeImport,
  storePreparedBatches,
} from '../../main/operations/resumes';
import { BULK_LOAD_INDEXES, dropIndexesForBulkLoad, rebuildDroppedIndexes } from '../../main/store/bulk-load';
import { openDatabase } from '../../main/store/db';
import { countMatchingResumes, listResumes } from '../../main/store/resumes';
import { addOrganization, tempDatabase } from '../helpers';
import { indexDemoData } from '../helpers/demo-data';

// Schema 21 and the bulk import's index protocol (store/bulk-load.ts): a large import drops the
// random-order resume indexes, records them in the same transaction, and rebuilds them at its end;
// every open for writing rebuilds what a killed import left dropped.

const indexesOf = (db: Database.Database) =>
  (db.pragma('index_list(resumes)') as Array<{ name: string }>).map((i) => i.name).sort();

describe('store: indexes dropped for a bulk import (schema 21)', () => {
  it('records what it drops in the same transaction, and the next open rebuilds it', async () => {
    const { db, file } = tempDatabase();
    const { ctx } = await addOrganization(db);
    indexDemoData(ctx, 'bulk', Date.parse('2026-11-01T00:00:00Z'), 30, 0);
    const before = indexesOf(db);
    expect(before).toEqual(expect.arrayContaining([...BULK_LOAD_INDEXES, 'resumes_list_filters']));

    expect(dropIndexesForBulkLoad(db)).toEqual([...BULK_LOAD_INDEXES]);
    expect(indexesOf(db)).toEqual(
      before.filter((n) => !(BULK_LOAD_INDEXES as readonly string[]).includes(n)),
    );
    expect(db.prepare('SELECT name FROM dropped_indexes ORDER BY name').pluck().all()).toEqual(
      [...BULK_LOAD_INDEXES].sort(),
    );
    // As after a kill -9: the connection goes away without rebuilding.
    db.close();

    const reopened = openDatabase(file);
    expect(indexesOf(reopened)).toEqual(before);
    expect(reopened.prepare('SELECT count(*) FROM dropped_indexes').pluck().get()).toBe(0);
    expect(reopened.pragma('integrity_check', { simple: true })).toBe('ok');
    // Nothing left to rebuild: a no-op, and a second drop/rebuild round trip is exact.
    expect(rebuildDroppedIndexes(reopened)).toBe(0);
    dropIndexesForBulkLoad(reopened);
    expect(rebuildDroppedIndexes(reopened)).toBe(BULK_LOAD_INDEXES.length);
    expect(indexesOf(reopened)).toEqual(before);
    reopened.close();
  });

  it('a reader on another connection (a running server) lists, filters, sorts and counts the same without them', async () => {
    const { db, file } = tempDatabase();
    const { ctx } = await addOrganization(db);
    indexDemoData(ctx, 'reader', Date.parse('2026-11-01T00:00:00Z'), 60, 0);
    const server = new Database(file);
    const org = ctx.organizationId;
    const read = () => ({
      byName: listResumes(server, org, 20, undefined, {}, 'name').map((r) => r.id),
      byYears: listResumes(server, org, 20, undefined, {}, 'years').map((r) => r.id),
      filtered: listResumes(server, org, 20, undefined, { q: 'a', seniority: 'Senior' }, 'name').map(
        (r) => r.id,
      ),
      count: countMatchingResumes(server, org, { q: 'e' }),
    });
    const expected = read();
    expect(expected.byName.length).toBe(20);
    expect(expected.filtered.length).toBeGreaterThan(0);

    dropIndexesForBulkLoad(db);
    // The same prepared statements, now without the dropped indexes: correct, only slower.
    expect(read()).toEqual(expected);
    rebuildDroppedIndexes(db);
    expect(read()).toEqual(expected);
    server.close();
  });

  it('a bulk import skips documents already stored or repeated, from the hashes it read before dropping', async () => {
    const { db } = tempDatabase();
    const { ctx } = await addOrganization(db);
    const now = Date.parse('2026-11-01T00:00:00Z');
    const documents = [...generateResumes(12, { seed: 'dup', now: new Date(now) })].map((r) =>
      jsonResumeSchema.parse(r),
    );
    const prepare = (list: typeof documents) =>
      list.map((d) => prepareResume(d, newId('res', now), now).prepared);
    storePreparedBatches(ctx, [{ prepared: prepare(documents.slice(0, 4)), now }], { skipDuplicates: true });

    // Small next to BULK_LOAD_MIN_ROWS: nothing is dropped.
    expect(startResumeImport(ctx, 100, { skipDuplicates: true }).bulk).toBe(false);
    const started = startResumeImport(ctx, BULK_LOAD_MIN_ROWS, { skipDuplicates: true });
    expect(started.bulk).toBe(true);
    expect(started.knownHashes?.size).toBe(4);
    expect(indexesOf(db)).not.toContain('resumes_by_content');
    const results = storePreparedBatches(
      ctx,
      [
        { prepared: prepare(documents.slice(2, 8)), now },
        { prepared: prepare([...documents.slice(6, 12), documents[0]]), now },
      ],
      { skipDuplicates: true, knownHashes: started.knownHashes },
    );
    finishResumeImport(ctx, started);
    expect(results.map((r) => [r.stored.length, r.duplicates])).toEqual([
      [4, 2],
      [4, 3],
    ]);
    expect(db.prepare('SELECT count(DISTINCT content_hash) AS d, count(*) AS n FROM resumes').get()).toEqual({
      d: 12,
      n: 12,
    });
    expect(indexesOf(db)).toContain('resumes_by_content');
    expect(db.prepare('SELECT count(*) FROM dropped_indexes').pluck().get()).toBe(0);
  });
});
