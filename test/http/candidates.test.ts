import { describe, expect, it } from 'vitest';
import { candidateSchema, memberSchema } from '../../main/contract';
import { newId } from '../../main/domain/ids';
import { insertMember } from '../../main/store/members';
import { addOrganization, countRows, sampleJob, sampleResume, startTestServer } from '../helpers';

describe('candidates', () => {
  it('POST /v1/candidates answers 201 with the stored record exactly as the spec', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const reply = await server.call('POST', '/v1/candidates', {
      token: org.token,
      body: {
        organizationId: org.organization.id,
        memberId: org.adminMemberId,
        name: 'Dr. Grace B. Hopper',
        email: 'grace@example.com',
        phone: '+1 212 555 0100',
        profiles: [
          { network: 'GitHub', username: 'ghopper', url: 'https://github.com/ghopper' },
          { network: 'LinkedIn', username: 'grace', url: 'https://www.linkedin.com/in/grace' },
        ],
      },
    });
    expect(reply.status).toBe(201);
    const candidate = candidateSchema.strict().parse(reply.json);
    expect(candidate).toMatchObject({
      organizationId: org.organization.id,
      memberId: org.adminMemberId,
      name: 'Dr. Grace B. Hopper',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '+1 212 555 0100',
    });
    expect(candidate.id).toMatch(/^cand_/);
    expect(candidate.createdAt).toBe(candidate.updatedAt);
    expect(candidate.profiles.map((p) => p.__id).every((id) => typeof id === 'string' && id.length > 0)).toBe(
      true,
    );
    expect(new Set(candidate.profiles.map((p) => p.__id)).size).toBe(2);

    const fetched = await server.call('GET', `/v1/candidates/${candidate.id}`, { token: org.token });
    expect(fetched.json).toEqual(reply.json);
    const list = await server.call('GET', '/v1/candidates', { token: org.token });
    expect(list.json.data).toEqual([reply.json]);
  });

  it('keeps given first and last names and parses "Last, First"', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const base = { organizationId: org.organization.id, memberId: org.adminMemberId, profiles: [] };
    const given = await server.call('POST', '/v1/candidates', {
      token: org.token,
      body: {
        ...base,
        name: 'Ana María López',
        firstName: 'Ana María',
        lastName: 'López',
        email: 'ana@example.com',
      },
    });
    expect(given.json).toMatchObject({ firstName: 'Ana María', lastName: 'López' });
    const comma = await server.call('POST', '/v1/candidates', {
      token: org.token,
      body: { ...base, name: 'Doe, Jane', email: 'jane@example.com' },
    });
    expect(comma.json).toMatchObject({ firstName: 'Jane', lastName: 'Doe' });
    expect(comma.json.phone).toBeUndefined();
  });

  it("refuses another organization's id (403), an unknown member (422) and missing fields (400), writing nothing", async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const other = await addOrganization(server.db, 'Other Co');
    const body = {
      organizationId: org.organization.id,
      memberId: org.adminMemberId,
      name: 'Alan Turing',
      email: 'alan@example.com',
      profiles: [],
    };
    const foreignOrg = await server.call('POST', '/v1/candidates', {
      token: org.token,
      body: { ...body, organizationId: other.organization.id },
    });
    expect(foreignOrg.status).toBe(403);
    const foreignMember = await server.call('POST', '/v1/candidates', {
      token: org.token,
      body: { ...body, memberId: other.adminMemberId },
    });
    expect(foreignMember.status).toBe(422);
    const missing = await server.call('POST', '/v1/candidates', {
      token: org.token,
      body: { organizationId: org.organization.id, name: 'X' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.errors.map((e: { pointer: string }) => e.pointer).sort()).toEqual([
      '/email',
      '/memberId',
      '/profiles',
    ]);
    const badProfile = await server.call('POST', '/v1/candidates', {
      token: org.token,
      body: { ...body, profiles: [{ network: 'GitHub', username: 'x', url: 'javascript:alert(1)' }] },
    });
    expect(badProfile.status).toBe(400);
    expect(countRows(server.db, 'candidates')).toBe(0);
  });

  it('links a candidate to the resume and job of a shortlist, refuses unknown ones, and drops a link when its resume or job is deleted', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const other = await addOrganization(server.db, 'Other');
    const resume = (await server.call('POST', '/v1/resumes', { token: org.token, body: sampleResume() }))
      .json;
    const job = (await server.call('POST', '/v1/jobs', { token: org.token, body: sampleJob() })).json;
    const foreignResume = (
      await server.call('POST', '/v1/resumes', { token: other.token, body: sampleResume() })
    ).json;
    const body = {
      organizationId: org.organization.id,
      memberId: org.adminMemberId,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      profiles: [],
    };
    for (const [link, pointer] of [
      [{ resumeId: foreignResume.id }, '/resumeId'],
      [{ resumeId: 'res_unknown' }, '/resumeId'],
      [{ resumeId: resume.id, jobId: 'job_unknown' }, '/jobId'],
    ] as const) {
      const refused = await server.call('POST', '/v1/candidates', {
        token: org.token,
        body: { ...body, ...link },
      });
      expect(refused.status).toBe(422);
      expect(refused.json.errors.map((e: { pointer: string }) => e.pointer)).toEqual([pointer]);
    }
    expect(countRows(server.db, 'candidates')).toBe(0);

    const created = await server.call('POST', '/v1/candidates', {
      token: org.token,
      body: { ...body, resumeId: resume.id, jobId: job.id },
    });
    expect(created.status).toBe(201);
    expect(candidateSchema.strict().parse(created.json)).toMatchObject({
      resumeId: resume.id,
      jobId: job.id,
    });
    // The same e-mail again, as a second shortlist would send it: 409, and nothing written.
    const again = await server.call('POST', '/v1/candidates', {
      token: org.token,
      body: { ...body, resumeId: resume.id, jobId: job.id },
    });
    expect(again.status).toBe(409);
    expect(countRows(server.db, 'candidates')).toBe(1);

    expect((await server.call('DELETE', `/v1/resumes/${resume.id}`, { token: org.token })).status).toBe(204);
    expect((await server.call('DELETE', `/v1/jobs/${job.id}`, { token: org.token })).status).toBe(204);
    const kept = await server.call('GET', `/v1/candidates/${created.json.id}`, { token: org.token });
    expect(kept.status).toBe(200);
    expect(kept.json.resumeId).toBeUndefined();
    expect(kept.json.jobId).toBeUndefined();
    expect(kept.json.email).toBe('ada@example.com');
  });

  it("GET /v1/members/me names the caller's member, not whoever GET /v1/members lists first", async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    // A second member, newer than the administrator: the first of GET /v1/members (newest first),
    // which the job page's shortlist used to make the owner of every candidate it created.
    const recruiterId = newId('mem', Date.now() + 60_000);
    insertMember(server.db, {
      id: recruiterId,
      organization_id: org.organization.id,
      role: 'recruiter',
      first_name: 'Rita',
      last_name: 'Recruiter',
      email: 'rita@example.com',
      phone: '',
      profile_picture_url: '',
      created_at: Date.now(),
    });
    const listed = await server.call('GET', '/v1/members', { token: org.token });
    expect(listed.json.data.map((m: { id: string }) => m.id)).toEqual([recruiterId, org.adminMemberId]);

    // The token was issued by the administrator: it acts as the administrator.
    const me = await server.call('GET', '/v1/members/me', { token: org.token });
    expect(me.status).toBe(200);
    expect(memberSchema.strict().parse(me.json)).toMatchObject({ id: org.adminMemberId, role: 'admin' });
    expect((await server.call('GET', '/v1/members/me')).status).toBe(401);

    // A candidate made as the shortlist makes it (memberId from /v1/members/me) is the caller's.
    const resume = await server.call('POST', '/v1/resumes', { token: org.token, body: sampleResume() });
    const created = await server.call('POST', '/v1/candidates', {
      token: org.token,
      body: {
        organizationId: org.organization.id,
        memberId: me.json.id,
        name: 'Ada Lovelace',
        email: 'ada.me@example.com',
        profiles: [],
        resumeId: resume.json.id,
      },
    });
    expect(created.status).toBe(201);
    expect(created.json.memberId).toBe(org.adminMemberId);
    expect(created.json.memberId).not.toBe(recruiterId);
  });

  it("GET /v1/members/me stays inside the caller's organization", async () => {
    const server = await startTestServer();
    const a = await addOrganization(server.db, 'Alpha');
    const b = await addOrganization(server.db, 'Beta');
    const meA = await server.call('GET', '/v1/members/me', { token: a.token });
    const meB = await server.call('GET', '/v1/members/me', { token: b.token });
    expect(meA.json.id).toBe(a.adminMemberId);
    expect(meB.json.id).toBe(b.adminMemberId);
  });
});
