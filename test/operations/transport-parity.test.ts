import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type OperationName, operationNames, operations, SCOPES } from '../../main/contract';
import { invokeSafely, type OperationContext } from '../../main/operations';
import {
  addOrganization,
  type Reply,
  sampleJob,
  sampleResume,
  startTestServer,
  type TestOrg,
} from '../helpers';

/**
 * Every contract operation answers the same through the in-process dispatch the IPC bridge uses
 * and through HTTP. The table below must name every operation: a new one fails here until it has
 * a sample request.
 */
type Sample = (
  org: TestOrg,
  ids: Record<string, string>,
) => { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown };
const SAMPLES: Record<OperationName, Sample> = {
  getOrganization: () => ({ query: {} }),
  updateOrganization: () => ({ body: { website: 'https://acme.example' } }),
  listMembers: () => ({ query: { limit: 5 } }),
  getCurrentMember: () => ({}),
  createCandidate: (org) => ({
    body: {
      organizationId: org.organization.id,
      memberId: org.adminMemberId,
      name: 'Ann Parity',
      email: `ann${Math.random()}@example.com`,
      profiles: [],
    },
  }),
  listCandidates: () => ({ query: {} }),
  getCandidate: (_o, ids) => ({ params: { id: ids.candidate } }),
  createResume: () => ({ body: sampleResume() }),
  createResumesBatch: () => ({ body: { items: [sampleResume()] } }),
  listResumes: () => ({ query: { limit: 3 } }),
  suggestSkills: () => ({ query: { q: 'k8s' } }),
  getResume: (_o, ids) => ({ params: { id: ids.resume } }),
  updateResume: (_o, ids) => ({ params: { id: ids.resume }, body: sampleResume() }),
  getResumeIntake: (_o, ids) => ({ params: { id: ids.fileResume } }),
  getResumeFile: (_o, ids) => ({ params: { id: ids.fileResume } }),
  deleteResume: (_o, ids) => ({ params: { id: ids.doomedResume } }),
  createJob: () => ({ body: sampleJob() }),
  createJobsBatch: () => ({ body: { items: [sampleJob()] } }),
  listJobs: () => ({ query: { status: 'open' } }),
  previewJobsCsv: () => ({
    body: { csv: 'Posting,Employer\nParity Driver,Acme\n', mapping: { title: 'Posting' }, sampleSize: 3 },
  }),
  importJobsCsv: () => ({
    body: {
      csv: 'Posting,Employer,Office\nParity Driver,Acme,Leeds\n,Acme,York\n',
      mapping: { title: 'Posting' },
    },
  }),
  getJob: (_o, ids) => ({ params: { id: ids.job } }),
  jobMatches: (_o, ids) => ({ params: { id: ids.job }, query: { limit: 5 } }),
  resumeMatches: (_o, ids) => ({ params: { id: ids.resume }, query: { limit: 5 } }),
  updateJob: (_o, ids) => ({ params: { id: ids.job }, body: { title: 'Renamed' } }),
  deleteJob: (_o, ids) => ({ params: { id: ids.doomedJob } }),
  createToken: () => ({ body: { name: 'parity' } }),
  listTokens: () => ({ query: {} }),
  revokeToken: (_o, ids) => ({ params: { id: ids.token } }),
  createVerification: (_o, ids) => ({
    body: {
      resumeId: ids.resume,
      type: 'work',
      entryId: ids.workEntry,
      method: 'manual',
      notes: 'called HR',
    },
  }),
  updateVerification: (_o, ids) => ({
    params: { id: ids.pendingVerification },
    body: { status: 'complete' },
  }),
  getVerification: (_o, ids) => ({ params: { id: ids.verification } }),
  searchVerifications: (_o, ids) => ({ query: { resumeId: ids.resume, limit: 5 } }),
  runAutomaticVerifications: (_o, ids) => ({ params: { id: ids.resume } }),
  verificationQueue: () => ({ query: { limit: 5, outcome: 'pending' } }),
  createRedaction: (_o, ids) => ({ params: { id: ids.resume }, body: { profile: 'blind' } }),
  getRedaction: (_o, ids) => ({ params: { id: ids.resume, redactionId: ids.redaction } }),
  exportRedaction: (_o, ids) => ({ params: { id: ids.resume, redactionId: ids.redaction }, query: {} }),
  listRedactions: (_o, ids) => ({ params: { id: ids.resume }, query: {} }),
  skillsReport: () => ({ query: { scope: 'both', topK: 10 } }),
  jobPoolReport: () => ({ query: { status: 'all' } }),
  talentPoolReport: () => ({ query: {} }),
  coverageReport: () => ({ query: { topK: 5, threshold: 0.4 } }),
  getSetupStatus: () => ({}),
  setupOrganization: () => ({ body: { name: 'Second', email: 'second@example.com' } }),
  loadDemoData: () => ({ body: { resumes: 3, jobs: 2, seed: 'parity' } }),
  removeDemoData: () => ({}),
  getAppSettings: () => ({}),
  updateAppSettings: () => ({ body: { apiServer: { port: 4400 } } }),
  listWebhookDeliveries: () => ({ query: {} }),
  importResumeFiles: () => ({
    body: {
      files: [
        {
          name: 'note.txt',
          data: new TextEncoder().encode(`Jane Parity\njane${Math.random()}@example.com\n`),
        },
      ],
    },
  }),
  searchResumes: () => ({ query: { q: 'Parity' } }),
  sendTestWebhook: () => ({}),
  getWebhookSecret: () => ({}),
  rotateWebhookSecret: () => ({}),
  getWebhookAllowList: () => ({}),
  setWebhookAllowList: () => ({ body: { hosts: ['127.0.0.1', 'localhost'] } }),
};

