import { ProblemError } from '../../contract';
import type { Handlers } from '../handler';
import { cached } from './cache';
import { computeCoverage, coverageReport } from './coverage';
import { jobPoolReport, talentPoolReport } from './pools';
import { skillsReport } from './skills';

/** from after to is a client mistake, reported on from. */
function checkWindow(query: { from?: string; to?: string }): void {
  if (query.from !== undefined && query.to !== undefined && Date.parse(query.from) > Date.parse(query.to)) {
    throw new ProblemError(400, 'from must not be after to.', {
      errors: [{ in: 'query', pointer: '/from', parameter: 'from', detail: 'after to' }],
    });
  }
}

export const reportHandlers: Handlers<
  'skillsReport' | 'jobPoolReport' | 'talentPoolReport' | 'coverageReport'
> = {
  skillsReport(ctx, { query }) {
    return cached(ctx.db, ctx.organizationId, `skills:${query.scope}:${query.topK}`, ctx.now(), () =>
      skillsReport(ctx, query),
    );
  },
  jobPoolReport(ctx, { query }) {
    checkWindow(query);
    return cached(ctx.db, ctx.organizationId, `jobPool:${JSON.stringify(query)}`, ctx.now(), () =>
      jobPoolReport(ctx, query),
    );
  },
  talentPoolReport(ctx, { query }) {
    checkWindow(query);
    return cached(ctx.db, ctx.organizationId, `talentPool:${JSON.stringify(query)}`, ctx.now(), () =>
      talentPoolReport(ctx, query),
    );
  },
  coverageReport(ctx, { query }) {
    return cached(ctx.db, ctx.organizationId, `coverage:${JSON.stringify(query)}`, ctx.now(), () =>
      coverageReport(
        ctx,
        cached(ctx.db, ctx.organizationId, 'coverage:jobs', ctx.now(), () => computeCoverage(ctx)),
        query,
      ),
    );
  },
};
