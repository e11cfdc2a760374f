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
