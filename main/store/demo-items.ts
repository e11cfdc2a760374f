import { type DB, stmt } from './db';

/** What a demo item is: the demo generator's resumes and jobs (schema 12). */
export type DemoKind = 'resume' | 'job';

export function markDemoItems(db: DB, organizationId: string, kind: DemoKind, ids: readonly string[]): void {
  const insert = stmt(
    db,
    'INSERT OR IGNORE INTO demo_items (organization_id, kind, item_id) VALUES (?, ?, ?)',
  );
  for (const id of ids) insert.run(organizationId, kind, id);
}

/** Up to `limit` ids of the organization's demo items of one kind. */
export function demoItemIds(db: DB, organizationId: string, kind: DemoKind, limit: number): string[] {
  return stmt(db, 'SELECT item_id FROM demo_items WHERE organization_id = ? AND kind = ? LIMIT ?')
    .pluck()
    .all(organizationId, kind, limit) as string[];
}

export function countDemoItems(db: DB, organizationId: string): { resumes: number; jobs: number } {
  const count = (kind: DemoKind) =>
    stmt(db, 'SELECT count(*) FROM demo_items WHERE organization_id = ? AND kind = ?')
      .pluck()
      .get(organizationId, kind) as number;
  return { resumes: count('resume'), jobs: count('job') };
}
