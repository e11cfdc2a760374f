import { randomBytes } from 'node:crypto';

/**
 * Prefixed, time-sortable identifiers in the ULID layout: 48 bits of milliseconds then 80 random
 * bits, in Crockford base32 (26 characters). Ids made in the same millisecond by this process
 * increase monotonically, so ORDER BY id is creation order and gives stable keyset cursors.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

let lastTime = -1;
const lastRandom = new Uint8Array(10);

function encodeTime(ms: number): string {
  let out = '';
  let t = ms;
  for (let i = 0; i < 10; i++) {
    out = ALPHABET[t % 32] + out;
    t = Math.floor(t / 32);
  }
  return out;
}

function encodeRandom(bytes: Uint8Array): string {
  // 80 bits → 16 base32 characters, 5 bits at a time.
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return out;
}

function incrementRandom(): void {
  for (let i = lastRandom.length - 1; i >= 0; i--) {
    if (lastRandom[i] < 255) {
      lastRandom[i]++;
      return;
    }
    lastRandom[i] = 0;
  }
}

export function newId(prefix: string, now: number = Date.now()): string {
  if (now <= lastTime) {
    incrementRandom();
  } else {
    lastTime = now;
    lastRandom.set(randomBytes(10));
  }
  return `${prefix}_${encodeTime(lastTime)}${encodeRandom(lastRandom)}`;
}

/** The millisecond timestamp an id was made at. */
export function idTime(id: string): number {
  const body = id.slice(id.indexOf('_') + 1, id.indexOf('_') + 11);
  let t = 0;
  for (const ch of body) t = t * 32 + ALPHABET.indexOf(ch);
  return t;
}
