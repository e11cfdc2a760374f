import { describe, expect, it } from 'vitest';
import { addOrganization, countRows, sampleResume, startTestServer } from '../helpers';

const isProblem = (
  reply: { headers: Record<string, unknown>; json: Record<string, unknown> },
  status: number,
) => {
  expect(reply.headers['content-type']).toBe('application/problem+json');
  expect(reply.json).toMatchObject({ status, type: expect.stringMatching(/^urn:talent-index:problem:/) });
  expect(typeof reply.json.title).toBe('string');
  expect(typeof reply.json.detail).toBe('string');
};

describe('errors are RFC 9457 problems and write nothing', () => {
  it('404 for an unknown route and an unknown resource', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const route = await server.call('GET', '/v1/nothing-here', { token: org.token });
    expect(route.status).toBe(404);
    isProblem(route, 404);
    const resource = await server.call('GET', '/v1/resumes/res_01JD0000000000000000000000', {
      token: org.token,
    });
    expect(resource.status).toBe(404);
    isProblem(resource, 404);
  });

  it('405 with Allow for a known path and a wrong method', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const reply = await server.call('PUT', '/v1/organizations/me', { token: org.token, body: {} });
    expect(reply.status).toBe(405);
    isProblem(reply, 405);
    expect(reply.headers.allow).toBe('GET, PATCH');
    const item = await server.call('POST', '/v1/resumes/res_x', { token: org.token, body: {} });
    expect(item.status).toBe(405);
    expect(item.headers.allow).toBe('GET, PUT, DELETE');
  });

  it('400 with pointers for invalid values, malformed JSON and a missing body', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const invalid = await server.call('POST', '/v1/resumes', {
      token: org.token,
      // Free-form values are read with warnings (JSON Resume as people write it); a wrong shape is not.
      body: { basics: { name: 'Ada', profiles: 'github' }, work: [{ highlights: 'one' }] },
    });
    expect(invalid.status).toBe(400);
    isProblem(invalid, 400);
    const pointers = invalid.json.errors.map((e: { pointer: string }) => e.pointer).sort();
    expect(pointers).toEqual(['/basics/profiles', '/work/0/highlights']);
    expect(invalid.json.errors.every((e: { in: string }) => e.in === 'body')).toBe(true);

    const malformed = await server.call('POST', '/v1/resumes', {
      token: org.token,
      rawBody: '{"basics": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    isProblem(malformed, 400);
    const empty = await server.call('POST', '/v1/resumes', {
      token: org.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(400);
    const query = await server.call('GET', '/v1/resumes?limit=abc', { token: org.token });
    expect(query.status).toBe(400);
    expect(query.json.errors[0]).toMatchObject({ in: 'query', parameter: 'limit', pointer: '/limit' });
    expect(countRows(server.db, 'resumes')).toBe(0);
  });

  it('413 for a body over 1 MiB and 415 for a non-JSON body', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const big = { ...sampleResume(), basics: { name: 'Big', summary: 'x'.repeat(1024 * 1024) } };
    const tooLarge = await server.call('POST', '/v1/resumes', { token: org.token, body: big });
    expect(tooLarge.status).toBe(413);
    isProblem(tooLarge, 413);
    const form = await server.call('POST', '/v1/resumes', {
      token: org.token,
      rawBody: 'basics=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    isProblem(form, 415);
    expect(countRows(server.db, 'resumes')).toBe(0);
  });

  it('400 for a body nested deeper than 64 levels, where a resume once answered 500, and nothing is written', async () => {
    // Found by test/http/fuzz.test.ts: 10,000 nested arrays in an extra field of a resume entry
    // overflowed the stack of the code that makes documents canonical.
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
    const withExtra = (depth: number) =>
      JSON.stringify({
        ...sampleResume(),
        references: [{ name: 'Ref', reference: 'Good', extra: '@' }],
      }).replace('"@"', nested(depth));
    for (const [path, body] of [
      ['/v1/resumes', withExtra(10_000)],
      ['/v1/resumes/batch', `{"items":[${withExtra(10_000)}]}`],
      ['/v1/jobs', `{"title":"Engineer","location":{"extra":${nested(10_000)}}}`],
    ]) {
      const reply = await server.call('POST', path, {
        token: org.token,
        rawBody: body,
        headers: { 'content-type': 'application/json' },
      });
      expect(reply.status, path).toBe(400);
      isProblem(reply, 400);
      expect(reply.json.errors[0].detail).toBe('nested deeper than 64 levels');
    }
    expect(countRows(server.db, 'resumes')).toBe(0);
    expect(countRows(server.db, 'jobs')).toBe(0);
    // Nesting a client may well use in a free-form field is still taken.
    const moderate = await server.call('POST', '/v1/resumes', {
      token: org.token,
      rawBody: withExtra(20),
      headers: { 'content-type': 'application/json' },
    });
    expect(moderate.status).toBe(201);
  });

  it('409 for a conflicting candidate, and the first one stays alone', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const body = {
      organizationId: org.organization.id,
      memberId: org.adminMemberId,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      profiles: [],
    };
    expect((await server.call('POST', '/v1/candidates', { token: org.token, body })).status).toBe(201);
    const again = await server.call('POST', '/v1/candidates', {
      token: org.token,
      body: { ...body, email: 'ADA@example.com' },
    });
    expect(again.status).toBe(409);
    isProblem(again, 409);
    expect(countRows(server.db, 'candidates')).toBe(1);
  });
});
