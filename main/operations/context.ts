import type { Scope } from '../contract';
import type { ParsedResume } from '../domain/parsing';
import type { DB } from '../store/db';
import type { ReportComputer } from './reports/report-runner';

/**
 * Who is calling: an API token (with the scopes it was issued), or the organization's administrator
 * acting locally, who holds every scope.
 */
export type Actor =
  | { kind: 'token'; tokenId: string; scopes: readonly Scope[] }
  | { kind: 'admin'; via: 'desktop' | 'cli' | 'browser' };

/** What every handler gets: the index, the caller's organization (every query is scoped by it), the caller. */
export interface OperationContext {
  db: DB;
  /** '' only on an index with no organization yet, where only setup operations run. */
  organizationId: string;
  actor: Actor;
  /** The clock, injectable so expiry and time windows are testable. */
  now: () => number;
  /** Parts of the running application that some operations control (the desktop app provides them). */
  services?: AppServices;
}

/** The embedded /v1 server as the desktop app runs it. */
export interface ApiServerControl {
  status(): { state: 'running' | 'stopped' | 'failed'; url?: string; error?: string };
  /** Starts, stops or moves the server to match the settings; resolves with the new status. */
  apply(settings: { enabled: boolean; port: number }): Promise<void>;
}

/**
 * Parses a resume file off the main thread, with time and memory limits (the app, serve and CLI
 * provide it). `client` names the caller (token, desktop, CLI) so callers take turns fairly.
 */
export type ResumeFileParser = (
  fileName: string,
  bytes: Uint8Array,
  client?: string,
) => Promise<ParsedResume>;

export interface AppServices {
  apiServer?: ApiServerControl;
  parseResumeFile?: ResumeFileParser;
  /** Computes reports off the serving thread (the app and serve provide it; see reportWorker). */
  computeReport?: ReportComputer;
}

export const iso = (ms: number): string => new Date(ms).toISOString();
export const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));
