import { vi } from 'vitest';
import { httpTransport } from '../../renderer/src/api/http-transport';
import { addOrganization, startTestServer } from '../helpers';

/**
 * Browser mode's transport against a real /v1 server over a socket. The page's session cookie is
 * stood in for by a bearer token added to each fetch; everything else is the transport's own.
 * Callers undo the stub with vi.unstubAllGlobals() after each test.
 */
export async function browserTransport() {
  const server = await startTestServer();
  const org = await addOrganization(server.db);
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) =>
    realFetch(input, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${org.token}` },
    }),
  );
  return { server, org, transport: httpTransport(server.url) };
}
