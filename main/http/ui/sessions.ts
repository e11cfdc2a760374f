import { createHash, randomBytes } from 'node:crypto';

/** A login code is good once, for ten minutes: long enough to click, too short to be found later. */
export const LOGIN_CODE_TTL_MS = 10 * 60 * 1000;
/** A browser session lasts a working day; after that the recruiter asks `talent serve --ui` for a new link. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');
const secret = () => randomBytes(32).toString('base64url');

export interface BrowserSession {
  /** '' until the index has an organization (first run); bound on first use after setup. */
  organizationId: string;
  expiresAt: number;
}

/**
 * One-time login codes and the browser sessions they open, in memory only (a restart logs everyone
 * out). Only SHA-256 hashes are kept, like API tokens, so a heap dump does not hand out sessions.
 */
export class BrowserSessions {
  private readonly codes = new Map<string, number>();
  private readonly sessions = new Map<string, BrowserSession>();

  constructor(
    private readonly organizationOf: () => string,
    private readonly now: () => number = Date.now,
  ) {}

  /** A fresh single-use code (32 random bytes). */
  issueLoginCode(): string {
    const code = secret();
    this.codes.set(hash(code), this.now() + LOGIN_CODE_TTL_MS);
    return code;
  }

  /** Whether a login code is still good, without using it up (the login link's first step). */
  isOpenCode(code: string | undefined): boolean {
    if (!code) return false;
    const expiresAt = this.codes.get(hash(code));
    return expiresAt !== undefined && expiresAt > this.now();
  }

  /** Exchanges a login code for a session secret; undefined when unknown, used or expired. */
  exchange(code: string | undefined): { secret: string; maxAgeSeconds: number } | undefined {
    if (!code) return undefined;
    const key = hash(code);
    const expiresAt = this.codes.get(key);
    this.codes.delete(key);
    if (expiresAt === undefined || expiresAt <= this.now()) return undefined;
    const value = secret();
    this.sessions.set(hash(value), {
      organizationId: this.organizationOf(),
      expiresAt: this.now() + SESSION_TTL_MS,
    });
    return { secret: value, maxAgeSeconds: SESSION_TTL_MS / 1000 };
  }

  /** The session a secret (the page's X-Talent-Session header) opens, or undefined. */
  resolve(value: string | undefined): BrowserSession | undefined {
    if (!value) return undefined;
    const key = hash(value);
    const session = this.sessions.get(key);
    if (!session) return undefined;
    if (session.expiresAt <= this.now()) {
      this.sessions.delete(key);
      return undefined;
    }
    // A session opened on an empty index belongs to the organization set up through it.
    if (!session.organizationId) session.organizationId = this.organizationOf();
    return session;
  }
}
