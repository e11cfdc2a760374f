import fs from 'node:fs';
import type { DB } from './db';

/**
 * The resume pool's decoded columns kept beside the index file (issue #12: a cold first page after
 * a start), one file per organization: `<index>.pool-<organization id>`. A cache, never the truth:
 * readers check its organization, generation and count against the index and rebuild when in doubt,
 * and any failure to read or write it only costs the rebuild it would have saved. None for an
 * in-memory index.
 */
function snapshotFile(db: DB, organizationId: string): string | undefined {
  if (db.memory || !/^[\w-]+$/.test(organizationId)) return undefined;
  return `${db.name}.pool-${organizationId}`;
}

export function readPoolSnapshot(db: DB, organizationId: string): Uint8Array | undefined {
  const file = snapshotFile(db, organizationId);
  if (file === undefined) return undefined;
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Written whole to a temporary file and renamed over the old one, so a reader never sees half; 0600
 * like the index itself (issue #13, item 9), since the columns are derived from people's resumes.
 */
export function writePoolSnapshot(db: DB, organizationId: string, bytes: Uint8Array): void {
  const file = snapshotFile(db, organizationId);
  if (file === undefined) return;
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    fs.writeFileSync(temporary, bytes, { mode: 0o600 });
    fs.renameSync(temporary, file);
  } catch {
    fs.rmSync(temporary, { force: true });
  }
}
