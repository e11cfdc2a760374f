import { z } from 'zod';
import { EVENT_KINDS } from '../events';
import { timestampString } from './common';

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const webhookDeliverySchema = z
  .object({
    id: z.string().describe('The event id, sent as webhook-id (stable across retries).'),
    type: z.string().describe(`Event kind: ${EVENT_KINDS.join(', ')} or webhook.test.`),
    status: z.enum(DELIVERY_STATUSES),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    createdAt: timestampString,
    nextAttemptAt: timestampString
      .nullable()
      .describe('When the next try is due; null once delivered or failed.'),
    deliveredAt: timestampString.nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookSecretSchema = z
  .object({
    secret: z.string().describe('whsec_ + base64 key: verify webhook-signature with it (Standard Webhooks).'),
    createdAt: timestampString,
  })
  .meta({ id: 'WebhookSecret' });

/** One allow-list entry: a host name, an IP address or a CIDR range (checked again in the handler). */
const allowListEntry = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.:[\]/-]+$/, 'must be a host name, an IP address or a CIDR range such as 10.0.0.0/8');

export const webhookAllowListSchema = z
  .strictObject({
    hosts: z
      .array(allowListEntry)
      .max(100)
      .describe(
        'Hosts a webhook may reach although they are on loopback, link-local or private addresses: host names ' +
          '(localhost, intranet.example), IP addresses (127.0.0.1, ::1) or CIDR ranges (10.0.0.0/8).',
      ),
  })
  .meta({ id: 'WebhookAllowList' });
export type WebhookAllowList = z.infer<typeof webhookAllowListSchema>;
