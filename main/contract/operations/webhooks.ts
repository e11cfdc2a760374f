import { defineOperation, type OperationSpec } from '../operation';
import { pageOf } from '../schemas/pagination';
import { webhookAllowListSchema, webhookDeliverySchema, webhookSecretSchema } from '../schemas/webhook';
import { PAGINATION_NOTE, pageQuery } from './shared';

/** Webhook deliveries, secret and allow-list. */
export const webhooksOperations = {
  listWebhookDeliveries: defineOperation({
    method: 'GET',
    path: '/v1/webhooks/deliveries',
    summary: 'The webhook delivery log',
    description:
      "Every event queued for the organization's webhook, newest first, with its delivery status, attempts and last " +
      'error. Events are queued, in the same transaction as the change, while the webhook is enabled and subscribed to ' +
      'their kind. `lastError` is a category: `timeout`, `refused`, `tls`, `unreachable`, `dns`, `network`, ' +
      '`status <code>` or `blocked: private address` (a loopback, link-local or private address not on the ' +
      "administrator's allow-list). Needs the `webhooks` scope. " +
      PAGINATION_NOTE,
    tags: ['Webhooks'],
    query: pageQuery,
    output: pageOf(webhookDeliverySchema),
    status: 200,
    rateClass: 'standard',
    access: 'member',
    scope: 'webhooks',
  }),
  sendTestWebhook: defineOperation({
    method: 'POST',
    path: '/v1/webhooks/test',
    summary: 'Queue a test event',
    description:
      'Queues a webhook.test event for the configured URL (whatever the subscribed kinds), delivered by the running ' +
      'delivery worker like any other. 422 when no webhook URL is configured. Needs the `webhooks` scope.',
    tags: ['Webhooks'],
    output: webhookDeliverySchema,
    status: 201,
    rateClass: 'standard',
    access: 'member',
    scope: 'webhooks',
  }),
  getWebhookSecret: defineOperation({
    method: 'GET',
    path: '/v1/webhooks/secret',
    summary: 'The signing secret',
    description: 'Administrator only. Created on first use.',
    tags: ['Webhooks'],
    output: webhookSecretSchema,
    status: 200,
    rateClass: 'standard',
    access: 'admin',
  }),
  rotateWebhookSecret: defineOperation({
    method: 'POST',
    path: '/v1/webhooks/secret/rotate',
    summary: 'Replace the signing secret',
    description: 'Administrator only. Deliveries from now on are signed with the new secret only.',
    tags: ['Webhooks'],
    output: webhookSecretSchema,
    status: 201,
    rateClass: 'standard',
    access: 'admin',
  }),

  getWebhookAllowList: defineOperation({
    method: 'GET',
    path: '/v1/webhooks/allowed-hosts',
    summary: 'Inside hosts a webhook may reach',
    description:
      'Administrator only. Deliveries to loopback (127.0.0.0/8, ::1, localhost), link-local and private addresses ' +
      'fail as `blocked: private address` unless the host is listed here. Empty by default.',
    tags: ['Webhooks'],
    output: webhookAllowListSchema,
    status: 200,
    rateClass: 'standard',
    access: 'admin',
  }),
  setWebhookAllowList: defineOperation({
    method: 'PUT',
    path: '/v1/webhooks/allowed-hosts',
    summary: 'Replace the inside hosts a webhook may reach',
    description:
      'Administrator only. Replaces the whole list (send [] to clear it). Entries are host names, IP addresses or ' +
      'CIDR ranges; for a local tool listening on this machine, add `localhost` and `127.0.0.1` ' +
      '(`talent webhook allow localhost 127.0.0.1`).',
    tags: ['Webhooks'],
    body: webhookAllowListSchema,
    output: webhookAllowListSchema,
    status: 200,
    rateClass: 'standard',
    access: 'admin',
  }),
} satisfies Record<string, OperationSpec>;
