import { z } from 'zod';
import { DEFAULT_SCOPES, SCOPES } from '../operation';
import { idString, requiredText, timestampString } from './common';

export const TOKEN_TTL_DEFAULT = '30d';
export const TOKEN_TTL_MAX_DAYS = 365;

/** Durations such as 90s, 45m, 12h, 30d. */
export const durationString = z
  .string()
  .regex(/^[1-9][0-9]{0,6}[smhd]$/, 'must be a duration such as 90s, 12h or 30d')
  .describe('Duration: a number followed by s, m, h or d');

export const tokenCreateSchema = z
  .strictObject({
    name: requiredText(100).default('API token'),
    ttl: durationString
      .default(TOKEN_TTL_DEFAULT)
      .describe(
        `Lifetime, e.g. 90s, 12h, 30d; default ${TOKEN_TTL_DEFAULT}, at most ${TOKEN_TTL_MAX_DAYS}d.`,
      ),
    scopes: z
      .array(z.enum(SCOPES))
      .min(1)
      .max(SCOPES.length)
      .default([...DEFAULT_SCOPES])
      .describe(
        `What the token may do: ${SCOPES.join(', ')}. read: every GET; write: every other call; webhooks: the ` +
          `webhook settings, test event and delivery log. Default ${DEFAULT_SCOPES.join(' and ')}.`,
      ),
  })
  .meta({ id: 'TokenCreate' });

export const tokenInfoSchema = z
  .object({
    id: idString('tok'),
    name: z.string(),
    createdAt: timestampString,
    expiresAt: timestampString,
    lastUsedAt: timestampString.nullable(),
    revokedAt: timestampString.nullable(),
    status: z.enum(['active', 'expired', 'revoked']),
    scopes: z.array(z.enum(SCOPES)).describe('What the token may do (read, write, webhooks).'),
  })
  .meta({ id: 'TokenInfo' });
export type TokenInfo = z.infer<typeof tokenInfoSchema>;

export const createdTokenSchema = tokenInfoSchema
  .extend({ token: z.string().describe('The secret. Shown once; only its SHA-256 hash is stored.') })
  .meta({ id: 'CreatedToken' });
export type CreatedToken = z.infer<typeof createdTokenSchema>;
