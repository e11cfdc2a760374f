import { describe, expect, it } from 'vitest';
import { addOrganization, startTestServer } from '../helpers';

const resume = (name: string) => ({ basics: { name } });

describe('cursor pagination', () => {
  it('walks every item exactly once, newest first, even while new items are inserted', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const items = Array.from({ length: 95 }, (_, i) => resume(`Initial ${i}`));
    await server.call('POST', '/v1/resumes/batch', { token: org.token, body: { items } });

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply = await server.call('GET', `/v1/resumes?limit=10${cursor ? `&cursor=${cursor}` : ''}`, {
        token: org.token,
      });
      expect(reply.status).toBe(200);
      seen.push(...reply.json.data.map((r: { name: string }) => r.name));
      expect(reply.json.pagination.has_more).toBe(reply.json.pagination.next_cursor !== null);
      cursor = reply.json.pagination.next_cursor;
      // Concurrent writers: new resumes arrive between pages.
      await server.call('POST', '/v1/resumes', {
        token: org.token,
        body: resume(`Added during walk ${pages}`),
      });
      pages++;
    } while (cursor);
    const initial = seen.filter((n) => n.startsWith('Initial'));
    expect(initial).toHaveLength(95);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen[0]).toBe('Initial 94');
    expect(pages).toBe(10);
  });

  it('defaults to 20, caps at 100 and refuses out-of-range limits', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const items = Array.from({ length: 100 }, (_, i) => resume(`P${i}`));
    await server.call('POST', '/v1/resumes/batch', { token: org.token, body: { items } });
    await server.call('POST', '/v1/resumes/batch', { token: org.token, body: { items: items.slice(0, 5) } });
    const first = await server.call('GET', '/v1/resumes', { token: org.token });
    expect(first.json.data).toHaveLength(20);
    const max = await server.call('GET', '/v1/resumes?limit=100', { token: org.token });
    expect(max.json.data).toHaveLength(100);
    expect(max.json.pagination.has_more).toBe(true);
    for (const limit of ['0', '101', '-1', '2.5', 'ten']) {
      const reply = await server.call('GET', `/v1/resumes?limit=${limit}`, { token: org.token });
      expect(reply.status, limit).toBe(400);
      expect(reply.json.errors[0].parameter).toBe('limit');
    }
  });

  it('refuses malformed cursors and cursors of another list or organization (400)', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const other = await addOrganization(server.db, 'Other Co');
    const items = Array.from({ length: 3 }, (_, i) => resume(`P${i}`));
    await server.call('POST', '/v1/resumes/batch', { token: org.token, body: { items } });
    await server.call('POST', '/v1/resumes/batch', { token: other.token, body: { items } });
    const page = await server.call('GET', '/v1/resumes?limit=1', { token: org.token });
    const cursor = page.json.pagination.next_cursor;
    expect(
      (await server.call('GET', `/v1/resumes?limit=1&cursor=${cursor}`, { token: org.token })).status,
    ).toBe(200);
    expect((await server.call('GET', `/v1/resumes?cursor=${cursor}`, { token: other.token })).status).toBe(
      400,
    );
    expect((await server.call('GET', `/v1/candidates?cursor=${cursor}`, { token: org.token })).status).toBe(
      400,
    );
    for (const bad of ['garbage', 'eyJ2IjoxfQ', '%00']) {
      const reply = await server.call('GET', `/v1/resumes?cursor=${bad}`, { token: org.token });
      expect(reply.status, bad).toBe(400);
      expect(reply.json.errors[0].parameter).toBe('cursor');
    }
  });
});
