import { type DB, stmt } from './db';
import { countRawSkillSpellings } from './skill-rollups';

/**
 * The AFTER INSERT triggers on resumes (schemas 17 and 18) and on resume_raw_skills (schema 22), as
 * SQLite keeps them. Per inserted row they bump the organization's counters, log the change in
 * resume_changes, copy the raw skills to resume_raw_skills and count their spellings: in a large
 * import that was about a quarter of the writing thread's store CPU (20k demo resumes: 2.7 s with
 * them, 1.9 s without). A bulk write drops them inside its transaction, does the same work once
 * per transaction (writeWithoutRowTriggers) and creates them again before the commit, so no other
 * connection ever sees them missing and a killed import rolls the drop back with its rows. Only
 * these exact definitions are replaced: if a later migration changes any, the texts no longer match
 * and rows are written with the triggers firing.
 */
const ROW_TRIGGERS: Record<string, string> = {
  resumes_changed_insert: `CREATE TRIGGER resumes_changed_insert AFTER INSERT ON resumes BEGIN
  UPDATE organizations SET data_generation = data_generation + 1, resume_generation = resume_generation + 1,
    resume_count = resume_count + 1
  WHERE id = NEW.organization_id;
  INSERT OR IGNORE INTO resume_changes (organization_id, generation, resume_id)
    SELECT id, resume_generation, NEW.id FROM organizations WHERE id = NEW.organization_id;
END`,
  resumes_raw_skills_added: `CREATE TRIGGER resumes_raw_skills_added AFTER INSERT ON resumes WHEN NEW.raw_skills IS NOT NULL
BEGIN
  INSERT OR IGNORE INTO resume_raw_skills (organization_id, skill, name, resume_id)
    SELECT NEW.organization_id, lower(value), value, NEW.id FROM json_each(NEW.raw_skills);
END`,
  resume_raw_skills_counted: `CREATE TRIGGER resume_raw_skills_counted AFTER INSERT ON resume_raw_skills BEGIN
  INSERT INTO resume_raw_skill_spellings (organization_id, skill, name, resumes)
    VALUES (NEW.organization_id, NEW.skill, NEW.name, 1)
    ON CONFLICT (organization_id, skill, name) DO UPDATE SET resumes = resumes + 1;
END`,
};

/**
 * The schema's AFTER INSERT triggers on resumes in creation order, when they are exactly the ones
 * writeWithoutRowTriggers knows how to replace; otherwise undefined.
 */
function knownRowTriggers(db: DB): string[] | undefined {
  const found = stmt(
    db,
    `SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN ('resumes', 'resume_raw_skills')
       AND sql LIKE '%AFTER INSERT ON ' || tbl_name || '%' ORDER BY rowid`,
  ).all() as Array<{ name: string; sql: string }>;
  const known =
    found.length === Object.keys(ROW_TRIGGERS).length &&
    found.every(({ name, sql }) => ROW_TRIGGERS[name] === sql);
  return known ? found.map((t) => t.name) : undefined;
}

/**
 * Runs `insert` (which inserts resumes of one organization, and nothing else into resumes) with the
 * row triggers dropped, then does their work for every row it inserted, in insertion order: the
 * same counters, the same generations in resume_changes (whose own pruning trigger still fires
 * per row), the same raw skill rows (INSERT OR IGNORE, the first spelling of a skill kept) and
 * spelling counts. `rawSkillsOf` gives the raw_skills of the resumes `insert` wrote, as it has them
 * in memory: counted in JavaScript, they cost a fraction of reading the rows' JSON again (~300 ms
 * for 100,000 demo resumes). Call inside a transaction that holds no savepoint (DDL in it is rolled
 * back with everything else).
 */
export function writeWithoutRowTriggers<T>(
  db: DB,
  organizationId: string,
  insert: () => T,
  rawSkillsOf: (written: T) => Iterable<readonly string[]>,
): T {
  if (!db.inTransaction) throw new Error('writeWithoutRowTriggers needs a transaction');
  const triggers = knownRowTriggers(db);
  if (!triggers) return insert();
  // Rowids of a table without AUTOINCREMENT grow from the largest one: the rows inserted below are
  // those after it, in the order they were inserted.
  const after = stmt(db, 'SELECT coalesce(max(rowid), 0) FROM resumes').pluck().get() as number;
  for (const name of triggers) db.exec(`DROP TRIGGER ${name}`);
  const result = insert();
  const inserted = stmt(db, 'SELECT count(*) FROM resumes WHERE rowid > ?').pluck().get(after) as number;
  if (inserted > 0) {
    const generation = stmt(db, 'SELECT resume_generation FROM organizations WHERE id = ?')
      .pluck()
      .get(organizationId) as number;
    stmt(
      db,
      `UPDATE organizations SET data_generation = data_generation + @n, resume_generation = resume_generation + @n,
         resume_count = resume_count + @n
       WHERE id = @org`,
    ).run({ n: inserted, org: organizationId });
    stmt(
      db,
      `INSERT OR IGNORE INTO resume_changes (organization_id, generation, resume_id)
       SELECT organization_id, ? + row_number() OVER (ORDER BY rowid), id FROM resumes WHERE rowid > ?
       ORDER BY rowid`,
    ).run(generation, after);
    stmt(
      db,
      `INSERT OR IGNORE INTO resume_raw_skills (organization_id, skill, name, resume_id)
       SELECT r.organization_id, lower(j.value), j.value, r.id FROM resumes r, json_each(r.raw_skills) j
       WHERE r.rowid > ? AND r.raw_skills IS NOT NULL
       ORDER BY r.rowid, j.key`,
    ).run(after);
    if (triggers.includes('resume_raw_skills_counted')) {
      countRawSkillSpellings(db, organizationId, rawSkillsOf(result));
    }
  }
  for (const name of triggers) db.exec(ROW_TRIGGERS[name]);
  return result;
}
