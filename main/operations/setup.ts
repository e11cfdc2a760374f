import { conflict, DEFAULT_API_PORT, jobCreateSchema, jsonResumeSchema } from '../contract';
import { generateJobs, generateResumes } from '../demo/generate';
import { firstOrganization } from '../store/organizations';
import { getSetting, putSetting } from '../store/settings';
import type { OperationContext } from './context';
import type { Handlers } from './handler';
import { indexJobs } from './jobs';
import { createOrganization } from './organizations';
import { indexResumes } from './resumes';

const API_SERVER_KEY = 'apiServer';
const DEMO_CHUNK = 1000;

/** Saved API server settings: on, at the documented port, unless changed. */
export function apiServerSettings(ctx: Pick<OperationContext, 'db' | 'organizationId'>): {
  enabled: boolean;
  port: number;
} {
  const saved = getSetting(ctx.db, ctx.organizationId, API_SERVER_KEY);
  return { enabled: true, port: DEFAULT_API_PORT, ...(saved ? JSON.parse(saved) : {}) };
}

function appSettings(ctx: OperationContext) {
  const status = ctx.services?.apiServer?.status() ?? { state: 'stopped' as const };
  return { apiServer: { ...apiServerSettings(ctx), ...status } };
}

/**
 * Seeded synthetic data (the demo generator), validated like any import and written in chunks,
 * each its own transaction. Shared by `talent demo` and the first-run offer of the desktop app.
 */
export function addDemoData(
  ctx: OperationContext,
  request: { resumes: number; jobs: number; seed: string; now?: Date },
  onProgress?: (done: number) => void,
): { resumes: number; jobs: number } {
  const options = { seed: request.seed, now: request.now ?? new Date(ctx.now()) };
  let done = 0;
  const write = <T>(items: Iterable<unknown>, parse: (v: unknown) => T, index: (batch: T[]) => unknown) => {
    let batch: T[] = [];
    const flush = () => {
      if (batch.length === 0) return;
      index(batch);
      done += batch.length;
      onProgress?.(done);
      batch = [];
    };
    for (const item of items) {
      batch.push(parse(item));
      if (batch.length === DEMO_CHUNK) flush();
    }
    flush();
  };
  write(
    generateResumes(request.resumes, options),
    (v) => jsonResumeSchema.parse(v),
    (b) => indexResumes(ctx, b),
  );
  write(
    generateJobs(request.jobs, options),
    (v) => jobCreateSchema.parse(v),
    (b) => indexJobs(ctx, b),
  );
  return { resumes: request.resumes, jobs: request.jobs };
}

export const setupHandlers: Handlers<
  'getSetupStatus' | 'setupOrganization' | 'loadDemoData' | 'getAppSettings' | 'updateAppSettings'
> = {
  getSetupStatus(ctx) {
    const organization = firstOrganization(ctx.db);
    return {
      initialized: !!organization,
      organization: organization ? { id: organization.id, name: organization.name } : null,
    };
  },

  setupOrganization(ctx, { body }) {
    if (firstOrganization(ctx.db)) throw conflict('This index already has its organization.');
    return createOrganization(
      ctx.db,
      { name: body.name, email: body.email, adminName: body.adminName },
      ctx.now(),
    );
  },

  loadDemoData(ctx, { body }) {
    return addDemoData(ctx, body);
  },

  getAppSettings(ctx) {
    return appSettings(ctx);
  },

  async updateAppSettings(ctx, { body }) {
    const next = { ...apiServerSettings(ctx), ...(body.apiServer ?? {}) };
    putSetting(ctx.db, ctx.organizationId, API_SERVER_KEY, JSON.stringify(next));
    await ctx.services?.apiServer?.apply(next);
    return appSettings(ctx);
  },
};
