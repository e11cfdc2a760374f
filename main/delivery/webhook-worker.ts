import { lookup } from 'node:dns/promises';
import { retryDelay, signWebhook } from '../domain/webhook-signature';
import { webhookSecret } from '../operations/webhooks';
import type { DB } from '../store/db';
import { disableWebhook, webhookAllowList, webhookTarget } from '../store/organizations';
import { bareHost, isAllowed, isInsideAddress, isLocalName } from './private-address';
import { REFUSED_ADDRESS, vettedLookup, vettedPost } from './vetted-post';

/** The delivery log's word for a blocked destination; the contract's description documents it. */
export const BLOCKED_PRIVATE = 'blocked: private address';

import { claimDueEvents, nextDueAt, recordAttempt, type WebhookEventRow } from '../store/webhook-events';

export interface WebhookWorkerOptions {
  /** Per-attempt timeout; the documented default is 15 s. */
  timeoutMs?: number;
  /** How long a claimed event stays ours before another process may try it. */
  leaseMs?: number;
  /** Longest sleep between looks at the outbox (events from other processes appear without a signal). */
  pollMs?: number;
  now?: () => number;
  random?: () => number;
  log?: (line: string) => void;
  /** The addresses a host name resolves to; the system resolver (node's dns.lookup) by default. */
  resolve?: (host: string) => Promise<string[]>;
}

const systemResolve = async (host: string): Promise<string[]> =>
  (await lookup(host, { all: true })).map((a) => a.address);

/**
 * Delivers the outbox to each organization's webhook URL, following Standard Webhooks: headers
 * webhook-id (the event id, the same on every retry), webhook-timestamp (seconds) and
 * webhook-signature. Only a 2xx answer is success; redirects are not followed (a 3xx is a
 * failure); 410 Gone turns the webhook off; other failures are retried on the schedule of
 * retryDelay, honouring Retry-After. Whichever process runs a worker (the app or `talent serve`)
 * delivers the events every process wrote; they wait in the outbox while none runs.
 */
export class WebhookWorker {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = false;
  private current: Promise<void> | undefined;
  private readonly timeoutMs: number;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly resolve: (host: string) => Promise<string[]>;

  constructor(
    private readonly db: DB,
    private readonly options: WebhookWorkerOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.leaseMs = options.leaseMs ?? this.timeoutMs * 2 + 5_000;
    this.pollMs = options.pollMs ?? 1_000;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.resolve = options.resolve ?? systemResolve;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops looking for work and waits for the batch in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.current;
  }

