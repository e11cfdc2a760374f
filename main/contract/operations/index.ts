import type { OperationSpec } from '../operation';
import { analyticsOperations } from './analytics';
import { candidatesOperations } from './candidates';
import { jobsOperations } from './jobs';
import { organizationsOperations } from './organizations';
import { redactionsOperations } from './redactions';
import { resumesOperations } from './resumes';
import { setupOperations } from './setup';
import { tokensOperations } from './tokens';
import { verificationsOperations } from './verifications';
import { webhooksOperations } from './webhooks';

/**
 * The operation table: every capability of the service, once. HTTP routes, the IPC bridge, the
 * renderer's typed client, the CLI and /v1/openapi.json are all generated from it. Each area keeps
 * its operations in a file of its own, as main/operations keeps their handlers.
 */
export const operations = {
  ...organizationsOperations,
  ...candidatesOperations,
  ...resumesOperations,
  ...jobsOperations,
  ...analyticsOperations,
  ...redactionsOperations,
  ...verificationsOperations,
  ...webhooksOperations,
  ...setupOperations,
  ...tokensOperations,
} satisfies Record<string, OperationSpec>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export const operationNames = Object.keys(operations) as OperationName[];
