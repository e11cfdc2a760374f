import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Resume, resumeIntakeSchema, resumeSchema } from '../../main/contract';
import { toJsonResume } from '../../renderer/src/screens/resumes/review/json-resume';
import { addOrganization, sampleResume, startTestServer } from '../helpers';

const PDF_NAME = '01-derek-williams.pdf';
const PDF = fs.readFileSync(path.resolve('test/fixtures/parsing/corpus', PDF_NAME));

type Server = Awaited<ReturnType<typeof startTestServer>>;

async function importFile(server: Server, token: string, name: string, data: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(data)]), name);
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  const reply = await server.call('POST', '/v1/resumes/files', {
    token,
    rawBody: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
  expect(reply.json.results[0]).toMatchObject({ status: 'imported' });
  return reply.json.results[0].resumeId;
}

const getResume = async (server: Server, token: string, id: string): Promise<Resume> =>
  resumeSchema.parse((await server.call('GET', `/v1/resumes/${id}`, { token })).json);

describe('reviewing a resume imported from a file', () => {
  it('GET /v1/resumes/{id}/intake and /file give the parse report, the text and the original bytes', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const id = await importFile(server, org.token, PDF_NAME, PDF);

    const intake = await server.call('GET', `/v1/resumes/${id}/intake`, { token: org.token });
    expect(intake.status).toBe(200);
    const report = resumeIntakeSchema.strict().parse(intake.json);
    expect(report).toMatchObject({
      resumeId: id,
      kind: 'pdf',
      fileName: PDF_NAME,
      size: PDF.byteLength,
      contentType: 'application/pdf',
      warnings: ['no Education section found'],
    });
    expect(report.text).toContain('Derek Williams');
    // Paths name the stored document's fields, least sure first.
    const paths = report.fields.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['personalInfo.email', 'work[0].company']));
    expect(paths.some((p) => p.startsWith('basics.') || /^work\[\d+\]\.name$/.test(p))).toBe(false);
    const confidences = report.fields.map((f) => f.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => a - b));

    const file = await server.call('GET', `/v1/resumes/${id}/file`, { token: org.token });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`filename="${PDF_NAME}"`);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.bytes.equals(PDF)).toBe(true);
  });

  it('answers 404 for a resume created from JSON, an unknown one and another organization’s', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const other = await addOrganization(server.db, 'Other Org');
    const fromJson = (await server.call('POST', '/v1/resumes', { token: org.token, body: sampleResume() }))
      .json.id;
    const theirs = await importFile(server, other.token, PDF_NAME, PDF);
    for (const id of [fromJson, theirs, 'res_01ARZ3NDEKTSV4RRFFQ69G5FAV']) {
      for (const route of ['intake', 'file']) {
        const reply = await server.call('GET', `/v1/resumes/${id}/${route}`, { token: org.token });
        expect(reply.status, `${route} of ${id}`).toBe(404);
        expect(reply.headers['content-type']).toContain('application/problem+json');
      }
    }
    const put = await server.call('PUT', `/v1/resumes/${theirs}`, { token: org.token, body: sampleResume() });
    expect(put.status).toBe(404);
    expect((await getResume(server, other.token, theirs)).personalInfo.name).toBe('Derek Williams');
  });

  it('PUT /v1/resumes/{id} saves a correction: same id, file and entry ids, facts derived again', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const id = await importFile(server, org.token, PDF_NAME, PDF);
    const before = await getResume(server, org.token, id);
    const company = before.work[0].company;
    const { id: _i, organizationId: _o, createdAt: _c, updatedAt: _u, source: _s, ...doc } = before;

    const corrected = toJsonResume({
      ...doc,
      work: doc.work.map((w, i) => (i === 0 ? { ...w, company: 'Alpine Outfitters Ltd' } : w)),
      skills: [...doc.skills, { __id: 'added-skill', name: 'Haskell', keywords: [] }],
    });
    const reply = await server.call('PUT', `/v1/resumes/${id}`, { token: org.token, body: corrected });
    expect(reply.status, reply.text).toBe(200);
    const after = resumeSchema.parse(reply.json);
    expect(after.id).toBe(id);
    expect(after.createdAt).toBe(before.createdAt);
    expect(after.work[0]).toMatchObject({ __id: before.work[0].__id, company: 'Alpine Outfitters Ltd' });
    // Everything not corrected reads as before: the stored form survives the round trip.
    expect({ ...after.work[1] }).toEqual(before.work[1]);
    expect(after.personalInfo).toEqual(before.personalInfo);
    expect(after.work[0].highlights).toEqual(before.work[0].highlights);
    expect(await getResume(server, org.token, id)).toEqual(after);

    // The parse report: the corrected field is sure now, the rest keeps the parser's word, the warnings were reviewed.
    expect(after.source).toMatchObject({ fileName: PDF_NAME, warnings: [] });
    expect(after.source?.confidence['work[0].name']).toBe(1);
    expect(after.source?.confidence['basics.email']).toBe(before.source?.confidence['basics.email']);
    const intake = (await server.call('GET', `/v1/resumes/${id}/intake`, { token: org.token })).json;
    expect(intake.fields).toContainEqual({ path: 'work[0].company', confidence: 1 });
    expect((await server.call('GET', `/v1/resumes/${id}/file`, { token: org.token })).bytes.equals(PDF)).toBe(
      true,
    );

    // Derived again: the new skill is in the list filter and in the report rollups.
    const bySkill = await server.call('GET', '/v1/resumes?skill=Haskell', { token: org.token });
    expect(bySkill.json.data.map((r: { id: string }) => r.id)).toEqual([id]);
    const report = await server.call('GET', '/v1/intelligence/skills?scope=resumes', { token: org.token });
    expect(report.json.topSkills).toContainEqual({ skill: 'Haskell', count: 1 });
    // The old company name is no longer searchable in the stored document.
    expect(JSON.stringify(after)).not.toContain(`"company":"${company}"`);
  });

  it('refuses an invalid correction with a 400 problem and changes nothing', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const id = await importFile(server, org.token, PDF_NAME, PDF);
    const before = await getResume(server, org.token, id);
    const bad = {
      ...sampleResume(),
      basics: { name: 'Ada', profiles: 'github' },
      work: [{ highlights: 'one' }],
    };
    const reply = await server.call('PUT', `/v1/resumes/${id}`, { token: org.token, body: bad });
    expect(reply.status).toBe(400);
    expect(reply.headers['content-type']).toContain('application/problem+json');
    expect(reply.json.errors.map((e: { pointer: string }) => e.pointer)).toEqual(
      expect.arrayContaining(['/basics/profiles', '/work/0/highlights']),
    );
    const notJson = await server.call('PUT', `/v1/resumes/${id}`, {
      token: org.token,
      rawBody: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(await getResume(server, org.token, id)).toEqual(before);
  });

  it('corrects a resume created from JSON too (it has no parse report to update)', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const created = resumeSchema.parse(
      (await server.call('POST', '/v1/resumes', { token: org.token, body: sampleResume() })).json,
    );
    const body = {
      ...sampleResume(),
      basics: { ...sampleResume().basics, label: 'Chief Compression Officer' },
    };
    const reply = await server.call('PUT', `/v1/resumes/${created.id}`, { token: org.token, body });
    expect(reply.status).toBe(200);
    expect(reply.json.personalInfo.occupation).toBe('Chief Compression Officer');
    expect(reply.json.source).toBeUndefined();
    // Without __id in the body the entries get the same derived ids as at creation.
    expect(reply.json.work.map((w: { __id: string }) => w.__id)).toEqual(created.work.map((w) => w.__id));
  });

  it('reads a correction as any write reads it: an unreadable date is left out and named in warnings', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const id = await importFile(server, org.token, PDF_NAME, PDF);
    const body = {
      ...sampleResume(),
      work: [{ name: 'Initech', startDate: 'last spring', endDate: 'Present' }],
    };
    const reply = await server.call('PUT', `/v1/resumes/${id}`, { token: org.token, body });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json.work[0].startDate).toBeUndefined();
    expect(reply.json.warnings).toEqual(
      expect.arrayContaining([
        { pointer: '/work/0/startDate', message: expect.stringContaining('"last spring" is not a date') },
      ]),
    );
    // Warnings answer the write; the stored resume does not carry them.
    expect(await getResume(server, org.token, id)).not.toHaveProperty('warnings');
  });
});
