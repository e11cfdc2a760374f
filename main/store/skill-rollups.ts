import { type DB, stmt } from './db';

/**
 * The per-organization rollups of resume skills (their skills themselves are packed in
 * resumes.skills): how many resumes have each skill, overall and per activity month, and how many
 * resumes there are per month. Reports read these instead of aggregating a million skills.
 */
export interface SkillsOfResume {
  resumeId: string;
  skills: string[];
  /** Activity month as year * 12 + month index. */
  month: number;
}

/**
 * Adds (sign 1) or removes (sign -1) resumes from the rollups. Counts are summed per skill and
 * month first, so a batch of a thousand resumes costs one upsert per distinct key.
 */
export function updateSkillRollups(
  db: DB,
  organizationId: string,
  resumes: SkillsOfResume[],
  sign: 1 | -1,
): void {
  const totals = new Map<string, number>();
  // Per month, per skill: no key string built and split again per skill of each resume.
  const byMonth = new Map<number, Map<string, number>>();
  const months = new Map<number, number>();
  for (const r of resumes) {
    months.set(r.month, (months.get(r.month) ?? 0) + sign);
    let ofMonth = byMonth.get(r.month);
    if (!ofMonth) {
      ofMonth = new Map();
      byMonth.set(r.month, ofMonth);
    }
    for (const skill of r.skills) {
      totals.set(skill, (totals.get(skill) ?? 0) + sign);
      ofMonth.set(skill, (ofMonth.get(skill) ?? 0) + sign);
    }
  }
  const total = stmt(
    db,
    `INSERT INTO resume_skill_totals (organization_id, skill, resumes) VALUES (?, ?, ?)
     ON CONFLICT (organization_id, skill) DO UPDATE SET resumes = resumes + excluded.resumes`,
  );
  for (const [skill, n] of totals) total.run(organizationId, skill, n);
  const perMonth = stmt(
    db,
    `INSERT INTO resume_skill_months (organization_id, skill, month, resumes) VALUES (?, ?, ?, ?)
     ON CONFLICT (organization_id, month, skill) DO UPDATE SET resumes = resumes + excluded.resumes`,
  );
  for (const [month, skills] of byMonth)
    for (const [skill, n] of skills) perMonth.run(organizationId, skill, month, n);
  const monthly = stmt(
    db,
    `INSERT INTO resume_months (organization_id, month, resumes) VALUES (?, ?, ?)
     ON CONFLICT (organization_id, month) DO UPDATE SET resumes = resumes + excluded.resumes`,
  );
  for (const [month, n] of months) monthly.run(organizationId, month, n);
  if (sign < 0) {
    stmt(db, 'DELETE FROM resume_skill_totals WHERE organization_id = ? AND resumes <= 0').run(
      organizationId,
    );
    stmt(db, 'DELETE FROM resume_skill_months WHERE organization_id = ? AND resumes <= 0').run(
      organizationId,
    );
    stmt(db, 'DELETE FROM resume_months WHERE organization_id = ? AND resumes <= 0').run(organizationId);
  }
}

/** SQLite's lower(): ASCII letters only, as the raw skill rows are keyed (schema 17). */
const sqliteLower = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/**
 * Adds resumes' raw skills to the spelling rollup (schema 22), as its insert trigger on
 * resume_raw_skills would have row by row: per resume, only the first spelling of each lowercase
 * form (the one INSERT OR IGNORE keeps), one upsert per distinct spelling.
 */
export function countRawSkillSpellings(
  db: DB,
  organizationId: string,
  rawSkillLists: Iterable<readonly string[]>,
): void {
  const counts = new Map<string, number>();
  const seen = new Set<string>();
  for (const list of rawSkillLists) {
    seen.clear();
    for (const name of list) {
      const key = sqliteLower(name);
      if (seen.has(key)) continue;
      seen.add(key);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  const upsert = stmt(
    db,
    `INSERT INTO resume_raw_skill_spellings (organization_id, skill, name, resumes) VALUES (?, lower(?), ?, ?)
     ON CONFLICT (organization_id, skill, name) DO UPDATE SET resumes = resumes + excluded.resumes`,
  );
  for (const [name, n] of counts) upsert.run(organizationId, name, name, n);
}
