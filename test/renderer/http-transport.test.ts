import { afterEach, describe, expect, it, vi } from 'vitest';
import { type OperationSpec, operationNames, operations } from '../../main/contract';
import { httpCallFor, httpTransport } from '../../renderer/src/api/http-transport';
import { addOrganization, countRows, startTestServer } from '../helpers';

/**
 * Browser mode's transport against a real /v1 server over a socket. The page's session cookie is
 * stood in for by a bearer token added to each fetch; everything else is the transport's own.
 */
async function browserTransport() {
  const server = await startTestServer();
  const org = await addOrganization(server.db);
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) =>
    realFetch(input, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${org.token}` },
    }),
  );
  return { server, transport: httpTransport(server.url) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the HTTP transport', () => {
  it('sends form data for every multipart operation and JSON for the others, from the table', () => {
    for (const name of operationNames) {
      const spec = operations[name] as OperationSpec;
      if (!spec.body) continue;
      const call = httpCallFor(name, {
        params: { id: 'res_x', redactionId: 'red_x' },
        body: { files: [{ name: 'a.txt', data: new Uint8Array([104, 105]) }] },
      });
      if (spec.bodyType === 'multipart') expect(call.body, name).toBeInstanceOf(FormData);
      else expect(typeof call.body, name).toBe('string');
    }
  });

  it('uploads resume files as multipart and reads the per-file answers', async () => {
    const { server, transport } = await browserTransport();
    const text = new TextEncoder().encode(
      'Rosa Transport\nrosa.transport@example.com\n\nSkills\nPython, SQL\n',
    );
    const { results } = await transport.invoke('importResumeFiles', {
      body: {
        files: [
          { name: 'rosa.txt', data: text },
          { name: 'rosa-again.txt', data: text },
          { name: 'scan.png', data: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]) },
        ],
      },
    });
    expect(results.map((r) => [r.file, r.status])).toEqual([
      ['rosa.txt', 'imported'],
      ['rosa-again.txt', 'duplicate'],
      ['scan.png', 'failed'],
    ]);
    expect(countRows(server.db, 'resumes')).toBe(1);
  });

  it('turns problem+json answers into the ProblemResponse screens show', async () => {
    const { transport } = await browserTransport();
    await expect(
      transport.invoke('importJobsCsv', { body: { csv: 'Posting\nDriver\n' } }),
    ).rejects.toMatchObject({ problem: { status: 422, title: 'Unprocessable request' } });
  });
});
