import { describe, expect, it } from 'vitest';
import { checkJsonResume, readBasicsLocation, readDate, readUrl } from '../../../main/domain/json-resume';
import { parseResumeFile, UnreadableFileError } from '../../../main/domain/parsing';

describe('readDate', () => {
  it.each([
    ['2019', false, '2019-01-01', false],
    ['2019-04', false, '2019-04-01', false],
    ['2019-04-15', false, '2019-04-15', false],
    [2019, false, '2019-01-01', false],
    ['2019-1', false, '2019-01-01', true],
    ['Jan 2019', false, '2019-01-01', true],
    ['03/2021', false, '2021-03-01', true],
    ['2019-00', false, '2019-01-01', true],
    ['Present', true, undefined, true],
    ['current', true, undefined, true],
    ['', true, undefined, false],
    [null, true, undefined, false],
    ['Present', false, undefined, true],
    ['sometime soon', false, undefined, true],
  ])('%j (end: %s) → %s', (value, isEnd, date, warns) => {
    const reading = readDate(value, isEnd);
    expect(reading.date).toBe(date);
    expect(reading.warning !== undefined).toBe(warns);
  });

  it('reads Present as ongoing only for an end date', () => {
    expect(readDate('Present', true).warning).toMatch(/ongoing/);
    expect(readDate('Present', false).warning).toMatch(/left out/);
  });
});

describe('readUrl', () => {
  it.each([
    ['https://jane.dev', 'link', 'https://jane.dev', false],
    ['github.com/jane', 'link', 'https://github.com/jane', true],
    ['www.jane.dev', 'link', 'https://www.jane.dev', true],
    ['skype:jane.doe?call', 'link', 'skype:jane.doe?call', true],
    ['mailto:jane@example.com', 'link', 'mailto:jane@example.com', true],
    ['javascript:alert(1)', 'link', undefined, true],
    ['images/me.jpg', 'image', undefined, true],
    ['me.jpg', 'image', undefined, true],
    ['//cdn.example.com/me.png', 'image', 'https://cdn.example.com/me.png', true],
    ['see my site', 'link', 'see my site', true],
    ['', 'link', undefined, false],
  ] as const)('%j as %s → %s', (value, kind, url, warns) => {
    const reading = readUrl(value, kind);
    expect(reading.url).toBe(url);
    expect(reading.warning !== undefined).toBe(warns);
  });
});

describe('readBasicsLocation', () => {
  it('reads the official object without a warning', () => {
    expect(
      readBasicsLocation({ city: 'Berlin', countryCode: 'DE', address: 'Hauptstr. 1', postalCode: '10115' }),
    ).toEqual({
      location: 'Berlin, DE',
      address: 'Hauptstr. 1, 10115',
    });
  });

  it('reads a string into city, region and country, with a warning', () => {
    expect(readBasicsLocation('Berlin, Germany')).toMatchObject({
      location: 'Berlin, DE',
      warning: expect.any(String),
    });
    expect(readBasicsLocation('Palo Alto, CA')).toMatchObject({ location: 'Palo Alto, CA, US' });
  });

  it('keeps a string it cannot read as written', () => {
    expect(readBasicsLocation('the third floor')).toMatchObject({
      location: 'the third floor',
      warning: expect.stringContaining('kept as written'),
    });
  });
});

describe('checkJsonResume refuses only what is not a resume, listing every problem', () => {
  it('lists all three problems of a document with three, not the first', () => {
    const checked = checkJsonResume({ basics: 'Jane Doe', work: { name: 'Acme' }, skills: 'Go, SQL' });
    expect('problems' in checked && checked.problems.map((p) => p.pointer)).toEqual([
      '/basics',
      '/work',
      '/skills',
    ]);
  });

  it.each([
    ['an array', [{ basics: { name: 'A' } }], ''],
    ['a string', 'Jane Doe', ''],
    ['an empty object', {}, ''],
    ['a job posting', { title: 'Engineer', company: 'Acme', skills: [{ name: 'Go' }] }, ''],
    ['a job posting with responsibilities', { responsibilities: ['Ship'], skills: [{ name: 'Go' }] }, ''],
    ['a null list entry', { basics: { name: 'A' }, work: [null] }, '/work/0'],
  ])('refuses %s', (_name, value, pointer) => {
    const checked = checkJsonResume(value);
    expect('problems' in checked && checked.problems.map((p) => p.pointer)).toEqual([pointer]);
  });
});

describe('parseResumeFile on .json files', () => {
  const file = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

  it('takes a hand-written document with nulls, 0.0.x names and free-text values', async () => {
    const parsed = await parseResumeFile(
      'jane.json',
      file({
        basics: { name: 'Jane Doe', website: 'jane.dev', summary: null, location: 'Berlin, Germany' },
        work: [{ company: 'Acme', startDate: 'Jan 2019', endDate: 'Present', summary: null }],
      }),
    );
    expect(parsed.resume.basics.name).toBe('Jane Doe');
    expect(parsed.resume.basics.summary).toBeUndefined();
  });

  it('names every problem of a file that is not a resume', async () => {
    const failure = parseResumeFile('bad.json', file({ basics: 'Jane', work: {}, skills: 'Go' })).catch(
      (e) => e,
    );
    const error = await failure;
    expect(error).toBeInstanceOf(UnreadableFileError);
    expect(error.message).toContain('/basics:');
    expect(error.message).toContain('/work:');
    expect(error.message).toContain('/skills:');
  });

  it('refuses a document nested 10,000 levels deep as not a resume, instead of overflowing the stack', async () => {
    // Found by test/http/fuzz.test.ts through HTTP; files and `talent import` come through checkJsonResume.
    const deep = `${'['.repeat(10_000)}1${']'.repeat(10_000)}`;
    const text = `{"basics":{"name":"Jane Doe"},"work":[{"name":"Acme","extra":${deep}}]}`;
    expect(checkJsonResume(JSON.parse(text))).toEqual({
      problems: [
        {
          pointer: expect.stringMatching(/^\/work\/0\/extra(\/0)+$/),
          detail: 'nested deeper than 64 levels',
        },
      ],
    });
    const error = await parseResumeFile('deep.json', new TextEncoder().encode(text)).catch((e) => e);
    expect(error).toBeInstanceOf(UnreadableFileError);
    expect(error.message).toContain('nested deeper than 64 levels');
  });
});
