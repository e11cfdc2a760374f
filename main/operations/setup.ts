import { conflict, DEFAULT_API_PORT } from '../contract';
import { firstOrganization } from '../store/organizations';
import { getSetting, putSetting } from '../store/settings';
import type { OperationContext } from './context';
import { addDemoData, demoDataCounts, removeDemoData } from './demo-data';
import type { Handlers } from './handler';
import { createOrganization } from './organizations';

const API_SERVER_KEY = 'apiServer';

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

export const setupHandlers: Handlers<
  | 'getSetupStatus'
  | 'setupOrganization'
  | 'loadDemoData'
  | 'removeDemoData'
  | 'getAppSettings'
  | 'updateAppSettings'
> = {
  getSetupStatus(ctx) {
    const organization = firstOrganization(ctx.db);
    return {
      initialized: !!organization,
      organization: organization ? { id: organization.id, name: organization.name } : null,
      demoData: organization
        ? demoDataCounts({ db: ctx.db, organizationId: organization.id })
        : { resumes: 0, jobs: 0 },
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

  removeDemoData(ctx) {
    return removeDemoData(ctx);
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
