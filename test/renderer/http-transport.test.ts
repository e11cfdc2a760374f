import { afterEach, describe, expect, it, vi } from 'vitest';
import { type OperationSpec, operationNames, operations } from '../../main/contract';
import { httpCallFor } from '../../renderer/src/api/http-transport';
import { countRows } from '../helpers';
import { browserTransport } from './browser-transport';

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
