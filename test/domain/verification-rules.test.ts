import { describe, expect, it } from 'vitest';
import { runAutomaticChecks } from '../../main/domain/verification-rules';
import { resume as doc } from './redaction/helpers';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('automatic verification rules', () => {
  it('passes coherent work and education entries and names the fields checked', () => {
    const results = runAutomaticChecks(
      doc({
        work: [
          {
            __id: 'w1',
            company: 'Initech',
            startDate: '2019-03-01',
            endDate: '2022-06-01',
            url: 'https://initech.example',
            highlights: [],
          },
        ],
        education: [
          {
            __id: 'e1',
            institution: 'State U',
            studyType: 'BSc',
            startDate: '2014-09-01',
            endDate: '2018-06-01',
            courses: [],
          },
        ],
      }),
      NOW,
    );
    expect(results).toEqual([
      expect.objectContaining({
        type: 'work',
        entryId: 'w1',
        passed: true,
        verifiedFields: ['startDate', 'endDate', 'url'],
      }),
      expect.objectContaining({
        type: 'education',
        entryId: 'e1',
        passed: true,
        verifiedFields: ['startDate', 'endDate', 'studyType'],
      }),
    ]);
  });

  it.each([
    [{ startDate: '2027-01-01' }, /startDate: 2027-01-01 is in the future/],
    [{ startDate: '2020-01-01', endDate: '2019-01-01' }, /endDate: 2019-01-01 is before startDate/],
    [{ startDate: '2020-01-01', endDate: '2030-01-01' }, /endDate: 2030-01-01 is in the future/],
    [{}, /startDate: missing/],
    [{ startDate: '2020-01-01', url: 'not a url' }, /url: "not a url" is not a well-formed/],
  ])('fails a work entry %j and says why', (entry, why) => {
    const [result] = runAutomaticChecks(doc({ work: [{ __id: 'w1', highlights: [], ...entry }] }), NOW);
    expect(result.passed).toBe(false);
    expect(result.notes).toMatch(why);
  });

  it('fails an unrecognized study type', () => {
    const [result] = runAutomaticChecks(
      doc({
        education: [
          { __id: 'e1', studyType: 'Certificate of Awesomeness', startDate: '2010-01-01', courses: [] },
        ],
      }),
      NOW,
    );
    expect(result.passed).toBe(false);
    expect(result.notes).toMatch(/studyType: "Certificate of Awesomeness" is not a recognized/);
  });

  it('checks social profiles: URL, host of the network, username in the URL', () => {
    const profiles = [
      { __id: 'p1', network: 'GitHub', username: 'octocat', url: 'https://github.com/octocat' },
      { __id: 'p2', network: 'Twitter', username: '@ann', url: 'https://x.com/ann' },
      { __id: 'p3', network: 'LinkedIn', username: 'ann', url: 'https://github.com/ann' },
      { __id: 'p4', network: 'GitHub', username: 'someone', url: 'https://github.com/octocat' },
      { __id: 'p5', network: 'GitHub', username: 'x', url: 'github dot com' },
      { __id: 'p6', network: 'Mastodon', username: 'ann', url: 'https://hachyderm.io/@ann' },
    ];
    const results = runAutomaticChecks(doc({ personalInfo: { name: 'Ann', profiles } }), NOW);
    expect(results.map((r) => [r.entryId, r.passed])).toEqual([
      ['p1', true],
      ['p2', true],
      ['p3', false],
      ['p4', false],
      ['p5', false],
      ['p6', true],
    ]);
    expect(results[0].verifiedFields).toEqual(['url', 'network', 'username']);
    expect(results[2].notes).toMatch(/github.com is not a LinkedIn host/);
    expect(results[3].notes).toMatch(/"someone" does not appear/);
    expect(results[5].notes).toMatch(/Not checked: network: "Mastodon"/);
  });
});
