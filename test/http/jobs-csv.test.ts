import { describe, expect, it } from 'vitest';
import { jobSchema, jobsCsvImportResultSchema, jobsCsvPreviewSchema } from '../../main/contract';
import { addOrganization, countRows, startTestServer } from '../helpers';

/** A spreadsheet export with common column names, a second city column, and one row without a title. */
const CSV = [
  'Job Title,Employer,Location,Office City,Country,Skills,Salary Min,Salary Max,Currency,Status',
  'Senior Data Engineer,Initech,Remote-first,Berlin,DE,"Python; SQL",70000,90000,EUR,open',
  'Night Nurse,St. Mary,London,London,GB,Phlebotomy,25,30,GBP,closed',
  ',Globex,Paris,Paris,FR,Excel,1,2,EUR,open',
  'Line Cook,Bistro,Leeds,Leeds,GB,Cooking,50,20,GBP,open',
].join('\n');

async function setup() {
  const server = await startTestServer();
  const org = await addOrganization(server.db);
  const post = (path: string, body: unknown) => server.call('POST', path, { token: org.token, body });
  return { server, org, post };
}

describe('jobs from CSV over HTTP', () => {
  it('previews with the detected mapping and writes nothing, then imports the valid rows', async () => {
    const { server, org, post } = await setup();
    const preview = await post('/v1/jobs/csv/preview', { csv: CSV, sampleSize: 2 });
    expect(preview.status).toBe(200);
    const body = jobsCsvPreviewSchema.parse(preview.json);
    expect(body.columns).toHaveLength(10);
    expect(body.mapping).toMatchObject({
      title: 'Job Title',
      company: 'Employer',
      city: 'Location',
      countryCode: 'Country',
      requiredSkills: 'Skills',
      description: null,
    });
    expect(body).toMatchObject({ rowCount: 4, validCount: 2, blocking: [] });
    expect(body.sample).toHaveLength(2);
    expect(body.sample[0]).toMatchObject({
      line: 2,
      job: {
        title: 'Senior Data Engineer',
        company: 'Initech',
        requiredSkills: ['Python', 'SQL'],
        salaryRange: { min: 70000, max: 90000, currency: 'EUR', period: 'year' },
      },
    });
    expect(body.problems).toEqual([
      { line: 4, reason: '/title: a job needs a title' },
      { line: 5, reason: '/salaryRange/min: min must not exceed max' },
    ]);
    expect(countRows(server.db, 'jobs')).toBe(0);

    const imported = await post('/v1/jobs/csv', { csv: CSV });
    expect(imported.status, imported.text).toBe(200);
    const result = jobsCsvImportResultSchema.parse(imported.json);
    expect(result).toMatchObject({ imported: 2, failedCount: 2, failed: body.problems });
    expect(countRows(server.db, 'jobs')).toBe(2);
    const nurse = jobSchema.parse(
      (await server.call('GET', `/v1/jobs/${result.ids[1]}`, { token: org.token })).json,
    );
    expect(nurse).toMatchObject({ title: 'Night Nurse', status: 'closed', location: { city: 'London' } });
  });

  it('imports with the mapping the user adjusted: another column, and none', async () => {
    const { server, org, post } = await setup();
    const mapping = { city: 'office city', company: null };
    const preview = jobsCsvPreviewSchema.parse(
      (await post('/v1/jobs/csv/preview', { csv: CSV, mapping })).json,
    );
    expect(preview.mapping).toMatchObject({ city: 'Office City', company: null, title: 'Job Title' });
    expect(preview.sample[0].job).toMatchObject({ location: { city: 'Berlin', countryCode: 'DE' } });
    expect(preview.sample[0].job).not.toHaveProperty('company');

    const result = (await post('/v1/jobs/csv', { csv: CSV, mapping })).json;
    expect(result.imported).toBe(2);
    const job = (await server.call('GET', `/v1/jobs/${result.ids[0]}`, { token: org.token })).json;
    expect(job.location.city).toBe('Berlin');
    expect(job.company).toBeUndefined();
  });

  it('refuses a CSV without a title column with a 422 problem and writes nothing', async () => {
    const { server, post } = await setup();
    const csv = 'Posting,Employer\nDriver,Acme\n';
    const preview = jobsCsvPreviewSchema.parse((await post('/v1/jobs/csv/preview', { csv })).json);
    expect(preview.mapping.title).toBeNull();
    expect(preview.blocking).toEqual([expect.stringMatching(/no column is mapped to title/)]);

    const reply = await post('/v1/jobs/csv', { csv });
    expect(reply.status).toBe(422);
    expect(reply.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(reply.json).toMatchObject({
      title: 'Unprocessable request',
      detail: expect.stringMatching(/no column is mapped to title/),
      errors: [{ in: 'body', pointer: '/mapping/title' }],
    });
    // Naming the title column explicitly as none is the same refusal.
    expect((await post('/v1/jobs/csv', { csv: CSV, mapping: { title: null } })).status).toBe(422);
    expect(countRows(server.db, 'jobs')).toBe(0);

    // The mapping fixes it.
    const fixed = await post('/v1/jobs/csv', { csv, mapping: { title: 'Posting' } });
    expect(fixed.json).toMatchObject({ imported: 1, failedCount: 0 });
  });

  it('answers a mapping to an unknown column, text that is not CSV and unknown fields as problems', async () => {
    const { server, post } = await setup();
    const unknown = await post('/v1/jobs/csv', { csv: CSV, mapping: { city: 'Town' } });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors).toEqual([
      { in: 'body', pointer: '/mapping/city', detail: 'no column "Town" in the CSV' },
    ]);
    const broken = await post('/v1/jobs/csv/preview', { csv: 'Title\n"Cook\n' });
    expect(broken.status).toBe(400);
    expect(broken.json.errors[0]).toMatchObject({ pointer: '/csv' });
    const badField = await post('/v1/jobs/csv', { csv: CSV, mapping: { wage: 'Salary Min' } });
    expect(badField.status).toBe(400);
    expect(badField.json.errors[0].pointer).toMatch(/^\/mapping/);
    expect(countRows(server.db, 'jobs')).toBe(0);
  });
});
