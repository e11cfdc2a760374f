/**
 * Schema 6: the webhook outbox. Events are written in the same transaction as the change they
 * describe; a delivery worker (in the app or `talent serve`) claims due events with a lease, so
 * two processes sharing the index never send the same attempt twice.
 */
export const migration006 = `
CREATE TABLE webhook_events (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  payload TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  lease_until INTEGER,
  last_status_code INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  delivered_at INTEGER
) STRICT;
CREATE INDEX webhook_events_by_org ON webhook_events (organization_id, id);
CREATE INDEX webhook_events_due ON webhook_events (status, next_attempt_at);
`;
