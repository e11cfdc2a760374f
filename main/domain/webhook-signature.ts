import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Standard Webhooks (standardwebhooks.com) signing: the secret is whsec_ + base64 key bytes; the
 * signature of a message is v1, + base64 HMAC-SHA256 over `${id}.${timestamp}.${body}`.
 */
export const SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64');
}

export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** True when one of the space-separated signatures of a webhook-signature header matches. */
export function verifyWebhook(
  secret: string,
  id: string,
  timestamp: number,
  body: string,
  header: string,
): boolean {
  const expected = Buffer.from(signWebhook(secret, id, timestamp, body));
  return header.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/**
 * When to try again after a failed attempt: the Standard Webhooks schedule (5 s, 5 min, 30 min,
 * 2 h, 5 h, 10 h, 10 h), each delay jittered by up to ±20 %, and never sooner than a Retry-After
 * the receiver sent. null when the attempts are used up.
 */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

export function retryDelay(
  attemptsMade: number,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
): number | null {
  const base = RETRY_DELAYS_MS[attemptsMade - 1];
  if (base === undefined) return null;
  const jittered = Math.round(base * (0.8 + 0.4 * random()));
  return Math.max(jittered, retryAfterMs ?? 0);
}
