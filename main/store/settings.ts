import { type DB, stmt } from './db';

export function getSetting(db: DB, organizationId: string, key: string): string | undefined {
  return stmt(db, 'SELECT value FROM settings WHERE organization_id = ? AND key = ?')
    .pluck()
    .get(organizationId, key) as string | undefined;
}

export function putSetting(db: DB, organizationId: string, key: string, value: string): void {
  stmt(
    db,
    `INSERT INTO settings (organization_id, key, value) VALUES (?, ?, ?)
     ON CONFLICT (organization_id, key) DO UPDATE SET value = excluded.value`,
  ).run(organizationId, key, value);
}
