import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { prepareResume } from '../../main/domain/prepare-resume';
import { backfillContentHashes } from '../../main/operations/resumes';
import { migrate, openDatabase, StoreError, schemaVersion } from '../../main/store/db';
import { LATEST_SCHEMA_VERSION, migrations } from '../../main/store/migrations';
import { sampleResume, tempDatabase } from '../helpers';

describe('store: opening and migrations', () => {
  it('creates a WAL database with foreign keys at the latest schema', () => {
    const { db } = tempDatabase();
    expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
  });

  it('migrations create STRICT tables that each carry the organization', () => {
    const { db } = tempDatabase();
    const tables = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all()
      .filter((t) => !(t as { name: string }).name.startsWith('resume_text')) as Array<{
      name: string;
      sql: string;
    }>;
    expect(tables.map((t) => t.name).sort()).toEqual(
      [
        'api_tokens',
        'candidates',
        'demo_items',
        'dropped_indexes',
        'job_documents',
        'job_skills',
        'jobs',
        'members',
        'organizations',
        'redactions',
        'report_answers',
        'resume_changes',
        'resume_documents',
        'resume_months',
        'resume_raw_skills',
        'resume_raw_skill_spellings',
        'resume_skill_months',
        'resume_skill_totals',
        'resume_files',
        'resumes',
        'settings',
        'verifications',
        'webhook_events',
      ].sort(),
    );
    for (const table of tables) {
      expect(table.sql, table.name).toMatch(/\) STRICT(, WITHOUT ROWID)?$/);
      // dropped_indexes (schema 21) records indexes of the whole index, not of an organization.
      if (table.name !== 'organizations' && table.name !== 'dropped_indexes')
        expect(table.sql, table.name).toContain('organization_id');
    }
    // STRICT: a wrongly typed value is refused by SQLite itself.
    expect(() =>
      db
        .prepare(
          "INSERT INTO organizations (id, name, domain_requested_at, created_at, updated_at) VALUES ('o', 'n', 'soon', 1, 1)",
        )
        .run(),
    ).toThrow();
  });

  it('is idempotent when reopened and refuses an index written by a newer version', () => {
    const { db, file } = tempDatabase();
    db.close();
    const reopened = openDatabase(file);
    expect(schemaVersion(reopened)).toBe(LATEST_SCHEMA_VERSION);
    reopened.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 1}`);
    reopened.close();
    expect(() => openDatabase(file)).toThrow(StoreError);
    expect(() => openDatabase(file)).toThrow(/newer version of Talent Index/);
  });

  it('applies each migration in its own transaction from an empty file', () => {
    const raw = new Database(':memory:');
    migrate(raw, 0);
    expect(schemaVersion(raw)).toBe(0);
    for (const m of migrations) {
      migrate(raw, m.version);
      expect(schemaVersion(raw)).toBe(m.version);
    }
    raw.close();
  });

  it('rolls a failed migration back entirely', () => {
    const raw = new Database(':memory:');
    raw.exec('CREATE TABLE organizations (id TEXT)'); // makes migration 1 fail half-way
    expect(() => migrate(raw)).toThrow();
    expect(schemaVersion(raw)).toBe(0);
    expect(raw.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'members'").get()).toEqual({
      n: 0,
    });
    raw.close();
  });

  it('migration 2 adds verifications to an index of schema 1 and keeps its rows', () => {
    const raw = new Database(':memory:');
    raw.pragma('foreign_keys = ON');
    migrate(raw, 1);
    raw.exec(`INSERT INTO organizations (id, name, domain_requested_at, created_at, updated_at) VALUES ('org_1', 'Acme', 1, 1, 1);
      INSERT INTO resumes (id, organization_id, name, created_at, updated_at) VALUES ('res_1', 'org_1', 'Ann', 1, 1);`);
    migrate(raw, 2);
    expect(schemaVersion(raw)).toBe(2);
    expect(raw.prepare('SELECT name FROM resumes').all()).toEqual([{ name: 'Ann' }]);
    raw.exec(`INSERT INTO verifications (id, organization_id, resume_id, type, entry_id, verified, status, method, created_at, updated_at)
      VALUES ('ver_1', 'org_1', 'res_1', 'work', 'wrk_1', 0, 'pending', 'manual', 1, 1)`);
    raw.exec("DELETE FROM resumes WHERE id = 'res_1'");
    expect(raw.prepare('SELECT count(*) AS n FROM verifications').get()).toEqual({ n: 0 });
    raw.close();
  });

  it('migration 17 keeps raw skills in step with inserts, updates and deletes of resumes', () => {
    const raw = new Database(':memory:');
    migrate(raw, 13);
    raw.exec(`INSERT INTO organizations (id, name, domain_requested_at, created_at, updated_at) VALUES ('org_1', 'Acme', 1, 1, 1);
      INSERT INTO resumes (id, organization_id, name, created_at, updated_at) VALUES ('res_0', 'org_1', 'Old', 1, 1);`);
    migrate(raw, 17);
    const rows = () =>
      raw.prepare('SELECT skill, name, resume_id FROM resume_raw_skills ORDER BY skill, resume_id').all();
    expect(raw.prepare('SELECT raw_skills FROM resumes').get()).toEqual({ raw_skills: null });
    raw.exec(`INSERT INTO resumes (id, organization_id, name, created_at, updated_at, raw_skills)
      VALUES ('res_1', 'org_1', 'Ann', 1, 1, '["GnuPG","Theodicy"]'), ('res_2', 'org_1', 'Bob', 1, 1, '["gnupg"]');`);
    expect(rows()).toEqual([
      { skill: 'gnupg', name: 'GnuPG', resume_id: 'res_1' },
      { skill: 'gnupg', name: 'gnupg', resume_id: 'res_2' },
      { skill: 'theodicy', name: 'Theodicy', resume_id: 'res_1' },
    ]);
    raw.exec(
      `UPDATE resumes SET raw_skills = '["Twig"]' WHERE id = 'res_1'; UPDATE resumes SET raw_skills = NULL WHERE id = 'res_2';`,
    );
    expect(rows()).toEqual([{ skill: 'twig', name: 'Twig', resume_id: 'res_1' }]);
    raw.exec("UPDATE resumes SET name = 'Ann B' WHERE id = 'res_1'");
    expect(rows()).toHaveLength(1);
    raw.exec("DELETE FROM resumes WHERE id = 'res_1'");
    expect(rows()).toEqual([]);
    raw.close();
  });

  it('migration 22 counts the raw skills already stored by spelling, then follows every write', () => {
    const raw = new Database(':memory:');
    migrate(raw, 21);
    raw.exec(`INSERT INTO organizations (id, name, domain_requested_at, created_at, updated_at) VALUES ('org_1', 'Acme', 1, 1, 1);
      INSERT INTO resumes (id, organization_id, name, created_at, updated_at, raw_skills)
      VALUES ('res_1', 'org_1', 'Ann', 1, 1, '["GnuPG","Theodicy"]'), ('res_2', 'org_1', 'Bob', 1, 1, '["gnupg","GnuPG"]'),
        ('res_3', 'org_1', 'Cy', 1, 1, '["GnuPG"]');`);
    migrate(raw, 22);
    const spellings = () =>
      raw.prepare('SELECT skill, name, resumes FROM resume_raw_skill_spellings ORDER BY skill, name').all();
    expect(spellings()).toEqual([
      { skill: 'gnupg', name: 'GnuPG', resumes: 2 },
      { skill: 'gnupg', name: 'gnupg', resumes: 1 },
      { skill: 'theodicy', name: 'Theodicy', resumes: 1 },
    ]);
    raw.exec(
      `UPDATE resumes SET raw_skills = '["Twig"]' WHERE id = 'res_1'; DELETE FROM resumes WHERE id = 'res_2';`,
    );
    expect(spellings()).toEqual([
      { skill: 'gnupg', name: 'GnuPG', resumes: 1 },
      { skill: 'twig', name: 'Twig', resumes: 1 },
    ]);
    raw.close();
  });

  it('migration 18 logs each resume write under its generation, for both organizations of a move, and prunes the log', () => {
    const raw = new Database(':memory:');
    migrate(raw, 17);
    raw.exec(`INSERT INTO organizations (id, name, domain_requested_at, created_at, updated_at)
        VALUES ('org_1', 'Acme', 1, 1, 1), ('org_2', 'Other', 1, 1, 1);
      INSERT INTO resumes (id, organization_id, name, created_at, updated_at) VALUES ('res_0', 'org_1', 'Old', 1, 1);`);
    migrate(raw, 18);
    const log = () =>
      raw
        .prepare(
          'SELECT organization_id AS org, generation AS g, resume_id AS id FROM resume_changes ORDER BY org, g, id',
        )
        .all();
    // Writes before the migration are not in the log: a reader that far behind reads every resume.
    expect(log()).toEqual([]);
    raw.exec(`INSERT INTO resumes (id, organization_id, name, created_at, updated_at) VALUES ('res_1', 'org_1', 'Ann', 1, 1);
      UPDATE resumes SET skills = 'Welding' WHERE id = 'res_0';
      INSERT INTO jobs (id, organization_id, title, status, employment_type, posted_at, created_at, updated_at)
        VALUES ('job_1', 'org_1', 'Welder', 'open', 'Full-time', 1, 1, 1);
      UPDATE resumes SET organization_id = 'org_2' WHERE id = 'res_1';
      DELETE FROM resumes WHERE id = 'res_0';`);
    expect(log()).toEqual([
      { org: 'org_1', g: 2, id: 'res_1' },
      { org: 'org_1', g: 3, id: 'res_0' },
      { org: 'org_1', g: 4, id: 'res_1' },
      { org: 'org_1', g: 5, id: 'res_0' },
      { org: 'org_2', g: 1, id: 'res_1' },
    ]);
    expect(
      raw.prepare('SELECT resume_generation AS g, resume_count AS n FROM organizations ORDER BY id').all(),
    ).toEqual([
      { g: 5, n: 0 },
      { g: 1, n: 1 },
    ]);
    // An import of 9,000 resumes leaves the last 4,096 to 5,120 generations in the log: at generation
    // 8,192 those up to 4,096 went.
    const insert = raw.prepare(
      "INSERT INTO resumes (id, organization_id, name, created_at, updated_at) VALUES (?, 'org_1', 'R', 1, 1)",
    );
    raw.transaction(() => {
      for (let i = 0; i < 9000; i++) insert.run(`res_x${String(i).padStart(5, '0')}`);
    })();
    const kept = raw
      .prepare(
        "SELECT min(generation) AS oldest, max(generation) AS newest FROM resume_changes WHERE organization_id = 'org_1'",
      )
      .get();
    expect(kept).toEqual({ oldest: 4097, newest: 9005 });
    raw.close();
  });

  it("migration 20 drops resumes_by_org, and an organization's resume pages still seek an index", () => {
    const raw = new Database(':memory:');
    migrate(raw, 19);
    const indexes = () =>
      raw
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'resumes'")
        .pluck()
        .all();
    expect(indexes()).toContain('resumes_by_org');
    migrate(raw, 20);
    expect(indexes()).not.toContain('resumes_by_org');
    const plan = (sql: string) =>
      (raw.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>)
        .map((r) => r.detail)
        .join('; ');
    // The newest-first page searches the list index by its prefix; the organization's rows (its
    // cascade on delete) are still found through an index, not a scan.
    expect(
      plan("SELECT * FROM resumes WHERE organization_id = 'org_1' AND id < 'z' ORDER BY id DESC LIMIT 100"),
    ).toMatch(/SEARCH resumes USING (COVERING )?INDEX resumes_list_filters \(organization_id=\? AND id<\?\)/);
    expect(plan("SELECT id FROM resumes WHERE organization_id = 'org_1'")).toMatch(
      /SEARCH resumes USING COVERING INDEX \w+ \(organization_id=\?\)/,
    );
    raw.close();
  });

  it('migration 8 copies job status and posting time into job skills', () => {
    const raw = new Database(':memory:');
    migrate(raw, 7);
    raw.exec(`INSERT INTO organizations (id, name, domain_requested_at, created_at, updated_at) VALUES ('org_1', 'Acme', 1, 1, 1);
      INSERT INTO jobs (id, organization_id, title, status, employment_type, posted_at, created_at, updated_at)
        VALUES ('job_1', 'org_1', 'Welder', 'open', 'Full-time', 123, 1, 1), ('job_2', 'org_1', 'Cook', 'closed', 'Full-time', 456, 1, 1);
      INSERT INTO job_skills (job_id, organization_id, skill, required) VALUES ('job_1', 'org_1', 'Welding', 1), ('job_2', 'org_1', 'Cooking', 1);`);
    migrate(raw, 8);
    expect(raw.prepare('SELECT job_id, open, posted_at FROM job_skills ORDER BY job_id').all()).toEqual([
      { job_id: 'job_1', open: 1, posted_at: 123 },
      { job_id: 'job_2', open: 0, posted_at: 456 },
    ]);
    raw.close();
  });

  it('migration 9 counts resume writes apart from job writes, for both organizations of a move', () => {
    const raw = new Database(':memory:');
    migrate(raw, 8);
    raw.exec(`INSERT INTO organizations (id, name, domain_requested_at, created_at, updated_at)
        VALUES ('org_1', 'Acme', 1, 1, 1), ('org_2', 'Other', 1, 1, 1);
      INSERT INTO resumes (id, organization_id, name, created_at, updated_at) VALUES ('res_1', 'org_1', 'Ann', 1, 1);`);
    migrate(raw, 9);
    const generations = () =>
      raw
        .prepare(
          'SELECT id, data_generation AS data, resume_generation AS resumes FROM organizations ORDER BY id',
        )
        .all();
    expect(generations()).toEqual([
      { id: 'org_1', data: 1, resumes: 0 },
      { id: 'org_2', data: 0, resumes: 0 },
    ]);
    raw.exec(`INSERT INTO resumes (id, organization_id, name, created_at, updated_at) VALUES ('res_2', 'org_1', 'Bo', 1, 1);
      UPDATE resumes SET skills = 'Welding' WHERE id = 'res_1';
      INSERT INTO jobs (id, organization_id, title, status, employment_type, posted_at, created_at, updated_at)
        VALUES ('job_1', 'org_1', 'Welder', 'open', 'Full-time', 1, 1, 1);
      UPDATE jobs SET title = 'Lead welder';
      DELETE FROM jobs;`);
    expect(generations()).toEqual([
      { id: 'org_1', data: 6, resumes: 2 },
      { id: 'org_2', data: 0, resumes: 0 },
    ]);
    raw.exec(`UPDATE resumes SET organization_id = 'org_2' WHERE id = 'res_2';
      DELETE FROM resumes WHERE id = 'res_1';`);
    expect(generations()).toEqual([
      { id: 'org_1', data: 8, resumes: 4 },
      { id: 'org_2', data: 1, resumes: 1 },
    ]);
    raw.close();
  });

  it('migration 7 keeps original files by content hash and indexes their text', () => {
    const raw = new Database(':memory:');
    migrate(raw, 7);
    raw.exec(`INSERT INTO organizations (id, name, domain_requested_at, created_at, updated_at) VALUES ('org_1', 'Acme', 1, 1, 1);
      INSERT INTO resumes (id, organization_id, name, created_at, updated_at) VALUES ('res_1', 'org_1', 'Ann', 1, 1);
      INSERT INTO resume_files (organization_id, sha256, resume_id, file_name, kind, size, content, confidence, warnings, created_at)
        VALUES ('org_1', 'abc', 'res_1', 'ann.pdf', 'pdf', 3, x'010203', '{}', '[]', 1);
      INSERT INTO resume_text (organization_id, resume_id, text) VALUES ('org_1', 'res_1', 'Welding and rigging');`);
    expect(raw.prepare("SELECT resume_id FROM resume_text WHERE resume_text MATCH 'rigging'").all()).toEqual([
      { resume_id: 'res_1' },
    ]);
    raw.exec("DELETE FROM resumes WHERE id = 'res_1'");
    expect(raw.prepare('SELECT count(*) AS n FROM resume_files').get()).toEqual({ n: 0 });
    expect(
      raw.prepare("SELECT count(*) AS n FROM resume_text WHERE resume_text MATCH 'rigging'").get(),
    ).toEqual({ n: 0 });
    raw.close();
  });

  it('migration 10 adds content hashes, filled on open for older rows as an import computes them', () => {
    const raw = new Database(':memory:');
    migrate(raw, 9);
    const stored = prepareResume(sampleResume(), 'res_1', 1).prepared;
    raw.exec(`INSERT INTO organizations (id, name, domain_requested_at, created_at, updated_at) VALUES ('org_1', 'Acme', 1, 1, 1);
      INSERT INTO resumes (id, organization_id, name, created_at, updated_at) VALUES ('res_1', 'org_1', 'Ann', 1, 1);`);
    raw
      .prepare(
        "INSERT INTO resume_documents (resume_id, organization_id, document) VALUES ('res_1', 'org_1', ?)",
      )
      .run(stored.documentJson);
    migrate(raw, 10);
    const hashes = () => raw.prepare('SELECT id, content_hash AS hash, updated_at FROM resumes').all();
    expect(hashes()).toEqual([{ id: 'res_1', hash: null, updated_at: 1 }]);

    expect(backfillContentHashes(raw)).toBe(1);
    // The same document imported again under another id (other entry __ids) has the same hash.
    const reimported = prepareResume(sampleResume(), 'res_2', 2).prepared;
    expect(reimported.documentJson).not.toBe(stored.documentJson);
    expect(hashes()).toEqual([{ id: 'res_1', hash: reimported.contentHash, updated_at: 1 }]);
    expect(backfillContentHashes(raw)).toBe(0);
    // Lookups by content use the index, not a scan of every resume.
    const plan = raw
      .prepare(
        "EXPLAIN QUERY PLAN SELECT 1 FROM resumes WHERE organization_id = 'org_1' AND content_hash = 'x'",
      )
      .all() as Array<{ detail: string }>;
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/USING (COVERING )?INDEX resumes_by_content/);
    raw.close();
  });

  it('migration 11 gives existing tokens read and write (not webhooks) and an empty webhook allow-list', () => {
    const raw = new Database(':memory:');
    migrate(raw, 9);
    raw.exec(`INSERT INTO organizations (id, name, domain_requested_at, created_at, updated_at) VALUES ('org_1', 'Acme', 1, 1, 1);
      INSERT INTO api_tokens (id, organization_id, name, token_hash, created_at, expires_at) VALUES ('tok_1', 'org_1', 'old', 'h', 1, 2);`);
    migrate(raw, 11);
    expect(raw.prepare('SELECT scopes FROM api_tokens').get()).toEqual({ scopes: '["read","write"]' });
    expect(raw.prepare('SELECT webhook_allowed_hosts FROM organizations').get()).toEqual({
      webhook_allowed_hosts: '[]',
    });
    raw.close();
  });
  it('migration 14 keeps the newest automatic record per entry, the manual ones, and names entries for search', () => {
    const raw = new Database(':memory:');
    migrate(raw, 13);
    const stored = prepareResume(sampleResume(), 'res_1', 1).prepared;
    const document = JSON.parse(stored.documentJson);
    const work = document.work[0].__id;
    const twitter = document.personalInfo.profiles[0].__id;
    raw.exec(`INSERT INTO organizations (id, name, domain_requested_at, created_at, updated_at) VALUES ('org_1', 'Acme', 1, 1, 1);
      INSERT INTO resumes (id, organization_id, name, created_at, updated_at) VALUES ('res_1', 'org_1', 'Ann', 1, 1);`);
    raw
      .prepare(
        "INSERT INTO resume_documents (resume_id, organization_id, document) VALUES ('res_1', 'org_1', ?)",
      )
      .run(stored.documentJson);
    const insert =
      raw.prepare(`INSERT INTO verifications (id, organization_id, resume_id, type, entry_id, verified, status,
      method, created_at, updated_at) VALUES (?, 'org_1', 'res_1', ?, ?, 0, 'failed', ?, 1, 1)`);
    // Three runs of the automatic checks before this migration, plus a manual check and a stale entry.
    for (const run of ['1', '2', '3']) {
      insert.run(`ver_${run}a`, 'work', work, 'automatic');
      insert.run(`ver_${run}b`, 'social', twitter, 'automatic');
    }
    insert.run('ver_4m', 'work', work, 'manual');
    insert.run('ver_5m', 'work', 'wrk_gone', 'manual');
    migrate(raw, 14);
    const rows = raw.prepare('SELECT id, entry_search FROM verifications ORDER BY id').all();
    expect(rows).toEqual([
      { id: 'ver_3a', entry_search: 'CEO/President Pied Piper http://piedpiper.example.com' },
      { id: 'ver_3b', entry_search: 'Twitter neutralthoughts https://www.twitter.com' },
      { id: 'ver_4m', entry_search: 'CEO/President Pied Piper http://piedpiper.example.com' },
      { id: 'ver_5m', entry_search: null },
    ]);
    expect(() => insert.run('ver_6a', 'work', work, 'automatic')).toThrow(/UNIQUE/);
    insert.run('ver_6m', 'work', work, 'manual');
    raw.close();
  });

  it('migration 15 adds optional resume and job links to existing candidates, dropped when their resume or job goes', () => {
    const raw = new Database(':memory:');
    raw.pragma('foreign_keys = ON');
    migrate(raw, 13);
    raw.exec(`INSERT INTO organizations (id, name, domain_requested_at, created_at, updated_at) VALUES ('org_1', 'Acme', 1, 1, 1);
      INSERT INTO members (id, organization_id, role, email, created_at) VALUES ('mem_1', 'org_1', 'admin', 'm@x.io', 1);
      INSERT INTO candidates (id, organization_id, member_id, name, first_name, last_name, email, profiles, created_at, updated_at)
        VALUES ('cand_1', 'org_1', 'mem_1', 'Ann Lee', 'Ann', 'Lee', 'ann@x.io', '[]', 1, 1);
      INSERT INTO resumes (id, organization_id, name, created_at, updated_at) VALUES ('res_1', 'org_1', 'Bo', 1, 1);`);
    migrate(raw, 15);
    expect(raw.prepare('SELECT resume_id, job_id FROM candidates').get()).toEqual({
      resume_id: null,
      job_id: null,
    });
    raw.exec("UPDATE candidates SET resume_id = 'res_1'");
    raw.exec("DELETE FROM resumes WHERE id = 'res_1'");
    expect(raw.prepare('SELECT id, resume_id FROM candidates').get()).toEqual({
      id: 'cand_1',
      resume_id: null,
    });
    raw.close();
  });
});
