import { createHash, randomBytes } from 'node:crypto';

/** API token secrets: 32 random bytes, base64url, with a prefix that secret scanners recognize. */
export const TOKEN_PREFIX = 'tix_';

export function newTokenSecret(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** Only this hash is stored. SHA-256 suffices: the secret has 256 bits of entropy, so no stretching is needed. */
export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A well-formed secret: the prefix and 43 base64url characters. */
export function looksLikeTokenSecret(text: string): boolean {
  return /^tix_[A-Za-z0-9_-]{43}$/.test(text);
}
