import { type DB, stmt } from './db';

export interface WebhookEventRow {
  id: string;
  organization_id: string;
  type: string;
  /** The JSON body sent: {type, timestamp, data}. */
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: number | null;
  lease_until: number | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: number;
  delivered_at: number | null;
}

export function insertWebhookEvent(
  db: DB,
  row: Pick<WebhookEventRow, 'id' | 'organization_id' | 'type' | 'payload' | 'created_at'>,
): void {
  stmt(
    db,
    `INSERT INTO webhook_events (id, organization_id, type, payload, status, attempts, next_attempt_at, created_at)
     VALUES (@id, @organization_id, @type, @payload, 'pending', 0, @created_at, @created_at)`,
  ).run(row);
}

export function getWebhookEvent(db: DB, organizationId: string, id: string): WebhookEventRow | undefined {
  return stmt(db, 'SELECT * FROM webhook_events WHERE organization_id = ? AND id = ?').get(
    organizationId,
    id,
  ) as WebhookEventRow | undefined;
}

export function listWebhookEvents(
  db: DB,
  organizationId: string,
  limit: number,
  beforeId?: string,
): WebhookEventRow[] {
  return stmt(
    db,
    'SELECT * FROM webhook_events WHERE organization_id = ? AND id < ? ORDER BY id DESC LIMIT ?',
  ).all(organizationId, beforeId ?? '\uffff', limit) as WebhookEventRow[];
}

/**
 * Claims up to `limit` due events (any organization) for `leaseMs`: only events whose lease has
 * run out are taken, so concurrent workers in other processes skip them. Oldest first.
 */
export function claimDueEvents(db: DB, now: number, leaseMs: number, limit: number): WebhookEventRow[] {
  return db
    .transaction(() => {
      const rows = stmt(
        db,
        `SELECT * FROM webhook_events
       WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
       ORDER BY next_attempt_at, id LIMIT ?`,
      ).all(now, now, limit) as WebhookEventRow[];
      const lease = stmt(db, 'UPDATE webhook_events SET lease_until = ? WHERE id = ?');
      for (const row of rows) lease.run(now + leaseMs, row.id);
      return rows;
    })
    .immediate();
}

/** Records the outcome of one attempt and releases the lease. */
export function recordAttempt(
  db: DB,
  id: string,
  outcome: Pick<
    WebhookEventRow,
    'status' | 'attempts' | 'next_attempt_at' | 'last_status_code' | 'last_error' | 'delivered_at'
  >,
): void {
  stmt(
    db,
    `UPDATE webhook_events SET status = @status, attempts = @attempts, next_attempt_at = @next_attempt_at,
       last_status_code = @last_status_code, last_error = @last_error, delivered_at = @delivered_at, lease_until = NULL
     WHERE id = @id`,
  ).run({ id, ...outcome });
}

/** The earliest time any pending event is due (for the worker's sleep), or undefined. */
export function nextDueAt(db: DB): number | undefined {
  return (stmt(
    db,
    "SELECT min(max(next_attempt_at, coalesce(lease_until, 0))) FROM webhook_events WHERE status = 'pending'",
  )
    .pluck()
    .get() ?? undefined) as number | undefined;
}
