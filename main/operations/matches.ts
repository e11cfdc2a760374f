import type { Handlers } from './handler';
import { report } from './reports';
import { checkJobMatches, checkResumeMatches } from './reports/matches';

/**
 * The match lists, computed where the reports are (reports/matches.ts; the report worker in the
 * app): the serving thread checks the request for client mistakes and forwards it.
 */
export const matchHandlers: Handlers<'jobMatches' | 'resumeMatches'> = {
  jobMatches(ctx, { params, query }) {
    checkJobMatches(ctx, { params, query });
    return report(ctx, { name: 'jobMatches', params, query });
  },

  resumeMatches(ctx, { params, query }) {
    checkResumeMatches(ctx, { params, query });
    return report(ctx, { name: 'resumeMatches', params, query });
  },
};
