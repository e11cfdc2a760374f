import { type DB, stmt } from './db';

/** The narrow row lists and aggregates read; the whole document is in resume_documents. */
export interface ResumeRow {
  id: string;
  organization_id: string;
  name: string;
  occupation: string | null;
  email: string | null;
  location: string | null;
  created_at: number;
  updated_at: number;
  /** The identity of the document's content (domain/content-hash.ts); null until backfilled. */
  content_hash: string | null;
  // Derived at write time for analytics (see domain/resume-facts.ts).
  role_family: string | null;
  seniority: string | null;
  years_experience: number | null;
  education_level: string | null;
  career_progression: string | null;
  last_activity_at: number | null;
  activity_month: number | null;
  location_label: string | null;
  country: string | null;
  /** Normalized spoken languages joined by '|'. */
  languages: string | null;
  /** Canonical skills joined by '|' (the same as resume_skills, packed for bulk reads). */
  skills: string | null;
  /** Skills listed that the taxonomy does not know, as a JSON array of strings (schema 17). */
  raw_skills: string | null;
  facts_version: number;
}

const COLUMNS = [
  'id',
  'organization_id',
  'name',
  'occupation',
  'email',
  'location',
  'created_at',
  'updated_at',
  'content_hash',
  'role_family',
  'seniority',
  'years_experience',
  'education_level',
  'career_progression',
  'last_activity_at',
  'activity_month',
  'location_label',
  'country',
  'languages',
  'skills',
  'raw_skills',
  'facts_version',
] as const;

export interface ResumeWithDocument extends ResumeRow {
  /** The stored document as JSON text. */
  document: string;
}

/** A resume to insert: its document as JSON text, or as that text's UTF-8 bytes (an import's). */
export interface NewResume extends ResumeRow {
  document: string | Uint8Array;
}

// Built once: an import inserts 100,000 rows, and building (and hashing, for the statement cache)
// this text per row cost more than looking the statement up.
const INSERT_RESUME = `INSERT INTO resumes (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`;
const INSERT_DOCUMENT =
  'INSERT INTO resume_documents (resume_id, organization_id, document) VALUES (?, ?, CAST(? AS TEXT))';

/** Inserts one resume and its document; call inside a transaction when inserting many. */
export function insertResume(db: DB, row: NewResume): void {
  // Positional values: a named-parameter object per row costs. A plain loop over COLUMNS.
  const values: unknown[] = new Array(COLUMNS.length);
  for (let i = 0; i < COLUMNS.length; i++) values[i] = row[COLUMNS[i]];
  stmt(db, INSERT_RESUME).run(values);
  // Bytes are bound as a BLOB; the CAST stores them as the UTF-8 text they are (a string: no-op).
  stmt(db, INSERT_DOCUMENT).run(row.id, row.organization_id, row.document);
}

export function getResume(db: DB, organizationId: string, id: string): ResumeWithDocument | undefined {
  return stmt(
    db,
    `SELECT r.*, d.document FROM resumes r JOIN resume_documents d ON d.resume_id = r.id
     WHERE r.organization_id = ? AND r.id = ?`,
  ).get(organizationId, id) as ResumeWithDocument | undefined;
}

export interface ResumeFilter {
  /** Text anywhere in name, occupation or e-mail (case-insensitive). */
  q?: string;
  /** Start of the role family, case-insensitive ("software" finds Software Engineering). */
  role?: string;
  /** Start of the location label, case-insensitive ("berlin" finds "Berlin, DE"). */
  location?: string;
  seniority?: string;
  /** A canonical skill name, exactly as stored (the caller resolves aliases). */
  skill?: string;
}

/** The orders the resume list offers; each is a total order (id breaks ties) so keyset cursors are exact. */
export type ResumeSort = 'newest' | 'name' | 'years';

/** Where the previous page ended: the last row's id and, for name and years, its sort value. */
export interface ResumeListPosition {
  id: string;
  name?: string;
  years?: number;
}

/** A LIKE pattern for text that starts with `prefix` (or contains it), with LIKE's wildcards escaped. */
function likePattern(text: string | undefined, where: 'prefix' | 'anywhere'): string | null {
  if (!text) return null;
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return where === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}

// LIKE is case-insensitive for ASCII letters in SQLite; the escape character is a backslash. The
// search and the skill filter also find the skills a resume lists that the taxonomy does not know
// (resume_raw_skills, schema 17).
const FILTERS = `organization_id = @org
       AND (@like IS NULL OR name LIKE @like ESCAPE '\\' OR occupation LIKE @like ESCAPE '\\' OR email LIKE @like ESCAPE '\\'
            OR id IN (SELECT resume_id FROM resume_raw_skills WHERE organization_id = @org AND skill LIKE @like ESCAPE '\\'))
       AND (@role IS NULL OR role_family LIKE @role ESCAPE '\\')
       AND (@location IS NULL OR location_label LIKE @location ESCAPE '\\')
       AND (@seniority IS NULL OR seniority = @seniority)
       AND (@skill IS NULL OR instr('|' || skills || '|', '|' || @skill || '|') > 0
            OR id IN (SELECT resume_id FROM resume_raw_skills WHERE organization_id = @org AND skill = lower(@skill)))`;

