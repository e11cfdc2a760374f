import { notFound, ProblemError, SCOPES, type Scope, TOKEN_TTL_MAX_DAYS, type TokenInfo } from '../contract';
import { parseDuration } from '../domain/duration';
import { newId } from '../domain/ids';
import { hashTokenSecret, looksLikeTokenSecret, newTokenSecret } from '../domain/token-secret';
import {
  type ApiTokenRow,
  findTokenByHash,
  getToken,
  insertToken,
  listTokens,
  revokeToken,
  touchToken,
} from '../store/api-tokens';
import { type DB, isIndexBusy } from '../store/db';
import { iso, isoOrNull } from './context';
import type { Handlers } from './handler';
import { readPage } from './pagination';

const MAX_TTL_MS = TOKEN_TTL_MAX_DAYS * 86_400_000;
/** last_used_at is refreshed at most this often, so authentication stays a read on the hot path. */
const TOUCH_INTERVAL_MS = 60_000;

function tokenStatus(row: ApiTokenRow, now: number): TokenInfo['status'] {
  if (row.revoked_at !== null) return 'revoked';
  return row.expires_at <= now ? 'expired' : 'active';
}

/** The stored scopes, in their canonical order (unknown names, which no code writes, are dropped). */
function scopesOf(row: ApiTokenRow): Scope[] {
  const stored = JSON.parse(row.scopes) as string[];
  return SCOPES.filter((scope) => stored.includes(scope));
}

function toTokenInfo(row: ApiTokenRow, now: number): TokenInfo {
  return {
    id: row.id,
    name: row.name,
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    lastUsedAt: isoOrNull(row.last_used_at),
    revokedAt: isoOrNull(row.revoked_at),
    status: tokenStatus(row, now),
    scopes: scopesOf(row),
  };
}

export type Authentication =
  | { ok: true; organizationId: string; tokenId: string; scopes: Scope[] }
  | { ok: false; reason: string };

/**
 * The parsed scopes of a token row. findTokenByHash hands out the same row object while the index is
 * unchanged, so a request with a known token parses nothing.
 */
const scopesByRow = new WeakMap<ApiTokenRow, Scope[]>();

function cachedScopes(row: ApiTokenRow): Scope[] {
  let scopes = scopesByRow.get(row);
  if (!scopes) {
    scopes = scopesOf(row);
    scopesByRow.set(row, scopes);
  }
  return scopes;
}

/**
 * The SHA-256 of recently presented secrets: a client sends the same token on every request, and
 * hashing it was a few µs of each. Only the hash is looked up, so the verdict (unknown, revoked,
 * expired) is still decided on every request; a flood of distinct secrets only clears the map.
 */
const hashesOfSecrets = new Map<string, string>();

function hashOf(secret: string): string {
  let hash = hashesOfSecrets.get(secret);
  if (hash === undefined) {
    hash = hashTokenSecret(secret);
    if (hashesOfSecrets.size >= 1000) hashesOfSecrets.clear();
    hashesOfSecrets.set(secret, hash);
  }
  return hash;
}

/** Refreshes a token's last use at most every TOUCH_INTERVAL_MS, never waiting for a lock. */
function touchIfDue(db: DB, row: ApiTokenRow, now: number): void {
  if (row.last_used_at !== null && now - row.last_used_at <= TOUCH_INTERVAL_MS) return;
  // Bookkeeping, not the request's purpose: when another process holds the write lock, the
  // read goes on at once (no busy wait at all) and the touch waits for the next use.
  const busyTimeout = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma('busy_timeout = 0');
  try {
    touchToken(db, row.id, now);
  } catch (error) {
    if (!isIndexBusy(error)) throw error;
  } finally {
    db.pragma(`busy_timeout = ${busyTimeout}`);
  }
}

/**
 * Resolves the secret of an Authorization: Bearer header to its organization. Unknown, expired and
 * revoked tokens are told apart only in the reason (for the problem detail), never in the status.
 * Revocation and expiry are checked against the index on every request (the row comes from the
 * read cache, which drops it as soon as the index changes).
 */
export function authenticateToken(db: DB, secret: string, now: number): Authentication {
  if (!looksLikeTokenSecret(secret)) return { ok: false, reason: 'The bearer token is malformed.' };
  const row = findTokenByHash(db, hashOf(secret));
  if (!row) return { ok: false, reason: 'The bearer token is not known.' };
  if (row.revoked_at !== null) return { ok: false, reason: 'The bearer token was revoked.' };
  if (row.expires_at <= now) return { ok: false, reason: 'The bearer token has expired.' };
  touchIfDue(db, row, now);
  return { ok: true, organizationId: row.organization_id, tokenId: row.id, scopes: cachedScopes(row) };
}

export const tokenHandlers: Handlers<'createToken' | 'listTokens' | 'revokeToken'> = {
  createToken(ctx, { body }) {
    const ttl = parseDuration(body.ttl);
    if (ttl === null || ttl > MAX_TTL_MS) {
      throw new ProblemError(400, `ttl must be a duration of at most ${TOKEN_TTL_MAX_DAYS}d.`, {
        errors: [{ in: 'body', pointer: '/ttl', detail: `at most ${TOKEN_TTL_MAX_DAYS}d` }],
      });
    }
    const now = ctx.now();
    const secret = newTokenSecret();
    const row: ApiTokenRow = {
      id: newId('tok', now),
      organization_id: ctx.organizationId,
      name: body.name,
      token_hash: hashTokenSecret(secret),
      created_at: now,
      expires_at: now + ttl,
      last_used_at: null,
      revoked_at: null,
      scopes: JSON.stringify(SCOPES.filter((scope) => body.scopes.includes(scope))),
    };
    insertToken(ctx.db, row);
    return { ...toTokenInfo(row, now), token: secret };
  },

  listTokens(ctx, { query }) {
    const now = ctx.now();
    return readPage(
      'tokens',
      ctx.organizationId,
      query,
      (limit, before) => listTokens(ctx.db, ctx.organizationId, limit, before),
      (row) => toTokenInfo(row, now),
    );
  },

  revokeToken(ctx, { params }) {
    const row = getToken(ctx.db, ctx.organizationId, params.id);
    if (!row) throw notFound('The token');
    revokeToken(ctx.db, ctx.organizationId, params.id, ctx.now());
  },
};
