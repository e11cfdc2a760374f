import { describe, expect, it } from 'vitest';
import { organizationSchema } from '../../main/contract';
import { addOrganization, startTestServer } from '../helpers';

describe('GET and PATCH /v1/organizations/me', () => {
  it("returns the caller's organization with every field of the spec", async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db, 'Acme Talent');
    const reply = await server.call('GET', '/v1/organizations/me', { token: org.token });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    const body = organizationSchema.strict().parse(reply.json);
    expect(Object.keys(reply.json).sort()).toEqual(
      [
        'id',
        'name',
        'email',
        'phone',
        'approved',
        'website',
        'createdAt',
        'updatedAt',
        'domain',
        'locations',
        'settings',
        'admin',
      ].sort(),
    );
    expect(body).toMatchObject({
      id: org.organization.id,
      name: 'Acme Talent',
      domain: { name: 'acmetalent.example', verified: false },
      settings: { webhook: { enabled: false, url: '', events: [] } },
      admin: { email: 'admin@acmetalent.example', settings: { profilePictureUrl: '' } },
    });
  });

  it('accepts the id parameter for the own organization and answers 404 for any other', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const other = await addOrganization(server.db, 'Other Co');
    const own = await server.call('GET', `/v1/organizations/me?id=${org.organization.id}`, {
      token: org.token,
    });
    expect(own.status).toBe(200);
    const foreign = await server.call('GET', `/v1/organizations/me?id=${other.organization.id}`, {
      token: org.token,
    });
    expect(foreign.status).toBe(404);
    const unknown = await server.call('GET', '/v1/organizations/me?id=org_nope', { token: org.token });
    expect(unknown.status).toBe(404);
  });

  it('updates profile, locations, logo and webhook settings', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const reply = await server.call('PATCH', '/v1/organizations/me', {
      token: org.token,
      body: {
        name: 'Acme Recruiting',
        phone: '+44 20 7946 0958',
        website: 'https://acme.example',
        locations: [{ name: 'HQ', city: 'London', country: 'GB', region: 'England', about: 'Head office' }],
        settings: {
          logoUrl: 'https://acme.example/logo.png',
          webhook: { enabled: true, url: 'http://127.0.0.1:9999/hook', events: ['resume.parsed'] },
        },
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({
      name: 'Acme Recruiting',
      phone: '+44 20 7946 0958',
      website: 'https://acme.example',
      settings: {
        logoUrl: 'https://acme.example/logo.png',
        webhook: { enabled: true, url: 'http://127.0.0.1:9999/hook', events: ['resume.parsed'] },
      },
    });
    expect(reply.json.locations[0]).toMatchObject({ name: 'HQ', city: 'London' });
    expect(reply.json.locations[0].id).toMatch(/^loc_/);
    expect(Date.parse(reply.json.updatedAt)).toBeGreaterThanOrEqual(Date.parse(reply.json.createdAt));

    // A partial patch leaves the rest alone.
    const partial = await server.call('PATCH', '/v1/organizations/me', {
      token: org.token,
      body: { settings: { webhook: { enabled: false } } },
    });
    expect(partial.json.settings.webhook).toEqual({
      enabled: false,
      url: 'http://127.0.0.1:9999/hook',
      events: ['resume.parsed'],
    });
    expect(partial.json.name).toBe('Acme Recruiting');
  });

  it('refuses unknown event kinds, read-only fields and a webhook without URL, changing nothing', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const before = (await server.call('GET', '/v1/organizations/me', { token: org.token })).json;
    const badEvent = await server.call('PATCH', '/v1/organizations/me', {
      token: org.token,
      body: { name: 'Changed', settings: { webhook: { events: ['resume.parsed', 'user.created'] } } },
    });
    expect(badEvent.status).toBe(400);
    expect(badEvent.json.errors[0].pointer).toBe('/settings/webhook/events/1');
    const readOnly = await server.call('PATCH', '/v1/organizations/me', {
      token: org.token,
      body: { approved: false },
    });
    expect(readOnly.status).toBe(400);
    const noUrl = await server.call('PATCH', '/v1/organizations/me', {
      token: org.token,
      body: { name: 'Changed', settings: { webhook: { enabled: true } } },
    });
    expect(noUrl.status).toBe(422);
    expect(noUrl.json.errors[0].pointer).toBe('/settings/webhook/url');
    const badEmail = await server.call('PATCH', '/v1/organizations/me', {
      token: org.token,
      body: { email: 'nope' },
    });
    expect(badEmail.status).toBe(400);
    const after = (await server.call('GET', '/v1/organizations/me', { token: org.token })).json;
    expect(after).toEqual(before);
  });

  it('lists members for memberId', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const reply = await server.call('GET', '/v1/members', { token: org.token });
    expect(reply.status).toBe(200);
    expect(reply.json.data).toHaveLength(1);
    expect(reply.json.data[0]).toMatchObject({ id: org.adminMemberId, role: 'admin' });
    expect(reply.json.pagination).toEqual({ next_cursor: null, has_more: false });
  });
});