function filterParams(organizationId: string, filter: ResumeFilter) {
  return {
    org: organizationId,
    like: likePattern(filter.q, 'anywhere'),
    role: likePattern(filter.role, 'prefix'),
    location: likePattern(filter.location, 'prefix'),
    seniority: filter.seniority ?? null,
    skill: filter.skill ?? null,
  };
}

/** The keyset condition and order of each sort; years uses the expression its index (schema 13) holds. */
const ORDERS: Record<ResumeSort, { after: string; orderBy: string }> = {
  newest: { after: 'id < @id', orderBy: 'id DESC' },
  name: {
    after: '(name COLLATE NOCASE > @name OR (name COLLATE NOCASE = @name AND id > @id))',
    orderBy: 'name COLLATE NOCASE, id',
  },
  years: {
    after: '(ifnull(years_experience, -1) < @years OR (ifnull(years_experience, -1) = @years AND id < @id))',
    orderBy: 'ifnull(years_experience, -1) DESC, id DESC',
  },
};

const hasFilter = (f: ResumeFilter) => !!(f.q || f.role || f.location || f.seniority || f.skill);

/**
 * One page of the filtered list in the given order, after `position` (the previous page's last
 * row). Unfiltered, the order's own index gives the first rows at once. Filtered, the page's ids
 * come from a scan of the covering index resumes_list_filters (sorted there, matches only), and
 * only the page's rows are read: a selective filter otherwise visits thousands of wide rows.
 */
export function listResumes(
  db: DB,
  organizationId: string,
  limit: number,
  position: ResumeListPosition | undefined,
  filter: ResumeFilter = {},
  sort: ResumeSort = 'newest',
): ResumeRow[] {
  const order = ORDERS[sort];
  const sql = hasFilter(filter)
    ? `SELECT resumes.* FROM (
         SELECT id AS page_id FROM resumes INDEXED BY resumes_list_filters
         WHERE ${FILTERS} AND ${order.after} ORDER BY ${order.orderBy} LIMIT @limit
       ) JOIN resumes ON resumes.id = page_id
       ORDER BY ${order.orderBy}`
    : `SELECT * FROM resumes WHERE organization_id = @org AND ${order.after} ORDER BY ${order.orderBy} LIMIT @limit`;
  return stmt(db, sql).all({
    ...filterParams(organizationId, filter),
    // The first page starts before every row: a condition that is always true keeps the index range usable.
    id: position?.id ?? (sort === 'newest' ? '\uffff' : ''),
    name: position?.name ?? '',
    years: position?.years ?? Number.MAX_SAFE_INTEGER,
    limit,
  }) as ResumeRow[];
}

/**
 * How many resumes the filters match: with no filter, from the organization index; with only a
 * skill, from the skill rollups; otherwise from a scan of the covering index resumes_list_filters
 * (named, as the planner's statistics may prefer a narrower index that then visits every row).
 */
export function countMatchingResumes(db: DB, organizationId: string, filter: ResumeFilter): number {
  const { q, role, location, seniority, skill } = filter;
  if (!hasFilter(filter)) return countResumes(db, organizationId);
  if (skill && !q && !role && !location && !seniority) {
    // A taxonomy skill from its rollup, a raw skill (one the taxonomy does not know, so never both)
    // from its spellings' rollup.
    const row = stmt(
      db,
      `SELECT coalesce((SELECT resumes FROM resume_skill_totals WHERE organization_id = @org AND skill = @skill), 0)
        + (SELECT coalesce(sum(resumes), 0) FROM resume_raw_skill_spellings
           WHERE organization_id = @org AND skill = lower(@skill)) AS n`,
    ).get({ org: organizationId, skill }) as { n: number };
    return row.n;
  }
  return (
    stmt(db, `SELECT count(*) AS n FROM resumes INDEXED BY resumes_list_filters WHERE ${FILTERS}`).get(
      filterParams(organizationId, filter),
    ) as { n: number }
  ).n;
}

/** Deletes the resume; its document and everything derived from it go with it (ON DELETE CASCADE). */
export function deleteResume(db: DB, organizationId: string, id: string): boolean {
  return (
    stmt(db, 'DELETE FROM resumes WHERE organization_id = ? AND id = ?').run(organizationId, id).changes > 0
  );
}

/**
 * Replaces a resume's document and every column derived from it; id, organization and creation
 * time stay. False when the resume is not the organization's.
 */