/** A multipart/form-data body with one part per file, as a browser or curl -F sends it. */
async function multipart(body: { files: Array<{ name: string; data: Uint8Array }> }) {
  const form = new FormData();
  for (const file of body.files) form.append('files', new Blob([new Uint8Array(file.data)]), file.name);
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return {
    rawBody: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

function httpPath(
  template: string,
  params: Record<string, string> = {},
  query: Record<string, unknown> = {},
): string {
  const path = template.replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(params[k]));
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return qs ? `${path}?${qs}` : path;
}

/** Ids and timestamps differ between two creations; everything else must match. */
const stable = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value)
      .replace(/"(res|job|cand|tok|org|mem|prf|loc)_[0-9A-Z]{26}"/g, '"<id>"')
      .replace(/"\d{4}-\d{2}-\d{2}T[^"]+Z"/g, '"<time>"')
      .replace(/"tix_[^"]+"/g, '"<secret>"')
      .replace(/ann[0-9.]+@example.com/g, 'ann@example.com'),
  );

describe('one contract, two transports', () => {
  it('answers every operation the same through IPC dispatch and HTTP', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const adminCtx: OperationContext = org.ctx;
    const tokenCtx: OperationContext = {
      ...org.ctx,
      actor: { kind: 'token', tokenId: 'tok_test', scopes: SCOPES },
    };
    const make = async (name: OperationName, request: ReturnType<Sample>) => {
      const result = await invokeSafely(adminCtx, name, request);
      if (!result.ok) throw new Error(JSON.stringify(result.problem));
      return result.value as { id: string; token?: string };
    };
    const resume = (await make('createResume', { body: sampleResume() })) as unknown as {
      id: string;
      work: Array<{ __id: string }>;
    };
    const ids: Record<string, string> = {
      resume: resume.id,
      workEntry: resume.work[0].__id,
      doomedResume: '',
      job: (await make('createJob', { body: sampleJob() })).id,
      doomedJob: '',
      candidate: (await make('createCandidate', SAMPLES.createCandidate(org, {}))).id,
      token: (await make('createToken', { body: { name: 'to revoke' } })).id,
      verification: '',
      pendingVerification: '',
    };
    const imported = (await make('importResumeFiles', {
      body: {
        files: [{ name: 'parity.txt', data: new TextEncoder().encode('Pat Parity\npat@example.com\n') }],
      },
    })) as unknown as { results: Array<{ resumeId: string }> };
    ids.fileResume = imported.results[0].resumeId;
    await make('updateOrganization', {
      body: {
        settings: { webhook: { enabled: true, url: 'http://127.0.0.1:9/hook', events: ['resume.parsed'] } },
      },
    });
    const newPending = async () =>
      (await make('createVerification', SAMPLES.createVerification(org, ids))).id;
    ids.verification = await newPending();
    ids.redaction = (await make('createRedaction', SAMPLES.createRedaction(org, ids))).id;

    for (const name of operationNames) {
      const spec = operations[name];
      if (name === 'deleteResume')
        ids.doomedResume = (await make('createResume', { body: sampleResume() })).id;
      if (name === 'deleteJob') ids.doomedJob = (await make('createJob', { body: sampleJob() })).id;
      if (name === 'updateVerification') ids.pendingVerification = await newPending();
      const request = SAMPLES[name](org, ids);
      // Electron's IPC structured-clones the request on its way to the main process (file bytes
      // travel as Uint8Array); the clone here makes the dispatch see what the bridge delivers.
      const viaIpc = await invokeSafely(
        spec.access === 'admin' ? adminCtx : tokenCtx,
        name,
        structuredClone(request),
      );
      if (name === 'setupOrganization') {
        // The index has its organization already: a second setup is refused.
        expect(viaIpc).toMatchObject({ ok: false, problem: { status: 409 } });
      } else expect(viaIpc.ok, `${name} via IPC: ${JSON.stringify(viaIpc)}`).toBe(true);

      if (name === 'deleteResume')
        ids.doomedResume = (await make('createResume', { body: sampleResume() })).id;
      if (name === 'deleteJob') ids.doomedJob = (await make('createJob', { body: sampleJob() })).id;
      if (name === 'revokeToken') ids.token = (await make('createToken', { body: { name: 'again' } })).id;
      if (name === 'updateVerification') ids.pendingVerification = await newPending();
      const again = SAMPLES[name](org, ids);
      const reply: Reply = await server.call(
        spec.method,
        httpPath(spec.path, again.params, again.query),
        'bodyType' in spec && spec.bodyType === 'multipart'
          ? {
              token: org.token,
              ...(await multipart(again.body as { files: Array<{ name: string; data: Uint8Array }> })),
            }
          : { token: org.token, body: again.body },
      );
      if (spec.access === 'admin') {
        expect(reply.status, name).toBe(403); // API tokens never administer
        continue;
      }
      expect(reply.status, `${name}: ${reply.text}`).toBe(spec.status);
      if (spec.status === 204) {
        expect(viaIpc.ok && viaIpc.value).toBeUndefined();
        continue;
      }
      if ('responseType' in spec && spec.responseType === 'file') {
        // A file travels as raw bytes over HTTP and as {name, contentType, data} over IPC.
        const file = (viaIpc.ok && viaIpc.value) as { name: string; contentType: string; data: Uint8Array };
        expect(reply.headers['content-type'], name).toBe(file.contentType);
        expect(new Uint8Array(reply.bytes), name).toEqual(new Uint8Array(file.data));
        continue;
      }
      (spec.output as z.ZodType).parse(reply.json);
      if (spec.method === 'GET' && !name.startsWith('list'))
        expect(stable(reply.json), name).toEqual(stable(viaIpc.ok && viaIpc.value));
      else
        expect(Object.keys(reply.json).sort(), name).toEqual(
          Object.keys((viaIpc.ok && viaIpc.value) as object).sort(),
        );
    }
  });

  it('reports unknown operations and invalid input as problems, not exceptions', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    expect(await invokeSafely(org.ctx, 'dropTables', {})).toMatchObject({
      ok: false,
      problem: { status: 404 },
    });
    expect(await invokeSafely(org.ctx, 'toString', {})).toMatchObject({
      ok: false,
      problem: { status: 404 },
    });
    expect(await invokeSafely(org.ctx, 'createResume', { body: {} })).toMatchObject({
      ok: false,
      problem: { status: 400 },
    });
    expect(await invokeSafely(undefined, 'getOrganization', {})).toMatchObject({
      ok: false,
      problem: { status: 409 },
    });
  });
});
