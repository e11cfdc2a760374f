import type { OperationName } from '../contract';
import { candidateHandlers } from './candidates';
import type { Handlers } from './handler';
import { intakeHandlers } from './intake';
import { jobHandlers } from './jobs';
import { jobsCsvHandlers } from './jobs-csv';
import { matchHandlers } from './matches';
import { organizationHandlers } from './organizations';
import { redactionHandlers } from './redactions';
import { reportHandlers } from './reports';
import { resumeReviewHandlers } from './resume-review';
import { resumeHandlers } from './resumes';
import { setupHandlers } from './setup';
import { tokenHandlers } from './tokens';
import { verificationHandlers } from './verifications';
import { webhookAllowListHandlers } from './webhook-allow-list';
import { webhookHandlers } from './webhooks';

/** One handler per contract entry; the type makes a missing or extra handler a compile error. */
export const handlers: Handlers<OperationName> = {
  ...organizationHandlers,
  ...candidateHandlers,
  ...resumeHandlers,
  ...resumeReviewHandlers,
  ...intakeHandlers,
  ...redactionHandlers,
  ...reportHandlers,
  ...setupHandlers,
  ...jobHandlers,
  ...jobsCsvHandlers,
  ...matchHandlers,
  ...tokenHandlers,
  ...verificationHandlers,
  ...webhookHandlers,
  ...webhookAllowListHandlers,
};
