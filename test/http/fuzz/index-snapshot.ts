import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';

/**
 * Read-only views of the server's index file, to prove that a rejected request wrote nothing.
 *
 * Around each write request: `before` opens a read transaction (in WAL mode it keeps seeing the
 * index as it was, whatever the server commits meanwhile), and `PRAGMA data_version` on `after`
 * tells whether the server committed anything during the request. Only then are the two views
 * compared table by table, so a request costs two cheap statements, not a hash of the whole index.
 */
/**
 * Tables that hold only copies of what the data already says, written whenever a background
 * computation finishes: report_answers (schema 19) keeps computed report answers, stored when the
 * server warms its reports at start or revalidates an answer over a minute old, so such a row can
 * land during any request. No request writes them, and no answer depends on them being there.
 */
const CACHE_TABLES = new Set(['report_answers']);

export class IndexSnapshots {
  private readonly before: Database.Database;
  private readonly after: Database.Database;
  private readonly tables: string[];

  constructor(file: string) {
    this.before = new Database(file, { readonly: true, fileMustExist: true });
    this.after = new Database(file, { readonly: true, fileMustExist: true });
    this.tables = (
      this.after
        .prepare(
          "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )
        .all() as Array<{ name: string }>
    )
      .map((row) => row.name)
      .filter((name) => !CACHE_TABLES.has(name));
  }

  /** Runs `request` and answers the tables whose content it changed (see fingerprint for what counts). */
  async around<T>(request: () => Promise<T>): Promise<{ result: T; changedTables: () => string[] }> {
    this.before.exec('BEGIN');
    try {
      this.before.prepare('SELECT count(*) FROM sqlite_schema').get(); // the read snapshot starts here
      const version = this.dataVersion();
      const result = await request();
      if (this.dataVersion() === version) {
        this.before.exec('COMMIT');
        return { result, changedTables: () => [] };
      }
      // Compared only if asked (a request that was accepted may write): the view stays open until then.
      return {
        result,
        changedTables: () => {
          try {
            const old = fingerprint(this.before, this.tables);
            const now = fingerprint(this.after, this.tables);
            return this.tables.filter((table) => old.get(table) !== now.get(table));
          } finally {
            this.before.exec('COMMIT');
          }
        },
      };
    } catch (error) {
      if (this.before.inTransaction) this.before.exec('COMMIT');
      throw error;
    }
  }

  /** Ends a view left open by `around` when its changes were not asked for. */
  release(): void {
    if (this.before.inTransaction) this.before.exec('COMMIT');
  }

  private dataVersion(): number {
    return this.after.pragma('data_version', { simple: true }) as number;
  }

  close(): void {
    this.release();
    this.before.close();
    this.after.close();
  }
}

/**
 * A content hash per table (rows in storage order: the same for an unchanged table). Bookkeeping
 * that any authenticated request may write is left out: api_tokens.last_used_at, refreshed at most
 * once a minute when a token authenticates (before validation, so rejected requests refresh it too;
 * it records the use, not anything the request asked for).
 */
function fingerprint(db: Database.Database, tables: string[]): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const table of tables) {
    const hash = createHash('sha1');
    const rows = db.prepare(`SELECT * FROM "${table}"`).raw();
    const columns = rows.columns().map((c) => c.name);
    for (const row of rows.iterate() as Iterable<unknown[]>) {
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
