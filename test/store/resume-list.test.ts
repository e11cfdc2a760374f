import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { prepareResume } from '../../main/domain/prepare-resume';
import { toRow } from '../../main/operations/resumes';
import { migrate } from '../../main/store/db';
import { countMatchingResumes, countResumes, insertResume, listResumes } from '../../main/store/resumes';
import { tempDatabase } from '../helpers';

// Migration 13 and the read paths of the resume list: the plans must stay on indexes so the list
// and its total stay fast at 100k resumes (the timings themselves live in benchmarks).

const plan = (db: Database.Database, sql: string) =>
  (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all({ org: 'org_1' }) as Array<{ detail: string }>)
    .map((p) => p.detail)
    .join(' | ');

describe('store: the resume list (schema 13)', () => {
  it('migration 13 adds the sort and filter indexes to an index of schema 12 and keeps its rows', () => {
    const raw = new Database(':memory:');
    migrate(raw, 12);
    raw.exec(`INSERT INTO organizations (id, name, domain_requested_at, created_at, updated_at) VALUES ('org_1', 'Acme', 1, 1, 1);
      INSERT INTO resumes (id, organization_id, name, created_at, updated_at) VALUES ('res_1', 'org_1', 'Ann', 1, 1);`);
    migrate(raw, 13);
    const indexes = raw
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'resumes'")
      .all()
      .map((r) => (r as { name: string }).name);
    expect(indexes).toEqual(
      expect.arrayContaining(['resumes_by_name', 'resumes_by_years', 'resumes_list_filters']),
    );
    expect(raw.prepare('SELECT count(*) AS n FROM resumes').get()).toEqual({ n: 1 });
    // A resume without years sorts last, as -1, and is still listed.
    expect(listResumes(raw, 'org_1', 10, undefined, {}, 'years').map((r) => r.id)).toEqual(['res_1']);
    raw.close();
  });

  it('sorts and counts from indexes, never a sort or a scan of the wide rows', () => {
    const { db } = tempDatabase();
    const name = plan(
      db,
      'SELECT * FROM resumes WHERE organization_id = @org ORDER BY name COLLATE NOCASE, id LIMIT 5',
    );
    expect(name).toContain('resumes_by_name');
    expect(name).not.toContain('TEMP B-TREE');
    const years = plan(
      db,
      'SELECT * FROM resumes WHERE organization_id = @org ORDER BY ifnull(years_experience, -1) DESC, id DESC LIMIT 5',
    );
    expect(years).toContain('resumes_by_years');
    expect(years).not.toContain('TEMP B-TREE');
    const count = plan(
      db,
      "SELECT count(*) FROM resumes WHERE organization_id = @org AND role_family LIKE 'soft%' AND instr(skills, 'Go') > 0",
    );
    expect(count).toMatch(/COVERING INDEX resumes_list_filters/);
  });

  it('counts a skill alone from the rollups, in step with the rows', () => {
    const { db } = tempDatabase();
    db.exec(
      "INSERT INTO organizations (id, name, domain_requested_at, created_at, updated_at) VALUES ('org_1', 'Acme', 1, 1, 1)",
    );
    const resume = prepareResume({ basics: { name: 'Ann' }, skills: [{ name: 'Go' }] }, 'res_1', 1).prepared;
    insertResume(db, toRow('org_1', resume, 1, 1));
    db.exec("INSERT INTO resume_skill_totals (organization_id, skill, resumes) VALUES ('org_1', 'Go', 1)");
    expect(countMatchingResumes(db, 'org_1', { skill: 'Go' })).toBe(1);
    expect(countMatchingResumes(db, 'org_1', { skill: 'Go', location: 'x' })).toBe(0);
    expect(countMatchingResumes(db, 'org_1', { skill: 'Rust' })).toBe(0);
  });
});

describe('store: the resume count and the list index (schema 16)', () => {
  it('migration 16 counts existing resumes per organization and keeps the count through every write', () => {
    const raw = new Database(':memory:');
    migrate(raw, 13);
    raw.exec(`INSERT INTO organizations (id, name, domain_requested_at, created_at, updated_at)
        VALUES ('org_1', 'Acme', 1, 1, 1), ('org_2', 'Other', 1, 1, 1);
      INSERT INTO resumes (id, organization_id, name, created_at, updated_at)
        VALUES ('res_1', 'org_1', 'Ann', 1, 1), ('res_2', 'org_1', 'Bo', 1, 1), ('res_3', 'org_2', 'Cy', 1, 1);`);
    migrate(raw, 16);
    const counts = () => [countResumes(raw, 'org_1'), countResumes(raw, 'org_2')];
    expect(counts()).toEqual([2, 1]);
    raw.exec(`INSERT INTO resumes (id, organization_id, name, created_at, updated_at) VALUES ('res_4', 'org_1', 'Di', 1, 1);
      UPDATE resumes SET skills = 'Welding' WHERE id = 'res_1';`);
    expect(counts()).toEqual([3, 1]);
    raw.exec("UPDATE resumes SET organization_id = 'org_2' WHERE id = 'res_2'");
    expect(counts()).toEqual([2, 2]);
    raw.exec("DELETE FROM resumes WHERE id IN ('res_1', 'res_3')");
    expect(counts()).toEqual([1, 1]);
    expect(countResumes(raw, 'org_unknown')).toBe(0);
    // The generations still move as schema 9 made them.
    expect(raw.prepare("SELECT resume_generation AS g FROM organizations WHERE id = 'org_1'").get()).toEqual({
      g: 6,
    });
    raw.close();
  });

  it('a filtered newest-first page walks the list index by id and stops: no sort, no visit of the wide rows', () => {
    const { db } = tempDatabase();
    const newest = plan(
      db,
      `SELECT id FROM resumes INDEXED BY resumes_list_filters
       WHERE organization_id = @org AND role_family LIKE 'soft%' AND id < 'x' ORDER BY id DESC LIMIT 5`,
    );
    expect(newest).toMatch(/COVERING INDEX resumes_list_filters \(organization_id=\? AND id<\?\)/);
    expect(newest).not.toContain('TEMP B-TREE');
  });
});
