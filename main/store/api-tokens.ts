import { type DB, stmt } from './db';
import { cachedRead } from './read-cache';

export interface ApiTokenRow {
  id: string;
  organization_id: string;
  name: string;
  /** Hex SHA-256 of the secret: the secret itself is never stored. */
  token_hash: string;
  created_at: number;
  expires_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
  /** JSON array of scope names. */
  scopes: string;
}

export function insertToken(db: DB, row: ApiTokenRow): void {
  stmt(
    db,
    `INSERT INTO api_tokens (id, organization_id, name, token_hash, created_at, expires_at, last_used_at, revoked_at, scopes)
     VALUES (@id, @organization_id, @name, @token_hash, @created_at, @expires_at, @last_used_at, @revoked_at, @scopes)`,
  ).run(row);
}

/**
 * The one lookup that is not scoped by organization: it is how a request finds its organization.
 * Made on every API request, so served from memory while the index is unchanged (see read-cache):
 * a revocation or expiry change, by this process or another, is seen by the next request.
 */
export function findTokenByHash(db: DB, tokenHash: string): ApiTokenRow | undefined {
  return cachedRead(
    db,
    `token-by-hash:${tokenHash}`,
    () => stmt(db, 'SELECT * FROM api_tokens WHERE token_hash = ?').get(tokenHash) as ApiTokenRow | undefined,
  );
}

export function touchToken(db: DB, id: string, at: number): void {
  stmt(db, 'UPDATE api_tokens SET last_used_at = ? WHERE id = ?').run(at, id);
}

export function getToken(db: DB, organizationId: string, id: string): ApiTokenRow | undefined {
  return stmt(db, 'SELECT * FROM api_tokens WHERE organization_id = ? AND id = ?').get(organizationId, id) as
    | ApiTokenRow
    | undefined;
}

export function revokeToken(db: DB, organizationId: string, id: string, at: number): void {
  stmt(
    db,
    'UPDATE api_tokens SET revoked_at = ? WHERE organization_id = ? AND id = ? AND revoked_at IS NULL',
  ).run(at, organizationId, id);
}

export function listTokens(db: DB, organizationId: string, limit: number, beforeId?: string): ApiTokenRow[] {
  return stmt(
    db,
    'SELECT * FROM api_tokens WHERE organization_id = ? AND id < ? ORDER BY id DESC LIMIT ?',
  ).all(organizationId, beforeId ?? '\uffff', limit) as ApiTokenRow[];
}
