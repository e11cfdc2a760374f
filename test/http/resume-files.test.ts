import { describe, expect, it } from 'vitest';
import { resumeSchema } from '../../main/contract';
import { makeDocx, makePdf } from '../domain/parsing/make-files';
import { addOrganization, countRows, startTestServer } from '../helpers';

const TEXT_RESUME = `Jane Q. Example
Senior Data Engineer
jane.example@example.com | +44 20 7946 0958 | London, UK
https://github.com/janeexample

Summary
Data engineer with eight years of experience building pipelines in Python and SQL.

Experience
Senior Data Engineer, Initech — London
Jan 2020 – Present
- Built streaming pipelines with Kafka and Python

Data Engineer, Globex — Manchester
03/2016 – 12/2019
- Moved reporting to PostgreSQL

Education
MSc Computer Science, University of Leeds, 2014 – 2015

Skills
Python, SQL, Kafka, PostgreSQL, Airflow
`;

async function upload(
  server: Awaited<ReturnType<typeof startTestServer>>,
  token: string,
  files: Array<{ name: string; data: string | Uint8Array }>,
) {
  const form = new FormData();
  for (const f of files)
    form.append('files', new Blob([typeof f.data === 'string' ? f.data : new Uint8Array(f.data)]), f.name);
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return server.call('POST', '/v1/resumes/files', {
    token,
    rawBody: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
}

describe('POST /v1/resumes/files', () => {
  it('imports text and Markdown resumes, answers per file, and recognizes a file imported before', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const reply = await upload(server, org.token, [
      { name: 'jane.txt', data: TEXT_RESUME },
      { name: 'empty.txt', data: '   \n' },
      { name: 'broken.pdf', data: '%PDF-1.7 this is not really a pdf' },
      { name: 'jane-again.txt', data: TEXT_RESUME },
    ]);
    expect(reply.status).toBe(200);
    const [jane, empty, broken, again] = reply.json.results;
    expect(jane).toMatchObject({
      file: 'jane.txt',
      status: 'imported',
      resumeId: expect.stringMatching(/^res_/),
    });
    expect(empty).toMatchObject({
      file: 'empty.txt',
      status: 'failed',
      reason: expect.stringMatching(/no text/),
    });
    expect(broken).toMatchObject({ file: 'broken.pdf', status: 'failed' });
    expect(again).toMatchObject({ status: 'duplicate', resumeId: jane.resumeId });
    expect(countRows(server.db, 'resumes')).toBe(1);

    const resume = resumeSchema.parse(
      (await server.call('GET', `/v1/resumes/${jane.resumeId}`, { token: org.token })).json,
    );
    expect(resume.personalInfo).toMatchObject({ name: 'Jane Q. Example', email: 'jane.example@example.com' });
    expect(resume.source).toMatchObject({
      kind: 'text',
      fileName: 'jane.txt',
      size: Buffer.byteLength(TEXT_RESUME),
    });
    expect(resume.source?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(resume.source?.confidence ?? {})).toContain('basics.email');

    const found = await server.call('GET', '/v1/resumes/search?q=Kafka', { token: org.token });
    expect(found.json.data.map((r: { id: string }) => r.id)).toEqual([jane.resumeId]);
    expect((await server.call('GET', '/v1/resumes/search?q=%22unclosed', { token: org.token })).status).toBe(
      400,
    );
  });

  it('refuses a CSV, an image-only PDF and an empty DOCX with their reasons, and writes nothing', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    const csv =
      'name,email,phone,title\nJane Roe,jane@example.com,+1 555 0100,Analyst\nJohn Doe,john@example.com,+1 555 0101,Engineer\n';
    const scan = await makePdf((doc) => {
      doc.rect(50, 50, 300, 200).fill('#336699');
    });
    const reply = await upload(server, org.token, [
      { name: 'candidates.csv', data: csv },
      { name: 'scan.pdf', data: scan },
      { name: 'blank.docx', data: await makeDocx(['', ' ']) },
      { name: 'jane.txt', data: TEXT_RESUME },
    ]);
    expect(reply.status).toBe(200);
    const [table, image, blank, jane] = reply.json.results;
    expect(table).toMatchObject({ file: 'candidates.csv', status: 'failed' });
    expect(table.reason).toMatch(/does not read as a resume.*table of rows and columns/);
    expect(image).toMatchObject({
      file: 'scan.pdf',
      status: 'failed',
      reason: expect.stringMatching(/only images/),
    });
    expect(blank).toMatchObject({
      file: 'blank.docx',
      status: 'failed',
      reason: expect.stringMatching(/no text/),
    });
    expect(jane).toMatchObject({ status: 'imported' });
    expect(countRows(server.db, 'resumes')).toBe(1);
    expect(countRows(server.db, 'resume_files')).toBe(1);
    const list = await server.call('GET', '/v1/resumes', { token: org.token });
    expect(JSON.stringify(list.json)).not.toContain('Unknown candidate');
  });

  it('refuses a non-multipart body (415) and an upload without files (400)', async () => {
    const server = await startTestServer();
    const org = await addOrganization(server.db);
    expect(
      (await server.call('POST', '/v1/resumes/files', { token: org.token, body: { files: [] } })).status,
    ).toBe(415);
    const form = new FormData();
    form.append('note', 'no files here');
    const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
    const none = await server.call('POST', '/v1/resumes/files', {
      token: org.token,
      rawBody: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    });
    expect(none.status).toBe(400);
    expect(countRows(server.db, 'resumes')).toBe(0);
  });
});
