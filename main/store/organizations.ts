import { type DB, stmt } from './db';
import { cachedRead } from './read-cache';

export interface OrganizationRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  website: string;
  approved: number;
  domain_name: string;
  domain_verified: number;
  domain_requested_at: number;
  logo_url: string;
  webhook_enabled: number;
  webhook_url: string;
  /** JSON array of event kinds. */
  webhook_events: string;
  /** JSON array of {id, name, about, country, region, city}. */
  locations: string;
  created_at: number;
  updated_at: number;
}

export function insertOrganization(db: DB, row: OrganizationRow): void {
  stmt(
    db,
    `INSERT INTO organizations (id, name, email, phone, website, approved, domain_name, domain_verified,
       domain_requested_at, logo_url, webhook_enabled, webhook_url, webhook_events, locations, created_at, updated_at)
     VALUES (@id, @name, @email, @phone, @website, @approved, @domain_name, @domain_verified,
       @domain_requested_at, @logo_url, @webhook_enabled, @webhook_url, @webhook_events, @locations, @created_at, @updated_at)`,
  ).run(row);
}

/** The first organization created: the one the desktop app and the CLI act for. */
export function firstOrganization(db: DB): OrganizationRow | undefined {
  return stmt(db, 'SELECT * FROM organizations ORDER BY id LIMIT 1').get() as OrganizationRow | undefined;
}

type OrganizationUpdate = Omit<
  OrganizationRow,
  'id' | 'created_at' | 'approved' | 'domain_name' | 'domain_verified' | 'domain_requested_at'
>;

export function updateOrganization(db: DB, id: string, row: OrganizationUpdate): void {
  stmt(
    db,
    `UPDATE organizations SET name = @name, email = @email, phone = @phone, website = @website, logo_url = @logo_url,
       webhook_enabled = @webhook_enabled, webhook_url = @webhook_url, webhook_events = @webhook_events,
       locations = @locations, updated_at = @updated_at
     WHERE id = @id`,
  ).run({ ...row, id });
}

/** The organization with its administrator's contact fields, in one statement (GET /v1/organizations/me is hot). */
export interface OrganizationWithAdminRow extends OrganizationRow {
  admin_first_name: string | null;
  admin_last_name: string | null;
  admin_email: string | null;
  admin_phone: string | null;
  admin_profile_picture_url: string | null;
}

/** Read on every API request, so served from memory while the index is unchanged (see read-cache). */
export function getOrganizationWithAdmin(db: DB, id: string): OrganizationWithAdminRow | undefined {
  return cachedRead(db, `organization-with-admin:${id}`, () => readOrganizationWithAdmin(db, id));
}

function readOrganizationWithAdmin(db: DB, id: string): OrganizationWithAdminRow | undefined {
  return stmt(
    db,
    `SELECT o.*, m.first_name AS admin_first_name, m.last_name AS admin_last_name, m.email AS admin_email,
       m.phone AS admin_phone, m.profile_picture_url AS admin_profile_picture_url
     FROM organizations o
     LEFT JOIN members m ON m.id = (
       SELECT id FROM members WHERE organization_id = o.id AND role = 'admin' ORDER BY id LIMIT 1)
     WHERE o.id = ?`,
  ).get(id) as OrganizationWithAdminRow | undefined;
}

/** The webhook's target and subscription, read when events are queued and delivered. */
export function webhookTarget(
  db: DB,
  organizationId: string,
): { webhook_enabled: number; webhook_url: string; webhook_events: string } | undefined {
  return stmt(db, 'SELECT webhook_enabled, webhook_url, webhook_events FROM organizations WHERE id = ?').get(
    organizationId,
  ) as { webhook_enabled: number; webhook_url: string; webhook_events: string } | undefined;
}

/** Turns the webhook off (the receiver answered 410 Gone). */
export function disableWebhook(db: DB, organizationId: string, now: number): void {
  stmt(db, 'UPDATE organizations SET webhook_enabled = 0, updated_at = ? WHERE id = ?').run(
    now,
    organizationId,
  );
}

/** The administrator's allow-list of webhook hosts on inside addresses (see delivery/private-address). */
export function webhookAllowList(db: DB, organizationId: string): string[] {
  const row = stmt(db, 'SELECT webhook_allowed_hosts FROM organizations WHERE id = ?').get(organizationId) as
    | { webhook_allowed_hosts: string }
    | undefined;
  return row ? (JSON.parse(row.webhook_allowed_hosts) as string[]) : [];
}

export function setWebhookAllowList(
  db: DB,
  organizationId: string,
  hosts: readonly string[],
  now: number,
): void {
  stmt(db, 'UPDATE organizations SET webhook_allowed_hosts = ?, updated_at = ? WHERE id = ?').run(
    JSON.stringify(hosts),
    now,
    organizationId,
  );
}
