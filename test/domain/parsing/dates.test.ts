import { describe, expect, it } from 'vitest';
import { parseResumeText } from '../../../main/domain/parsing';
import { findDateRange } from '../../../main/domain/parsing/dates';

const range = (text: string) => {
  const found = findDateRange(text);
  return found && { start: found.start, end: found.end, present: found.present };
};

describe('date ranges as resumes write them', () => {
  it.each([
    ['Jan 2020 – Present', '2020-01', undefined, true],
    ['January 2020 - Mar 2021', '2020-01', '2021-03', false],
    ['03/2019 – 05/2021', '2019-03', '2021-05', false],
    ['2019 – 2021', '2019', '2021', false],
    ['2019-2021', '2019', '2021', false],
    ['2019-03 to 2021-05', '2019-03', '2021-05', false],
    ['Sept. 2019 — Aug 2020', '2019-09', '2020-08', false],
    ['Jan 2020 to Mar 2021', '2020-01', '2021-03', false],
    ["Mar '19 – now", '2019-03', undefined, true],
    ['May 2018 - Current', '2018-05', undefined, true],
    ['(2016 – 2018)', '2016', '2018', false],
    ['Since 2018', '2018', undefined, true],
    ['März 2020 – heute', '2020-03', undefined, true],
    ['enero 2019 a actualidad', '2019-01', undefined, true],
    ['sept. 2017 à déc. 2019', '2017-09', '2019-12', false],
    ['Q3 2021 – Q1 2022', '2021-07', '2022-01', false],
  ])('%s', (text, start, end, present) => {
    expect(range(text)).toEqual({ start, end, present });
  });

  it('seasons become months: Summer 2018 is June to August', () => {
    expect(range('Summer 2018')).toEqual({ start: '2018-06', end: '2018-08', present: false });
    expect(range('Fall 2019 – Spring 2020')).toEqual({ start: '2019-09', end: '2020-05', present: false });
    expect(range('Winter 2021')).toEqual({ start: '2021-01', end: '2021-02', present: false });
  });

  it('single dates, and dates inside a header line', () => {
    expect(range('Graduated May 2018')).toEqual({ start: '2018-05', end: '2018-05', present: false });
    expect(range('Acme Corp, Berlin\tJan 2020 – Present')).toMatchObject({ start: '2020-01', present: true });
    // A company name before a year is not a month.
    expect(range('Northwind Traders 2019 – 2021')).toMatchObject({ start: '2019', end: '2021' });
    expect(findDateRange('Senior Engineer, Acme Corp')).toBeUndefined();
    expect(findDateRange('Reduced costs by 35%')).toBeUndefined();
  });

  it('dates land in work and education entries; "Spring" alone is reported', () => {
    const parsed = parseResumeText(
      [
        'Ana López',
        '',
        'Experience',
        'Data Analyst, Globex Corporation',
        'January 2020 - Mar 2021',
        '• Built dashboards.',
        'Software Engineering Intern, Initech',
        'Summer 2018',
        '• Wrote tests.',
        'Research Assistant, Acme Labs',
        'Spring – Fall',
        'Education',
        'University of Toronto',
        'BSc in Computer Science, 2014 – 2018',
      ].join('\n'),
    );
    expect(parsed.resume.work?.map((w) => [w.startDate, w.endDate])).toEqual([
      ['2020-01', '2021-03'],
      ['2018-06', '2018-08'],
      [undefined, undefined],
    ]);
    expect(parsed.resume.education?.[0]).toMatchObject({ startDate: '2014', endDate: '2018' });
    expect(parsed.confidence['work[0].startDate']).toBeGreaterThan(0.9);
    expect(parsed.confidence['work[1].startDate']).toBeLessThan(0.8);
    expect(parsed.warnings).toContain("date range 'Spring – Fall' not understood");
  });
});
