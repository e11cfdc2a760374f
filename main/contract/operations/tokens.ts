import { z } from 'zod';
import { defineOperation, type OperationSpec } from '../operation';
import { pageOf } from '../schemas/pagination';
import { createdTokenSchema, tokenCreateSchema, tokenInfoSchema } from '../schemas/token';
import { idParams, PAGINATION_NOTE, pageQuery } from './shared';

/** API tokens (administrator only: desktop session and CLI, never an API token). */
export const tokensOperations = {
  createToken: defineOperation({
    method: 'POST',
    path: '/v1/tokens',
    summary: 'Issue an API token',
    description:
      'Administrator only (desktop app, CLI); an API token gets 403. The secret (32 random bytes) is returned once ' +
      'and stored only as a SHA-256 hash. ttl defaults to 30d, at most 365d.',
    tags: ['Tokens'],
    body: tokenCreateSchema,
    output: createdTokenSchema,
    status: 201,
    rateClass: 'standard',
    access: 'admin',
  }),
  listTokens: defineOperation({
    method: 'GET',
    path: '/v1/tokens',
    summary: 'List API tokens',
    description: `Administrator only. Never includes secrets. ${PAGINATION_NOTE}`,
    tags: ['Tokens'],
    query: pageQuery,
    output: pageOf(tokenInfoSchema),
    status: 200,
    rateClass: 'standard',
    access: 'admin',
  }),
  revokeToken: defineOperation({
    method: 'DELETE',
    path: '/v1/tokens/{id}',
    summary: 'Revoke an API token',
    description: 'Administrator only. The token stops working at once; it stays listed as revoked. 204.',
    tags: ['Tokens'],
    params: idParams,
    output: z.void(),
    status: 204,
    rateClass: 'standard',
    access: 'admin',
  }),
} satisfies Record<string, OperationSpec>;
