import { describe, expect, it } from 'vitest';
import { readJobsCsv } from '../../main/domain/jobs-csv';
import { describeReason, describeRowProblem } from '../../renderer/src/screens/jobs-csv/row-problem';

/** The row problems the service itself reports for a CSV, worded for people as the import dialog words them. */
function wordedProblems(csv: string, mapping = {}) {
  const reading = readJobsCsv(csv, mapping);
  return reading.rows.flatMap((row) => ('reason' in row ? [describeRowProblem(row, reading.mapping)] : []));
}

describe('CSV row problems in words', () => {
  it('name the CSV column that feeds the field, not a JSON pointer', () => {
    const csv = ['Job Title,Employer,Salary Min,Salary Max', ',Initech,1,2', 'Analyst,Initech,90,10'].join(
      '\n',
    );
    const problems = wordedProblems(csv);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toBe('Line 2, column “Job Title”: a job needs a title');
    expect(problems[1]).toBe('Line 3, column “Salary Min”: min must not exceed max');
    for (const text of problems) expect(text).not.toMatch(/\/\w/);
  });

  it('falls back to the field name when no column feeds it, and to the message alone for the whole job', () => {
    const mapping = { title: null, company: 'Employer' } as Parameters<typeof describeReason>[1];
    expect(describeReason('/title: a job needs a title', mapping)).toEqual({
      where: 'title',
      detail: 'a job needs a title',
    });
    expect(describeReason('/location/countryCode: must be two letters', mapping).where).toBe('country');
    expect(describeReason('(document): not a job', mapping)).toEqual({ detail: 'not a job' });
    expect(describeRowProblem({ line: 7, reason: 'something odd' }, mapping)).toBe('Line 7: something odd');
  });
});