  /** Wakes the worker now (after this process queued an event). */
  poke(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.current = this.tick();
    }, delay);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    this.running = true;
    try {
      while (!this.stopped && (await this.deliverDue()) > 0) {
        // keep going while there is work
      }
    } catch (error) {
      this.options.log?.(`webhook delivery: ${(error as Error).message}`);
    } finally {
      this.running = false;
      if (!this.stopped) {
        const due = nextDueAt(this.db);
        const wait = due === undefined ? this.pollMs : Math.max(0, Math.min(this.pollMs, due - this.now()));
        this.schedule(wait);
      }
    }
  }

  /** Delivers one batch of due events, in parallel; returns how many were attempted. */
  async deliverDue(limit = 50): Promise<number> {
    const events = claimDueEvents(this.db, this.now(), this.leaseMs, limit);
    await Promise.all(events.map((event) => this.attempt(event)));
    return events.length;
  }

  private async attempt(event: WebhookEventRow): Promise<void> {
    const attempts = event.attempts + 1;
    const target = webhookTarget(this.db, event.organization_id);
    const isTest = event.type === 'webhook.test';
    if (!target?.webhook_url || (!isTest && target.webhook_enabled !== 1)) {
      recordAttempt(this.db, event.id, {
        status: 'failed',
        attempts: event.attempts,
        next_attempt_at: null,
        last_status_code: null,
        last_error: 'The webhook is disabled or has no URL.',
        delivered_at: null,
      });
      return;
    }
    const refusal = this.destinationRefusal(event.organization_id, target.webhook_url);
    if (refusal) {
      this.refuse(event, attempts, refusal);
      return;
    }
    const secret = webhookSecret(this.db, event.organization_id, this.now()).secret;
    const timestamp = Math.floor(this.now() / 1000);
    let status: number | null = null;
    let error: string | null = null;
    let retryAfterMs: number | undefined;
    try {
      const url = new URL(target.webhook_url);
      const host = bareHost(url.hostname);
      const allowList = webhookAllowList(this.db, event.organization_id);
      const response = await vettedPost(url, {
        timeoutMs: this.timeoutMs,
        // The addresses judged here are the ones connected to: no second resolution to rebind.
        lookup: vettedLookup(this.resolve, (addresses) => {
          const inside = addresses.filter(isInsideAddress);
          return inside.every((address) => isAllowed(allowList, host, address)) ? undefined : BLOCKED_PRIVATE;
        }),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'TalentIndex-Webhooks/1',
          'webhook-id': event.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(secret, event.id, timestamp, event.payload),
        },
        body: event.payload,
      });
      status = response.status;
      const retryAfter = response.headers['retry-after'];
      retryAfterMs = parseRetryAfter(typeof retryAfter === 'string' ? retryAfter : null, this.now());
      if (status < 200 || status >= 300) error = `status ${status}`;
    } catch (failure) {
      if ((failure as NodeJS.ErrnoException).code === REFUSED_ADDRESS) {
        this.refuse(event, attempts, BLOCKED_PRIVATE);
        return;
      }
      error = failureCategory(failure);
    }

    if (error === null) {
      recordAttempt(this.db, event.id, {
        status: 'delivered',
        attempts,
        next_attempt_at: null,
        last_status_code: status,
        last_error: null,
        delivered_at: this.now(),
      });
      return;
    }
    if (status === 410) {
      disableWebhook(this.db, event.organization_id, this.now());
      recordAttempt(this.db, event.id, {
        status: 'failed',
        attempts,
        next_attempt_at: null,
        last_status_code: status,
        last_error: 'status 410: the webhook was turned off',
        delivered_at: null,
      });
      return;
    }
    const delay = retryDelay(attempts, retryAfterMs, this.random);
    recordAttempt(this.db, event.id, {
      status: delay === null ? 'failed' : 'pending',
      attempts,
      next_attempt_at: delay === null ? null : this.now() + delay,
      last_status_code: status,
      last_error: error,
      delivered_at: null,
    });
  }

  /** Not retried: the allow-list changes by an administrator's hand, not by waiting. */
  private refuse(event: WebhookEventRow, attempts: number, why: string): void {
    recordAttempt(this.db, event.id, {
      status: 'failed',
      attempts,
      next_attempt_at: null,
      last_status_code: null,
      last_error: why,
      delivered_at: null,
    });
  }

  /**
   * Why the URL may not be called, as far as the URL itself tells: a loopback, link-local or
   * private destination needs the administrator's allow-list. IP literals and localhost names are
   * judged as written here; other names by what they resolve to, at connect time, by the lookup
   * the request connects with (vettedLookup). A name that does not resolve is logged as `dns`.
   */
  private destinationRefusal(organizationId: string, url: string): string | undefined {
    let host: string;
    try {
      host = bareHost(new URL(url).hostname);
    } catch {
      return 'invalid URL';
    }
    if (!isLocalName(host) && !isInsideAddress(host)) return undefined;
    return isAllowed(webhookAllowList(this.db, organizationId), host) ? undefined : BLOCKED_PRIVATE;
  }
}

/**
 * A failed request as the delivery log shows it: a category, never the raw network message, so
 * the log tells a client nothing about the network beyond whether the receiver answered.
 */
export function failureCategory(failure: unknown): string {
  const error = failure as Error & { cause?: { code?: string; name?: string } };
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timeout';
  // node:http puts the code on the error itself; fetch (undici) on its cause.
  const code = (error as NodeJS.ErrnoException).code ?? error.cause?.code ?? '';
  if (code === 'ECONNREFUSED') return 'refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'dns';
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT')
    return 'timeout';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'unreachable';
  if (
    code === 'EPROTO' ||
    /^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH)/.test(code)
  )
    return 'tls';
  return 'network';
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
