import { describe, expect, it } from 'vitest';
import { inspectRedaction } from '../../../main/domain/redaction';
import { resume } from './helpers';

/**
 * PII found by its form and place with no cue word: families named in the plural and the lists
 * they lead, phones written with dots, and full dates of birth after a name or among personal
 * details. Each case comes with the look-alikes that must stay.
 */

/** The redacted pieces of a summary, as kind:text. */
function found(text: string): string[] {
  return inspectRedaction(resume({ personalInfo: { name: 'Jane Doe', summary: text } }), {
    profile: 'standard',
  })
    .spans.filter((s) => s.path === 'personalInfo.summary')
    .map((s) => `${s.kind}:${text.slice(s.start, s.end)}`);
}

describe('families named by their surname', () => {
  it('finds a plural surname after "the" and the list it leads', () => {
    expect(found('We hosted the Kims, Park and Lee for dinner.')).toEqual([
      'name:Kims',
      'name:Park',
      'name:Lee',
    ]);
    expect(found('I worked with the Kims and the Parks on the launch.')).toEqual(['name:Kims', 'name:Parks']);
    expect(found('The Joneses moved away.')).toEqual(['name:Joneses']);
  });

  it('keeps teams, places and firms', () => {
    expect(found('We beat the Browns and the Giants.')).toEqual([]);
    expect(found('We visited the Netherlands, France and Spain.')).toEqual([]);
    expect(found('Back from the Hamptons.')).toEqual([]);
  });
});

describe('phones written with dots', () => {
  it('finds dotted numbers without a cue', () => {
    expect(found('Jane Doe · 555.123.4567 · Lyon')).toContain('phone:555.123.4567');
    expect(found('Jane Doe · 06.12.34.56.78 · Lyon')).toContain('phone:06.12.34.56.78');
    expect(found('Jane Doe · 079.123.45.67 · Basel')).toContain('phone:079.123.45.67');
    expect(found('Madrid office: 612.34.56.78')).toContain('phone:612.34.56.78');
  });

  it('keeps versions, IP addresses, amounts, part numbers and SKUs', () => {
    expect(found('Upgraded to v4.18.0 and 1.2.3.')).toEqual([]);
    expect(found('Upgraded the kernel to 4.18.0.2; firmware 2.1.0.4 shipped.')).toEqual([]);
    expect(found('Patched OpenSSL to 1.1.1.1 on the server at 10.0.0.12.')).toEqual(['ip:10.0.0.12']);
    expect(found('Servers 10.12.34.56 and 192.168.1.1 went down.').map((f) => f.split(':')[0])).toEqual([
      'ip',
      'ip',
    ]);
    expect(found('Revenue grew to 1.234.567 EUR.')).toEqual([]);
    expect(found('Part 123.456.789 shipped.')).toEqual([]);
    expect(found('SKU 4006.381.333.931 was restocked.')).toEqual([]);
  });
});

describe('dates of birth without a cue word', () => {
  it('finds a full date right after a name', () => {
    expect(found('Jane Roe, 14/01/1961, Lyon')).toContain('dob:14/01/1961');
    expect(found('Jane Roe (14.01.1961) joined in 2019.')).toContain('dob:14.01.1961');
  });

  it('finds a full date among personal details', () => {
    expect(found('Personal details: 1961-01-14, married, two children.')).toEqual(['dob:1961-01-14']);
    expect(found('Nationality: French · 14 January 1961')).toEqual(['dob:14 January 1961']);
    expect(found('Single, 03.05.1988, German citizenship')).toEqual(['dob:03.05.1988']);
  });

  it('keeps work periods, recent dates, events and timestamps', () => {
    expect(found('Worked with Jane Roe, 01/03/1985 – 02/04/1990 on audits.')).toEqual(['name:Jane Roe']);
    expect(found('Jane Roe, 12/03/2021: shipped the release.')).toEqual(['name:Jane Roe']);
    expect(found('Married in 2001, moved on 14/01/2005.')).toEqual([]);
    expect(found('Released on 1978-04-13 12:20:39 by the team.')).toEqual([]);
    expect(found('The 1961-01-14 build is gone.')).toEqual([]);
  });
});

describe('a surname that ends in s', () => {
  it('is one person, not a family', () => {
    expect(found('The Matoš - Pavelić office is in Dubrovnik.')).not.toContain('name:Matoš');
  });
});
