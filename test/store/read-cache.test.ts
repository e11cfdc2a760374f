import { describe, expect, it } from 'vitest';
import { inTransaction, openDatabase } from '../../main/store/db';
import { getOrganizationWithAdmin, updateOrganization } from '../../main/store/organizations';
import { addOrganization, tempDatabase } from '../helpers';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Renames the organization through the store, keeping every other column. */
function rename(db: ReturnType<typeof tempDatabase>['db'], id: string, name: string): void {
  const row = getOrganizationWithAdmin(db, id);
  if (!row) throw new Error('no organization');
  updateOrganization(db, id, { ...row, name, updated_at: row.updated_at + 1 });
}

// The organization row is served from memory while the index is unchanged (store/read-cache.ts);
// these are the ways it changes, each of which must show on the next read.
describe('read cache of hot rows', () => {
  it('serves the same row while nothing changed, and a write through this connection at once', async () => {
    const { db } = tempDatabase();
    const { organization } = await addOrganization(db, 'Before');
    const first = getOrganizationWithAdmin(db, organization.id);
    expect(getOrganizationWithAdmin(db, organization.id)).toBe(first);
    rename(db, organization.id, 'After');
    expect(getOrganizationWithAdmin(db, organization.id)?.name).toBe('After');
  });

  it('never keeps what a rolled-back transaction read', async () => {
    const { db } = tempDatabase();
    const { organization } = await addOrganization(db, 'Kept');
    expect(() =>
      inTransaction(db, () => {
        rename(db, organization.id, 'Rolled back');
        expect(getOrganizationWithAdmin(db, organization.id)?.name).toBe('Rolled back');
        throw new Error('abort');
      }),
    ).toThrow('abort');
    expect(getOrganizationWithAdmin(db, organization.id)?.name).toBe('Kept');
  });

  it("sees another connection's commit (another process, a worker thread) within a millisecond", async () => {
    const { db, file } = tempDatabase();
    const { organization } = await addOrganization(db, 'Mine');
    expect(getOrganizationWithAdmin(db, organization.id)?.name).toBe('Mine');
    const other = openDatabase(file);
    try {
      rename(other, organization.id, 'Theirs');
    } finally {
      other.close();
    }
    await sleep(5);
    expect(getOrganizationWithAdmin(db, organization.id)?.name).toBe('Theirs');
  });
});
