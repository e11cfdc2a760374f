import net from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { addOrganization, startTestServer, type TestServer } from '../helpers';

/**
 * Requests Node's HTTP parser or the adapter refuses before the app runs, sent as raw bytes over
 * TCP (no client library would send them): each gets a complete problem+json answer and the
 * connection is closed.
 */
function sendRaw(
  port: number,
  bytes: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.setTimeout(5_000, () => reject(new Error('no answer within 5 s')));
    // The server closes the connection after the answer: 'end' means we have all of it.
    socket.on('end', () => {
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

let server: TestServer;
let token: string;
// startTestServer stops its server after each test.
beforeEach(async () => {
  server = await startTestServer();
  token = (await addOrganization(server.db)).token;
});

describe('requests refused before the app runs', () => {
  const host = () => `127.0.0.1:${server.port}`;
  const cases: Array<[name: string, status: number, bytes: () => string]> = [
    [
      'a duplicate Content-Length',
      400,
      () =>
        `POST /v1/candidates HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
    ],
    [
      'Content-Length with Transfer-Encoding',
      400,
      () =>
        `POST /v1/candidates HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
    ],
    [
      'headers larger than Node accepts',
      431,
      () => `GET /v1/organizations/me HTTP/1.1\r\nHost: ${host()}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ],
    ['a bad method token', 400, () => `G(T /v1/organizations/me HTTP/1.1\r\nHost: ${host()}\r\n\r\n`],
    [
      'chunk extensions beyond the limit',
      413,
      () =>
        `POST /v1/candidates HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2;x=${'a'.repeat(20_000)}\r\n{}\r\n0\r\n\r\n`,
    ],
    [
      'a Host with user info',
      400,
      () =>
        `GET /v1/organizations/me HTTP/1.1\r\nHost: user@${host()}\r\nAuthorization: Bearer ${token}\r\n\r\n`,
    ],
    [
      'a Host with user info on a body',
      400,
      () =>
        `POST /v1/candidates HTTP/1.1\r\nHost: a:b@${host()}\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
    ],
    [
      'no Host on HTTP/1.1',
      400,
      () => `GET /v1/organizations/me HTTP/1.1\r\nAuthorization: Bearer ${token}\r\n\r\n`,
    ],
    [
      'a backslash in the path',
      400,
      () => `GET /v1\\organizations/me HTTP/1.1\r\nHost: ${host()}\r\nAuthorization: Bearer ${token}\r\n\r\n`,
    ],
  ];

  for (const [name, status, bytes] of cases) {
    it(`answers ${name} with a ${status} problem+json and closes`, async () => {
      const reply = await sendRaw(server.port, bytes());
      expect(reply.status).toBe(status);
      expect(reply.headers['content-type']).toBe('application/problem+json');
      expect(reply.headers.connection).toBe('close');
      expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(reply.body));
      const problem = JSON.parse(reply.body);
      expect(problem).toMatchObject({ status, type: expect.stringMatching(/^urn:talent-index:problem:/) });
      expect(problem.title).toEqual(expect.any(String));
      expect(problem.detail).toEqual(expect.any(String));
    });
  }

  it('names the user info in the Host problem', async () => {
    const reply = await sendRaw(server.port, cases[5][2]());
    expect(JSON.parse(reply.body).detail).toMatch(/user info/);
  });

  it('still answers well-formed requests, and names no secret in a parser problem', async () => {
    const ok = await server.call('GET', '/v1/organizations/me', { token });
    expect(ok.status).toBe(200);
    const reply = await sendRaw(server.port, cases[0][2]());
    expect(reply.body).not.toContain(token);
  });

  it('answers a malformed request that follows a good one on the same keep-alive socket', async () => {
    const good = `GET /v1/organizations/me HTTP/1.1\r\nHost: ${host()}\r\nAuthorization: Bearer ${token}\r\n\r\n`;
    const socket = net.connect(server.port, '127.0.0.1');
    let received = '';
    const firstAnswer = new Promise<void>((resolve) =>
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
        if (received.includes('\r\n\r\n{')) resolve();
      }),
    );
    const closed = new Promise<void>((resolve) => socket.on('end', () => resolve()));
    socket.write(good);
    await firstAnswer;
    socket.write(cases[0][2]());
    await closed;
    socket.destroy();
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    const second = received.slice(received.indexOf('HTTP/1.1 400'));
    expect(second).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(second).toContain('content-type: application/problem+json');
    expect(JSON.parse(second.split('\r\n\r\n')[1]).status).toBe(400);
  });
});
