import { describe, expect, it } from 'vitest';
import { invoke, type OperationContext } from '../../main/operations';
import type { ApiServerControl } from '../../main/operations/context';
import { countRows, tempDatabase } from '../helpers';

function emptyIndex(): OperationContext {
  const { db } = tempDatabase();
  return { db, organizationId: '', actor: { kind: 'admin', via: 'desktop' }, now: Date.now };
}

describe('first run: setup, demo data, application settings', () => {
  it('sets the organization up once, and nothing else runs before', async () => {
    const ctx = emptyIndex();
    expect(await invoke(ctx, 'getSetupStatus', {})).toEqual({
      initialized: false,
      organization: null,
      demoData: { resumes: 0, jobs: 0 },
    });
    await expect(invoke(ctx, 'listResumes', { query: {} })).rejects.toMatchObject({ status: 409 });
    const org = await invoke(ctx, 'setupOrganization', {
      body: { name: 'Acme Talent', email: 'hr@acme.example', adminName: 'Ann Admin' },
    });
    expect(org).toMatchObject({
      name: 'Acme Talent',
      domain: { name: 'acme.example' },
      admin: { firstName: 'Ann', lastName: 'Admin' },
    });
    expect(await invoke(ctx, 'getSetupStatus', {})).toEqual({
      initialized: true,
      organization: { id: org.id, name: 'Acme Talent' },
      demoData: { resumes: 0, jobs: 0 },
    });
    await expect(
      invoke(ctx, 'setupOrganization', { body: { name: 'Again', email: 'a@b.example' } }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      invoke(ctx, 'setupOrganization', { body: { name: '', email: 'nope' } }),
    ).rejects.toMatchObject({ status: 400 });
    expect(countRows(ctx.db, 'organizations')).toBe(1);
  });

  it('loads seeded demo data', async () => {
    const ctx = emptyIndex();
    const org = await invoke(ctx, 'setupOrganization', { body: { name: 'Demo', email: 'demo@example.com' } });
    const orgCtx = { ...ctx, organizationId: org.id };
    expect(await invoke(orgCtx, 'loadDemoData', { body: { resumes: 40, jobs: 8 } })).toEqual({
      resumes: 40,
      jobs: 8,
    });
    expect(countRows(ctx.db, 'resumes')).toBe(40);
    expect(countRows(ctx.db, 'jobs')).toBe(8);
    await expect(invoke(orgCtx, 'loadDemoData', { body: { resumes: 100_001 } })).rejects.toMatchObject({
      status: 400,
    });
    expect(countRows(ctx.db, 'resumes')).toBe(40);
  });

  it('marks demo data, replaces it when loaded again, and removes only it', async () => {
    const ctx = emptyIndex();
    const org = await invoke(ctx, 'setupOrganization', { body: { name: 'Demo', email: 'demo@example.com' } });
    const orgCtx = { ...ctx, organizationId: org.id };
    const own = await invoke(orgCtx, 'createResume', { body: { basics: { name: 'Own Person' } } });
    await invoke(orgCtx, 'loadDemoData', { body: { resumes: 30, jobs: 5, seed: 'a' } });
    await invoke(orgCtx, 'loadDemoData', { body: { resumes: 30, jobs: 5, seed: 'a' } });
    expect(countRows(ctx.db, 'resumes')).toBe(31);
    expect((await invoke(orgCtx, 'getSetupStatus', {})).demoData).toEqual({ resumes: 30, jobs: 5 });

    // A demo resume deleted by hand is no longer counted as demo data.
    const demoId = ctx.db
      .prepare("SELECT item_id FROM demo_items WHERE kind = 'resume' LIMIT 1")
      .pluck()
      .get() as string;
    await invoke(orgCtx, 'deleteResume', { params: { id: demoId } });
    expect((await invoke(orgCtx, 'getSetupStatus', {})).demoData).toEqual({ resumes: 29, jobs: 5 });

    expect(await invoke(orgCtx, 'removeDemoData', {})).toEqual({ resumes: 29, jobs: 5 });
    expect(countRows(ctx.db, 'resumes')).toBe(1);
    expect(countRows(ctx.db, 'jobs')).toBe(0);
    expect(await invoke(orgCtx, 'getResume', { params: { id: own.id } })).toMatchObject({ id: own.id });
    // The skill rollups lost the removed resumes too (the own resume lists no skill).
    const rolledUp = ctx.db
      .prepare('SELECT coalesce(sum(resumes), 0) FROM resume_skill_totals')
      .pluck()
      .get();
    expect(rolledUp).toBe(0);
    expect(await invoke(orgCtx, 'removeDemoData', {})).toEqual({ resumes: 0, jobs: 0 });
  });

  it('saves API server settings and applies them through the running app', async () => {
    const ctx = emptyIndex();
    const org = await invoke(ctx, 'setupOrganization', { body: { name: 'Acme', email: 'a@acme.example' } });
    let state: ReturnType<ApiServerControl['status']> = { state: 'running', url: 'http://127.0.0.1:4319' };
    const applied: Array<{ enabled: boolean; port: number }> = [];
    const apiServer: ApiServerControl = {
      status: () => state,
      apply: async (settings) => {
        applied.push(settings);
        if (!settings.enabled) state = { state: 'stopped' };
        else
          state =
            settings.port === 4555
              ? { state: 'failed', error: 'Port 4555 is already in use.' }
              : { state: 'running' };
      },
    };
    const orgCtx: OperationContext = { ...ctx, organizationId: org.id, services: { apiServer } };
    expect(await invoke(orgCtx, 'getAppSettings', {})).toEqual({
      apiServer: { enabled: true, port: 4319, state: 'running', url: 'http://127.0.0.1:4319' },
    });
    const failed = await invoke(orgCtx, 'updateAppSettings', { body: { apiServer: { port: 4555 } } });
    expect(failed.apiServer).toEqual({
      enabled: true,
      port: 4555,
      state: 'failed',
      error: 'Port 4555 is already in use.',
    });
    const off = await invoke(orgCtx, 'updateAppSettings', { body: { apiServer: { enabled: false } } });
    expect(off.apiServer).toMatchObject({ enabled: false, port: 4555, state: 'stopped' });
    expect(applied).toEqual([
      { enabled: true, port: 4555 },
      { enabled: false, port: 4555 },
    ]);
    await expect(
      invoke(orgCtx, 'updateAppSettings', { body: { apiServer: { port: 80 } } }),
    ).rejects.toMatchObject({ status: 400 });
    // Outside the desktop app there is no running server to report.
    expect((await invoke({ ...orgCtx, services: undefined }, 'getAppSettings', {})).apiServer.state).toBe(
      'stopped',
    );
  });
});
