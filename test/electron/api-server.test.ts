import net from 'node:net';
import { describe, expect, it } from 'vitest';
// biome-ignore lint/style/noRestrictedImports: api-server.ts imports no electron; it is the shell's server control
import { createApiServerControl } from '../../main/electron/api-server';
import { startServer } from '../../main/http/server';
import { tempDatabase } from '../helpers';

function occupyPort(): Promise<{ port: number; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('the embedded API server control', () => {
  it('starts, moves and stops with the settings', async () => {
    const { db } = tempDatabase();
    const control = createApiServerControl(startServer, { db });
    expect(control.status().state).toBe('stopped');
    const free = await occupyPort();
    await free.close();
    await control.apply({ enabled: true, port: free.port });
    expect(control.status()).toEqual({ state: 'running', url: `http://127.0.0.1:${free.port}` });
    const answer = await fetch(`http://127.0.0.1:${free.port}/v1/openapi.json`);
    expect(answer.status).toBe(200);
    await control.apply({ enabled: false, port: free.port });
    expect(control.status().state).toBe('stopped');
    await expect(fetch(`http://127.0.0.1:${free.port}/v1/openapi.json`)).rejects.toThrow();
  });

  it('reports a busy port as failed instead of throwing', async () => {
    const { db } = tempDatabase();
    const busy = await occupyPort();
    try {
      const control = createApiServerControl(startServer, { db });
      await expect(control.apply({ enabled: true, port: busy.port })).resolves.toBeUndefined();
      expect(control.status().state).toBe('failed');
      expect(control.status().error).toMatch(/already in use/);
    } finally {
      await busy.close();
    }
  });

  it('answers a request the HTTP parser refuses with problem+json (the desktop wiring)', async () => {
    const { db } = tempDatabase();
    const control = createApiServerControl(startServer, { db });
    const free = await occupyPort();
    await free.close();
    await control.apply({ enabled: true, port: free.port });
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(free.port, '127.0.0.1', () =>
          socket.write(`GET /v1/openapi.json HTTP/1.1\r\nHost: user@127.0.0.1:${free.port}\r\n\r\n`),
        );
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString('latin1');
        });
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('content-type: application/problem+json');
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 400 });
    } finally {
      await control.apply({ enabled: false, port: free.port });
    }
  });
});
