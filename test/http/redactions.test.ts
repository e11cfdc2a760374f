import { describe, expect, it } from 'vitest';
import { createdRedactionSchema, redactionResultSchema } from '../../main/contract';
import { addOrganization, countRows, sampleResume, startTestServer } from '../helpers';

const REDACTED = '[REDACTED]';

/** Reads a spec path such as personalInfo.email or work[<id>].company out of a redacted resume. */
function valueAt(resume: Record<string, unknown>, path: string): unknown {
  let current: unknown = resume;
  for (const part of path.split('.')) {
    const match = /^(\w+)(?:\[([^\]]*)\])?(?:\[([^\]]*)\])?$/.exec(part);
    if (!match) throw new Error(`bad path ${path}`);
    current = (current as Record<string, unknown>)[match[1]];
    for (const key of [match[2], match[3]]) {
      if (key === undefined) continue;
      const list = current as Array<Record<string, unknown>>;
      current = list.find((e) => e.__id === key) ?? list[Number(key)];
    }
  }
  return current;
}

async function setup() {
  const server = await startTestServer();
  const org = await addOrganization(server.db);
  const resume = (await server.call('POST', '/v1/resumes', { token: org.token, body: sampleResume() })).json;
  return { server, org, resume };
}

describe('redactions', () => {
  it('creates a standard redaction (201) and returns it exactly as the spec on GET', async () => {
    const { server, org, resume } = await setup();
    const created = await server.call('POST', `/v1/resumes/${resume.id}/redactions`, {
      token: org.token,
      body: {},
    });
    expect(created.status).toBe(201);
    const body = createdRedactionSchema.strict().parse(created.json);
    expect(body.id).toMatch(/^red_/);
    expect(body.profile).toBe('standard');
    expect(body.resumeId).toBe(resume.id);
    expect(body.redactedResume.id).toBe(resume.id);

    for (const path of [
      'personalInfo.name',
      'personalInfo.email',
      'personalInfo.phone',
      'personalInfo.url',
    ]) {
      expect(body.redactedFields).toContain(path);
      expect(valueAt(body.redactedResume, path)).toBe(REDACTED);
    }
    for (const path of body.redactedFields)
      expect(String(valueAt(body.redactedResume, path))).toContain(REDACTED);
    const sum = Object.values(body.redactionSummary.bySection).reduce((a, b) => a + b, 0);
    expect(body.redactionSummary.total).toBe(sum);
    expect(body.redactionSummary.total).toBe(body.redactedFields.length);
    // Non-sensitive values stay.
    expect(body.redactedResume.work[0].position).toBe(resume.work[0].position);
    expect(body.redactedResume.skills).toEqual(resume.skills);

    const fetched = await server.call('GET', `/v1/resumes/${resume.id}/redactions/${body.id}`, {
      token: org.token,
    });
    expect(fetched.status).toBe(200);
    expect(Object.keys(fetched.json).sort()).toEqual([
      'redactedFields',
      'redactedResume',
      'redactionSummary',
      'resumeId',
    ]);
    redactionResultSchema.strict().parse(fetched.json);
    const { id: _id, profile: _p, createdAt: _c, ...specPart } = body;
    expect(fetched.json).toEqual(specPart);
  });

  it('blind redaction also hides employers and schools, and keep/redact adjust it', async () => {
    const { server, org, resume } = await setup();
    const blind = await server.call('POST', `/v1/resumes/${resume.id}/redactions`, {
      token: org.token,
      body: { profile: 'blind', keep: [`work[${resume.work[0].__id}].company`], redact: ['skills[].name'] },
    });
    expect(blind.status).toBe(201);
    expect(blind.json.redactedResume.work[0].company).toBe(resume.work[0].company);
    expect(blind.json.redactedResume.education[0].institution).toBe(REDACTED);
    expect(
      blind.json.redactedResume.skills.every(
        (s: { name?: string }) => s.name === undefined || s.name === REDACTED,
      ),
    ).toBe(true);
    expect(blind.json.redactedFields).toContain(`education[${resume.education[0].__id}].institution`);
  });

  it('lists a resume’s redactions, refuses bad input, and answers 404 across resumes and organizations', async () => {
    const { server, org, resume } = await setup();
    const other = await addOrganization(server.db, 'Other Co');
    const second = (await server.call('POST', '/v1/resumes', { token: org.token, body: sampleResume() }))
      .json;
    const a = (
      await server.call('POST', `/v1/resumes/${resume.id}/redactions`, { token: org.token, body: {} })
    ).json;
    const b = (
      await server.call('POST', `/v1/resumes/${resume.id}/redactions`, {
        token: org.token,
        body: { profile: 'blind' },
      })
    ).json;
    const list = await server.call('GET', `/v1/resumes/${resume.id}/redactions`, { token: org.token });
    expect(list.json.data.map((r: { id: string }) => r.id)).toEqual([b.id, a.id]);
    expect(list.json.data[0]).toMatchObject({
      profile: 'blind',
      resumeId: resume.id,
      total: b.redactionSummary.total,
    });

    for (const body of [{ profile: 'secret' }, { redact: ['no such path ['] }, { extra: 1 }]) {
      const reply = await server.call('POST', `/v1/resumes/${resume.id}/redactions`, {
        token: org.token,
        body,
      });
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    expect(countRows(server.db, 'redactions')).toBe(2);

    expect(
      (await server.call('GET', `/v1/resumes/${second.id}/redactions/${a.id}`, { token: org.token })).status,
    ).toBe(404);
    expect(
      (await server.call('GET', `/v1/resumes/${resume.id}/redactions/red_nope`, { token: org.token })).status,
    ).toBe(404);
    expect(
      (await server.call('GET', `/v1/resumes/${resume.id}/redactions/${a.id}`, { token: other.token }))
        .status,
    ).toBe(404);
    expect(
      (await server.call('POST', `/v1/resumes/${resume.id}/redactions`, { token: other.token, body: {} }))
        .status,
    ).toBe(404);
    expect((await server.call('GET', '/v1/resumes/res_nope/redactions', { token: org.token })).status).toBe(
      404,
    );

    // Deleting the resume deletes its redactions.
    await server.call('DELETE', `/v1/resumes/${resume.id}`, { token: org.token });
    expect(countRows(server.db, 'redactions')).toBe(0);
  });

  it('finds nothing new when redacting an already redacted resume', async () => {
    const { server, org, resume } = await setup();
    const first = (
      await server.call('POST', `/v1/resumes/${resume.id}/redactions`, { token: org.token, body: {} })
    ).json;
    const { id: _id, ...redactedDoc } = first.redactedResume;
    // Index the redacted copy as a resume of its own, then redact it again.
    const reimported = await server.call('POST', '/v1/resumes', {
      token: org.token,
      body: {
        basics: {
          name: redactedDoc.personalInfo.name,
          email: redactedDoc.personalInfo.email,
          summary: redactedDoc.personalInfo.summary,
        },
        work: redactedDoc.work.map((w: Record<string, unknown>) => ({
          ...w,
          name: w.company,
          highlights: (w.highlights as Array<{ value: string }>).map((h) => h.value),
        })),
      },
    });
    const again = (
      await server.call('POST', `/v1/resumes/${reimported.json.id}/redactions`, {
        token: org.token,
        body: {},
      })
    ).json;
    expect(again.redactedFields).toEqual([]);
    expect(again.redactionSummary.total).toBe(0);
  });
});
