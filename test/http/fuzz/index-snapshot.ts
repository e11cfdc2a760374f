import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';

/**
 * A read-only view of the server's index file, to prove that a rejected request wrote nothing.
 * `PRAGMA data_version` changes whenever another connection commits, so it is checked around every
 * write request; only when it moved is the content compared, table by table.
 */
export class IndexSnapshots {
  private readonly db: Database.Database;
  private readonly tables: string[];

  constructor(file: string) {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
    this.tables = (
      this.db
        .prepare(
          "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )
        .all() as Array<{ name: string }>
    ).map((row) => row.name);
  }

  /** Changes whenever another connection (the server) has committed since the last call. */
  dataVersion(): number {
    return this.db.pragma('data_version', { simple: true }) as number;
  }

  /**
   * A content hash per table (rows in storage order: the same for an unchanged table). Bookkeeping that a read may legitimately write is left out:
   * api_tokens.last_used_at, refreshed at most once a minute when a token authenticates (before
   * validation, so rejected requests touch it too; it records the use, not the request's content).
   */
  fingerprint(): Map<string, string> {
    const hashes = new Map<string, string>();
    for (const table of this.tables) {
      const hash = createHash('sha1');
      const rows = this.db.prepare(`SELECT * FROM "${table}"`).raw();
      let columns: string[] | undefined;
      for (const row of rows.iterate() as Iterable<unknown[]>) {
        columns ??= rows.columns().map((c) => c.name);
        for (const [i, value] of row.entries()) {
          if (table === 'api_tokens' && columns[i] === 'last_used_at') continue;
          hash.update(Buffer.isBuffer(value) ? value : String(value));
          hash.update('\u0000');
        }
        hash.update('\n');
      }
      hashes.set(table, hash.digest('hex'));
    }
    return hashes;
  }

  /** Tables whose content differs between two fingerprints. */
  static changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
    return [...after.keys()].filter((table) => before.get(table) !== after.get(table));
  }

  close(): void {
    this.db.close();
  }
}
