import { type DB, stmt } from './db';

export interface VerificationRow {
  id: string;
  organization_id: string;
  resume_id: string;
  type: 'work' | 'education' | 'social';
  entry_id: string;
  verified: number;
  status: 'pending' | 'complete' | 'failed';
  method: string;
  /** JSON array of field names, or null. */
  verified_fields: string | null;
  notes: string | null;
  created_at: number;
  updated_at: number;
  completed_at: number | null;
  /** The entry's naming words when recorded (position, employer, school, network, ...), for the queue's search. */
  entry_search: string | null;
}

const COLUMNS =
  'id, organization_id, resume_id, type, entry_id, verified, status, method, verified_fields, notes, created_at, updated_at, completed_at, entry_search';

export function insertVerification(db: DB, row: VerificationRow): void {
  stmt(
    db,
    `INSERT INTO verifications (${COLUMNS}) VALUES (@id, @organization_id, @resume_id, @type, @entry_id, @verified,
       @status, @method, @verified_fields, @notes, @created_at, @updated_at, @completed_at, @entry_search)`,
  ).run(row);
}

export function getVerification(db: DB, organizationId: string, id: string): VerificationRow | undefined {
  return stmt(db, 'SELECT * FROM verifications WHERE organization_id = ? AND id = ?').get(
    organizationId,
    id,
  ) as VerificationRow | undefined;
}

export function updateVerification(db: DB, row: VerificationRow): void {
  stmt(
    db,
    `UPDATE verifications SET verified = @verified, status = @status, verified_fields = @verified_fields, notes = @notes,
       updated_at = @updated_at, completed_at = @completed_at, entry_search = @entry_search
     WHERE organization_id = @organization_id AND id = @id`,
  ).run(row);
}

export interface VerificationFilter {
  resumeId: string;
  type?: string;
  status?: string;
  /** Inclusive bounds on created_at, epoch ms. */
  from?: number;
  to?: number;
}

/** Newest first, keyset on id; a NULL filter matches everything. */
export function searchVerifications(
  db: DB,
  organizationId: string,
  filter: VerificationFilter,
  limit: number,
  beforeId?: string,
): VerificationRow[] {
  return stmt(
    db,
    `SELECT * FROM verifications
     WHERE organization_id = @org AND resume_id = @resume AND id < @before
       AND (@type IS NULL OR type = @type) AND (@status IS NULL OR status = @status)
       AND (@from IS NULL OR created_at >= @from) AND (@to IS NULL OR created_at <= @to)
     ORDER BY id DESC LIMIT @limit`,
  ).all({
    org: organizationId,
    resume: filter.resumeId,
    before: beforeId ?? '\uffff',
    type: filter.type ?? null,
    status: filter.status ?? null,
    from: filter.from ?? null,
    to: filter.to ?? null,
    limit,
  }) as VerificationRow[];
}

/** The automatic record of one entry, if the checks ran before (there is at most one: migration 14). */
export function getAutomaticVerification(
  db: DB,
  organizationId: string,
  resumeId: string,
  type: string,
  entryId: string,
): VerificationRow | undefined {
  return stmt(
    db,
    `SELECT * FROM verifications
     WHERE organization_id = ? AND resume_id = ? AND type = ? AND entry_id = ? AND method = 'automatic'`,
  ).get(organizationId, resumeId, type, entryId) as VerificationRow | undefined;
}

/** Every automatic record of one resume. */
export function automaticVerificationsOf(
  db: DB,
  organizationId: string,
  resumeId: string,
): VerificationRow[] {
  return stmt(
    db,
    "SELECT * FROM verifications WHERE organization_id = ? AND resume_id = ? AND method = 'automatic'",
  ).all(organizationId, resumeId) as VerificationRow[];
}

export function deleteVerification(db: DB, organizationId: string, id: string): void {
  stmt(db, 'DELETE FROM verifications WHERE organization_id = ? AND id = ?').run(organizationId, id);
}

/**
 * Where the queue's order puts a status: pending first, then failed, then complete. The SQL is the
 * expression of the verifications_queue index (migration 14), so the queue walks that index.
 */
const RANK_SQL = "CASE v.status WHEN 'pending' THEN 0 WHEN 'failed' THEN 1 ELSE 2 END";
export const QUEUE_RANK: Record<VerificationRow['status'], number> = { pending: 0, failed: 1, complete: 2 };

export interface VerificationQueueFilter {
  resumeId?: string;
  status?: VerificationRow['status'];
  type?: VerificationRow['type'];
  /** Outcome as the recruiter reads it; verified and not_verified are complete records. */
  outcome?: 'pending' | 'failed' | 'verified' | 'not_verified';
  /** Text in the candidate's name or the entry's naming words, any case. */
  q?: string;
}

export interface VerificationQueueRow extends VerificationRow {
  candidate_name: string;
  document: string;
}

/** Escapes LIKE's wildcards so a search for "50%" or "a_b" means those characters. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The organization's verifications in queue order: pending, failed, complete; newest first within.
 * Keyset on (rank, id): the page after `after` starts past that rank and id. Every filter reads the
 * verification row alone (the name search through a list of the matching resumes, made once), so
 * the joins that name the candidate and load the document run for the page's rows only. A text
 * search still reads every record it cannot match (about 0.5 s for 105,000 records on a loaded
 * 2-core machine, test/bench/verification-queue.bench.ts).
 */
export function verificationQueue(
  db: DB,
  organizationId: string,
  filter: VerificationQueueFilter,
  limit: number,
  after?: { rank: number; id: string },
): VerificationQueueRow[] {
  const outcomeStatus =
    filter.outcome === 'verified' || filter.outcome === 'not_verified'
      ? 'complete'
      : (filter.outcome ?? null);
  const outcomeVerified = filter.outcome === 'verified' ? 1 : filter.outcome === 'not_verified' ? 0 : null;
  return stmt(
    db,
    `SELECT v.*, r.name AS candidate_name, d.document AS document
     FROM verifications v
     JOIN resumes r ON r.id = v.resume_id AND r.organization_id = v.organization_id
     JOIN resume_documents d ON d.resume_id = v.resume_id
     WHERE v.organization_id = @org
       AND (@rank IS NULL OR (${RANK_SQL}) > @rank
            OR ((${RANK_SQL}) = @rank AND v.id < @before))
       AND (@resume IS NULL OR v.resume_id = @resume)
       AND (@status IS NULL OR v.status = @status)
       AND (@outcomeStatus IS NULL OR v.status = @outcomeStatus)
       AND (@outcomeVerified IS NULL OR v.verified = @outcomeVerified)
       AND (@type IS NULL OR v.type = @type)
       AND (@q IS NULL OR v.entry_search LIKE @q ESCAPE '\\' OR v.resume_id IN (
             SELECT id FROM resumes WHERE organization_id = @org AND name LIKE @q ESCAPE '\\'))
     ORDER BY ${RANK_SQL}, v.id DESC
     LIMIT @limit`,
  ).all({
    org: organizationId,
    resume: filter.resumeId ?? null,
    rank: after?.rank ?? null,
    before: after?.id ?? null,
    status: filter.status ?? null,
    outcomeStatus,
    outcomeVerified,
    type: filter.type ?? null,
    q: filter.q === undefined ? null : likePattern(filter.q),
    limit,
  }) as VerificationQueueRow[];
}
