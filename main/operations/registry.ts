import type { OperationName } from '../contract';
import { candidateHandlers } from './candidates';
import type { Handlers } from './handler';
import { jobHandlers } from './jobs';
import { organizationHandlers } from './organizations';
import { resumeHandlers } from './resumes';
import { tokenHandlers } from './tokens';

/** One handler per contract entry; the type makes a missing or extra handler a compile error. */
export const handlers: Handlers<OperationName> = {
  ...organizationHandlers,
  ...candidateHandlers,
  ...resumeHandlers,
  ...jobHandlers,
  ...tokenHandlers,
};