export function replaceResume(db: DB, row: ResumeWithDocument): boolean {
  const columns = COLUMNS.filter((c) => c !== 'id' && c !== 'organization_id' && c !== 'created_at');
  const changed = stmt(
    db,
    `UPDATE resumes SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id AND organization_id = @organization_id`,
  ).run(Object.fromEntries(COLUMNS.map((c) => [c, row[c]]))).changes;
  if (changed === 0) return false;
  stmt(db, 'UPDATE resume_documents SET document = ? WHERE resume_id = ? AND organization_id = ?').run(
    row.document,
    row.id,
    row.organization_id,
  );
  return true;
}

/** Rewrites the derived columns of a resume (when the derivation rules changed). */
export function updateResumeFacts(db: DB, row: ResumeRow): void {
  const derived = COLUMNS.slice(COLUMNS.indexOf('role_family'));
  stmt(db, `UPDATE resumes SET ${derived.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`).run(
    Object.fromEntries([['id', row.id], ...derived.map((c) => [c, row[c]])]),
  );
}

/** Resumes whose facts were derived by older rules, a batch at a time. */
export function staleResumes(db: DB, factsVersion: number, limit: number): ResumeWithDocument[] {
  return stmt(
    db,
    `SELECT r.*, d.document FROM resumes r JOIN resume_documents d ON d.resume_id = r.id
     WHERE r.facts_version < ? LIMIT ?`,
  ).all(factsVersion, limit) as ResumeWithDocument[];
}

/** What the skill rollups hold of a resume: its packed skills and activity month. */
export function rollupKeysOf(
  db: DB,
  organizationId: string,
  id: string,
): { skills: string | null; activity_month: number | null } | undefined {
  return stmt(db, 'SELECT skills, activity_month FROM resumes WHERE organization_id = ? AND id = ?').get(
    organizationId,
    id,
  ) as { skills: string | null; activity_month: number | null } | undefined;
}

/** Whether some resume of the organization lists this raw skill (any case; schema 17). */
export function rawSkillListed(db: DB, organizationId: string, skill: string): boolean {
  return (
    stmt(db, 'SELECT 1 FROM resume_raw_skills WHERE organization_id = ? AND skill = lower(?) LIMIT 1').get(
      organizationId,
      skill,
    ) !== undefined
  );
}

/** How many resumes the organization holds: the counter the resume triggers keep (schema 16), not a count. */
export function countResumes(db: DB, organizationId: string): number {
  return (stmt(db, 'SELECT resume_count FROM organizations WHERE id = ?').pluck().get(organizationId) ??
    0) as number;
}

export function resumeExists(db: DB, organizationId: string, id: string): boolean {
  return !!stmt(db, 'SELECT 1 FROM resumes WHERE organization_id = ? AND id = ?').get(organizationId, id);
}

/** Which of these content hashes the organization's resumes already have: one query for a whole batch. */
export function existingContentHashes(db: DB, organizationId: string, contentHashes: string[]): Set<string> {
  return new Set(
    stmt(
      db,
      `SELECT content_hash FROM resumes
       WHERE organization_id = ? AND content_hash IN (SELECT value FROM json_each(?))`,
    )
      .pluck()
      .all(organizationId, JSON.stringify(contentHashes)) as string[],
  );
}

/**
 * Every content hash the organization's resumes have: what a bulk import checks its documents
 * against once its indexes are dropped (store/bulk-load.ts), read while resumes_by_content still
 * covers the query. 100,000 hashes take a few MB.
 */
export function contentHashesOf(db: DB, organizationId: string): Set<string> {
  const hashes = new Set<string>();
  for (const hash of stmt(
    db,
    'SELECT content_hash FROM resumes WHERE organization_id = ? AND content_hash IS NOT NULL',
  )
    .pluck()
    .iterate(organizationId))
    hashes.add(hash as string);
  return hashes;
}

/** How many resumes the whole index holds, every organization's (from the counters, not a count). */
export function countAllResumes(db: DB): number {
  return stmt(db, 'SELECT coalesce(sum(resume_count), 0) FROM organizations').pluck().get() as number;
}

/** Resumes stored before content hashes existed (schema 10), a batch at a time. */
export function resumesWithoutContentHash(db: DB, limit: number): Array<{ id: string; document: string }> {
  return stmt(
    db,
    `SELECT r.id, d.document FROM resumes r JOIN resume_documents d ON d.resume_id = r.id
     WHERE r.content_hash IS NULL LIMIT ?`,
  ).all(limit) as Array<{ id: string; document: string }>;
}

/** Records a resume's content hash; updated_at stays (the content did not change). */
export function setContentHash(db: DB, id: string, contentHash: string): void {
  stmt(db, 'UPDATE resumes SET content_hash = ? WHERE id = ?').run(contentHash, id);
}
