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
}

const COLUMNS =
  'id, organization_id, resume_id, type, entry_id, verified, status, method, verified_fields, notes, created_at, updated_at, completed_at';

export function insertVerification(db: DB, row: VerificationRow): void {
  stmt(
    db,
    `INSERT INTO verifications (${COLUMNS}) VALUES (@id, @organization_id, @resume_id, @type, @entry_id, @verified,
       @status, @method, @verified_fields, @notes, @created_at, @updated_at, @completed_at)`,
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
       updated_at = @updated_at, completed_at = @completed_at
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
