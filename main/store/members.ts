import { type DB, stmt } from './db';

export interface MemberRow {
  id: string;
  organization_id: string;
  role: 'admin' | 'recruiter';
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  profile_picture_url: string;
  created_at: number;
}

export function insertMember(db: DB, row: MemberRow): void {
  stmt(
    db,
    `INSERT INTO members (id, organization_id, role, first_name, last_name, email, phone, profile_picture_url, created_at)
     VALUES (@id, @organization_id, @role, @first_name, @last_name, @email, @phone, @profile_picture_url, @created_at)`,
  ).run(row);
}

export function getMember(db: DB, organizationId: string, id: string): MemberRow | undefined {
  return stmt(db, 'SELECT * FROM members WHERE organization_id = ? AND id = ?').get(organizationId, id) as
    | MemberRow
    | undefined;
}

/** Gives a member another name and e-mail (the placeholder administrator `talent demo` made). */
export function renameMember(
  db: DB,
  organizationId: string,
  id: string,
  change: { first_name: string; last_name: string; email: string },
): void {
  stmt(
    db,
    'UPDATE members SET first_name = @first_name, last_name = @last_name, email = @email WHERE organization_id = @organization_id AND id = @id',
  ).run({ ...change, organization_id: organizationId, id });
}

/** The organization's administrator: the first admin member (createOrganization makes one). */
export function adminMember(db: DB, organizationId: string): MemberRow | undefined {
  return stmt(
    db,
    "SELECT * FROM members WHERE organization_id = ? AND role = 'admin' ORDER BY id LIMIT 1",
  ).get(organizationId) as MemberRow | undefined;
}

/** Newest first; beforeId is the keyset cursor. Fetches limit rows. */
export function listMembers(db: DB, organizationId: string, limit: number, beforeId?: string): MemberRow[] {
  return stmt(db, 'SELECT * FROM members WHERE organization_id = ? AND id < ? ORDER BY id DESC LIMIT ?').all(
    organizationId,
    beforeId ?? '\uffff',
    limit,
  ) as MemberRow[];
}
