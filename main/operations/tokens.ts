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
 * Tokens found valid in the last second, by hash, per database. Authentication is on every request
 * and its lookup was a fifth of the cost of a small one, so a valid token is looked up at most once
 * a second. Revocation through this process clears the entry at once; a revocation by another
 * process sharing the index (the CLI while `talent serve` runs) takes effect within that second.
 * Expiry is checked on every request.
 */
const AUTH_CACHE_MS = 1000;
/** A token row found valid, with its scopes parsed once (not on every request). */
type CachedToken = { row: ApiTokenRow; scopes: Scope[]; until: number };
const authCache = new WeakMap<DB, Map<string, CachedToken>>();

function cachedTokens(db: DB): Map<string, CachedToken> {
  let cache = authCache.get(db);
  if (!cache) {
    cache = new Map();
    authCache.set(db, cache);
  }
  return cache;
}

/**
 * The token row for a hash: from the cache while fresh, else from the index (refreshing last use).
 * A revoked or unknown token is never cached.
 */
function lookUpToken(db: DB, hash: string, now: number): { row: ApiTokenRow; scopes?: Scope[] } | undefined {
  const cache = cachedTokens(db);
  const cached = cache.get(hash);
  if (cached && cached.until > now) return cached;
  const row = findTokenByHash(db, hash);
  if (!row || row.revoked_at !== null) {
    cache.delete(hash);
    return row && { row };
  }
  if (row.last_used_at === null || now - row.last_used_at > TOUCH_INTERVAL_MS) {
    // Bookkeeping, not the request's purpose: when another process holds the write lock, the
    // read goes on at once (no busy wait at all) and the touch waits for the next use.
    const busyTimeout = db.pragma('busy_timeout', { simple: true }) as number;
    db.pragma('busy_timeout = 0');
    try {
      touchToken(db, row.id, now);
      row.last_used_at = now;
    } catch (error) {
      if (!isIndexBusy(error)) throw error;
    } finally {
      db.pragma(`busy_timeout = ${busyTimeout}`);
    }
  }
  if (cache.size > 10_000) cache.clear();
  const fresh = { row, scopes: scopesOf(row), until: now + AUTH_CACHE_MS };
  cache.set(hash, fresh);
  return fresh;
}

/**
 * Resolves the secret of an Authorization: Bearer header to its organization. Unknown, expired and
 * revoked tokens are told apart only in the reason (for the problem detail), never in the status.
 */
export function authenticateToken(db: DB, secret: string, now: number): Authentication {
  if (!looksLikeTokenSecret(secret)) return { ok: false, reason: 'The bearer token is malformed.' };
  const found = lookUpToken(db, hashTokenSecret(secret), now);
  if (!found) return { ok: false, reason: 'The bearer token is not known.' };
  const { row, scopes } = found;
  if (row.revoked_at !== null || !scopes) return { ok: false, reason: 'The bearer token was revoked.' };
  if (row.expires_at <= now) return { ok: false, reason: 'The bearer token has expired.' };
  return { ok: true, organizationId: row.organization_id, tokenId: row.id, scopes };
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
    cachedTokens(ctx.db).delete(row.token_hash);
  },
};
