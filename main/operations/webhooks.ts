import { type EventKind, unprocessable, type WebhookDelivery } from '../contract';
import { newId } from '../domain/ids';
import { newWebhookSecret } from '../domain/webhook-signature';
import type { DB } from '../store/db';
import { webhookTarget } from '../store/organizations';
import { getSetting, putSetting } from '../store/settings';
import {
  getWebhookEvent,
  insertWebhookEvent,
  listWebhookEvents,
  type WebhookEventRow,
} from '../store/webhook-events';
import { iso, isoOrNull } from './context';
import type { Handlers } from './handler';
import { readPage } from './pagination';

const SECRET_KEY = 'webhookSecret';
export const TEST_EVENT = 'webhook.test';

/**
 * Queues events for the organization's webhook in the caller's transaction, so an event exists
 * exactly when its change does. Only while the webhook is enabled and subscribed to the kind
 * (test events: whenever a URL is set). Payloads are {type, timestamp, data}, data kept small.
 */
export function queueEvents(
  db: DB,
  organizationId: string,
  type: EventKind | typeof TEST_EVENT,
  items: Array<Record<string, unknown>>,
  now: number,
): string[] {
  const target = webhookTarget(db, organizationId);
  if (!target?.webhook_url) return [];
  const subscribed =
    type === TEST_EVENT ||
    (target.webhook_enabled === 1 && (JSON.parse(target.webhook_events) as string[]).includes(type));
  if (!subscribed) return [];
  const timestamp = iso(now);
  return items.map((data) => {
    const id = newId('msg', now);
    insertWebhookEvent(db, {
      id,
      organization_id: organizationId,
      type,
      payload: JSON.stringify({ type, timestamp, data }),
      created_at: now,
    });
    return id;
  });
}

export function webhookSecret(
  db: DB,
  organizationId: string,
  now: number,
  rotate = false,
): { secret: string; createdAt: string } {
  const saved = getSetting(db, organizationId, SECRET_KEY);
  if (saved && !rotate) return JSON.parse(saved);
  const value = { secret: newWebhookSecret(), createdAt: iso(now) };
  putSetting(db, organizationId, SECRET_KEY, JSON.stringify(value));
  return value;
}

function toDelivery(row: WebhookEventRow): WebhookDelivery {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    createdAt: iso(row.created_at),
    nextAttemptAt: row.status === 'pending' ? isoOrNull(row.next_attempt_at) : null,
    deliveredAt: isoOrNull(row.delivered_at),
  };
}

export const webhookHandlers: Handlers<
  'listWebhookDeliveries' | 'sendTestWebhook' | 'getWebhookSecret' | 'rotateWebhookSecret'
> = {
  listWebhookDeliveries(ctx, { query }) {
    return readPage(
      'webhook-deliveries',
      ctx.organizationId,
      query,
      (limit, before) => listWebhookEvents(ctx.db, ctx.organizationId, limit, before),
      toDelivery,
    );
  },

  sendTestWebhook(ctx) {
    const [id] = queueEvents(
      ctx.db,
      ctx.organizationId,
      TEST_EVENT,
      [{ message: 'A test event from Talent Index.' }],
      ctx.now(),
    );
    if (!id) {
      throw unprocessable('No webhook URL is configured.', [
        {
          in: 'body',
          pointer: '/settings/webhook/url',
          detail: 'set settings.webhook.url with PATCH /v1/organizations/me',
        },
      ]);
    }
    return toDelivery(getWebhookEvent(ctx.db, ctx.organizationId, id)!);
  },

  getWebhookSecret(ctx) {
    return webhookSecret(ctx.db, ctx.organizationId, ctx.now());
  },

  rotateWebhookSecret(ctx) {
    return webhookSecret(ctx.db, ctx.organizationId, ctx.now(), true);
  },
};
