import type { DB } from '../store/db';

/** Who is calling: an API token, or the organization's administrator acting locally. */
export type Actor =
  | { kind: 'token'; tokenId: string }
  | { kind: 'admin'; via: 'desktop' | 'cli' | 'browser' };

/** What every handler gets: the index, the caller's organization (every query is scoped by it), the caller. */
export interface OperationContext {
  db: DB;
  organizationId: string;
  actor: Actor;
  /** The clock, injectable so expiry and time windows are testable. */
  now: () => number;
}

export const iso = (ms: number): string => new Date(ms).toISOString();
export const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));
