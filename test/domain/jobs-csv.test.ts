import { describe, expect, it } from 'vitest';
import { jobCreateSchema } from '../../main/contract';
import {
  CsvFormatError,
  mapColumns,
  readCsv,
  readJobsCsv,
  readJobsCsvIncrementally,
  recordDelimiterOf,
  rowToJob,
} from '../../main/domain/jobs-csv';

const CSV = `\ufeffJob Title,Company Name,Employment Type,Date Posted,City,Country,Remote,Salary Min,Salary Max,Currency,Pay Period,Skills,Nice to have,Level,Status
Senior Data Engineer,Initech,full time,2026-10-01,Berlin,DE,hybrid,"70,000","90,000",eur,annual,"Python; SQL; Airflow",dbt,senior,Open
"Nurse, Night Shift",St. Mary,Part-time,2026-09-15,London,GB,no,25,30,GBP,hourly,Phlebotomy,,mid,closed
`;

describe('jobs from CSV', () => {
  it('maps common column names and converts cells to the job fields', () => {
    const table = readCsv(CSV);
    const { columns } = mapColumns(table.header);
    const jobs = table.rows.map((r) => jobCreateSchema.parse(rowToJob(r.cells, columns)));
    expect(table.rows.map((r) => r.line)).toEqual([2, 3]);
    expect(jobs[0]).toMatchObject({
      title: 'Senior Data Engineer',
      company: 'Initech',
      employmentType: 'Full-time',
      postedAt: '2026-10-01T00:00:00.000Z',
      location: { city: 'Berlin', countryCode: 'DE' },
      remote: 'Hybrid',
      salaryRange: { min: 70000, max: 90000, currency: 'EUR', period: 'year' },
      requiredSkills: ['Python', 'SQL', 'Airflow'],
      niceToHaveSkills: ['dbt'],
      seniority: 'Senior',
      status: 'open',
    });
    expect(jobs[1]).toMatchObject({
      title: 'Nurse, Night Shift',
      remote: 'None',
      status: 'closed',
      salaryRange: { period: 'hour' },
    });
  });

  it('takes the user mapping first and says which mapped column is missing', () => {
    const table = readCsv('Role Name,Where\nWelder,Leeds\n');
    expect(mapColumns(table.header).columns.title).toBeUndefined();
    const { columns } = mapColumns(table.header, { title: 'role name', city: 'Where' });
    expect(rowToJob(table.rows[0].cells, columns)).toEqual({ title: 'Welder', location: { city: 'Leeds' } });
    expect(mapColumns(table.header, { company: 'Employer' }).unknownColumns).toEqual([
      { field: 'company', column: 'Employer' },
    ]);
  });

  it('leaves bad values for validation to refuse, row by row', () => {
    const table = readCsv(
      'Title,Salary Min,Salary Max,Status\n,10,20,open\nCook,50,20,open\nChef,1,2,paused\n',
    );
    const { columns } = mapColumns(table.header);
    const results = table.rows.map((r) => jobCreateSchema.safeParse(rowToJob(r.cells, columns)).success);
    expect(results).toEqual([false, false, false]);
  });

  it('reads a whole CSV as validated jobs, with the mapping used for every field', () => {
    const reading = readJobsCsv('Job Title,Location,Office City\nWelder,Leeds,York\n,Hull,Hull\n');
    expect(reading.columns).toEqual(['Job Title', 'Location', 'Office City']);
    expect(reading.mapping).toMatchObject({ title: 'Job Title', city: 'Location', company: null });
    expect(reading.rows).toEqual([
      { line: 2, job: expect.objectContaining({ title: 'Welder', location: { city: 'Leeds' } }) },
      { line: 3, reason: '/title: a job needs a title' },
    ]);
  });

  it("takes the user's column before the common names, and null for no column at all", () => {
    const csv = 'Job Title,Location,Office City\nWelder,Leeds,York\n';
    const remapped = readJobsCsv(csv, { city: 'Office City' });
    expect(remapped.mapping.city).toBe('Office City');
    expect(remapped.rows[0]).toMatchObject({ job: { location: { city: 'York' } } });
    // The user took Job Title for company: title is not detected on a column already used.
    const none = readJobsCsv(csv, { city: null, company: 'job title' });
    expect(none.mapping).toMatchObject({ city: null, company: 'Job Title', title: null });
    expect(readJobsCsv(csv, { company: 'Employer' }).unknownColumns).toEqual([
      { field: 'company', column: 'Employer' },
    ]);
  });

  it('reports a row at the line it starts on, also when a quoted cell spans lines', () => {
    const reading = readJobsCsv('Title,Description\n"Cook","Hot\nkitchen"\n\nBaker,Bread\n');
    expect(reading.rows.map((r) => r.line)).toEqual([2, 5]);
    expect(() => readJobsCsv('Title\n"Cook\n')).toThrow(CsvFormatError);
  });

  it('reads the same in slices as at once, with quoted line breaks and multi-byte text cut by slice boundaries', async () => {
    // ~200 KB: several 32 KiB slices, and é/€/emoji (2-4 bytes) land on slice boundaries somewhere.
    const rows = Array.from(
      { length: 1500 },
      (_, i) => `"Chef ${i} — pâtisserie €",Café ${i},"Line one\nline two 🍰 ${'é'.repeat(i % 7)}",open`,
    );
    const csv = `\ufeffJob Title,Company,Description,Status\n${rows.join('\n')}\n,No Title,x,open\n`;
    const incremental = await readJobsCsvIncrementally(csv, { description: 'Description' });
    expect(incremental).toEqual(readJobsCsv(csv, { description: 'Description' }));
    expect(incremental.rows).toHaveLength(1501);
    expect(incremental.rows[1499]).toMatchObject({ job: { title: 'Chef 1499 — pâtisserie €' } });
    await expect(readJobsCsvIncrementally('Title\n"Cook\n')).rejects.toThrow(CsvFormatError);
  });

  it('ends records at the first line break outside quotes, as csv-parse would detect it', async () => {
    expect(recordDelimiterOf('Title\r\nCook\r\n')).toBe('\r\n');
    expect(recordDelimiterOf('Title\nCook\r\n')).toBe('\n');
    expect(recordDelimiterOf('Title\rCook\r')).toBe('\r');
    expect(recordDelimiterOf('"Job\nTitle","Say ""hi\n"""\r\nCook,x\r\n')).toBe('\r\n');
    expect(recordDelimiterOf('no line break at all')).toBe('\n');
    // Spreadsheet exports of every platform, with a line break inside a quoted header cell.
    for (const eol of ['\r\n', '\n', '\r']) {
      const csv = `"Job${eol}Title",Company${eol}Cook,"Hot${eol}kitchen"${eol}Baker,Bread${eol}`;
      const reading = readJobsCsv(csv);
      expect(reading.columns).toEqual([`Job${eol}Title`, 'Company']);
      expect(reading.rows.map((r) => ('job' in r ? r.job.title : r.reason))).toEqual(['Cook', 'Baker']);
      expect(await readJobsCsvIncrementally(csv)).toEqual(reading);
    }
    // The fuzz suite's slowest answer (request #2342): 1 MiB without a line break is one header cell.
    const oneCell = 'a'.repeat(1024 * 1024 - 8 * 1024);
    expect((await readJobsCsvIncrementally(oneCell)).columns).toEqual([oneCell]);
  });
});
