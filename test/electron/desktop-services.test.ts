import net from 'node:net';
import { describe, expect, it } from 'vitest';
// biome-ignore lint/style/noRestrictedImports: desktop-services.ts imports no electron; it is the shell's wiring
import { createDesktopServices } from '../../main/electron/desktop-services';
import { invokeSafely } from '../../main/operations';
import { addOrganization, countRows, request, tempDatabase } from '../helpers';
import { stubWorkerFile } from '../workers/stub-worker';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function multipart(files: Array<{ name: string; data: string }>) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([f.data]), f.name);
  const built = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return {
    rawBody: Buffer.from(await built.arrayBuffer()),
    headers: { 'content-type': built.headers.get('content-type')! },
  };
}

/**
 * Issue #13, item 2: the desktop app started its /v1 server without the parser pool, so files
 * uploaded over HTTP were parsed on the main thread with no time limit (one crafted PDF stalled
 * it 14 s). The parse worker here stalls forever on stall.txt, as that PDF did.
 */
describe("the desktop app's services", () => {
  it('parse files uploaded to the embedded server in the worker pool, with its time limit, while the server keeps answering', async () => {
    const { db } = tempDatabase();
    const { token, ctx } = await addOrganization(db);
    const desktop = createDesktopServices(db, { parseWorkerFile: stubWorkerFile(), parseTimeoutMs: 1_000 });
    try {
      const port = await freePort();
      await desktop.apiServer.apply({ enabled: true, port });
      const url = `http://127.0.0.1:${port}`;
      const upload = request(url, 'POST', '/v1/resumes/files', {
        token,
        ...(await multipart([{ name: 'stall.txt', data: 'Jane Doe\nEngineer' }])),
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const start = performance.now();
      const read = await request(url, 'GET', '/v1/organizations/me', { token });
      const readMs = performance.now() - start;
      expect(read.status).toBe(200);
      expect(readMs).toBeLessThan(200);

      const reply = await upload;
      expect(reply.status).toBe(200);
      expect(reply.json.results).toEqual([
        { file: 'stall.txt', status: 'failed', reason: expect.stringMatching(/took longer than 1 s/) },
      ]);
      expect(countRows(db, 'resumes')).toBe(0);

      // The window's IPC calls get the same services (context() in main.ts hands them over).
      const viaIpc = await invokeSafely({ ...ctx, services: desktop.services }, 'importResumeFiles', {
        body: { files: [{ name: 'stall.txt', data: new TextEncoder().encode('Jane Doe') }] },
      });
      expect(viaIpc).toMatchObject({ ok: true, value: { results: [{ status: 'failed' }] } });
    } finally {
      await desktop.close();
    }
    expect(desktop.apiServer.status().state).toBe('stopped');
  }, 20_000);
});
