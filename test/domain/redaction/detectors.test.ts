import { describe, expect, it } from 'vitest';
import { resumeRegions } from '../../../main/domain/redaction/phones';
import { scrub } from './helpers';

const R = '[REDACTED]';

/** Each case: the text, and the exact expected output. */
function table(cases: Array<[string, string]>, options: Parameters<typeof scrub>[1] = {}) {
  it.each(cases)('%s', (text, expected) => {
    expect(scrub(text, options)).toBe(expected);
  });
}
/** Texts that must come back unchanged. */
function unchanged(texts: string[], options: Parameters<typeof scrub>[1] = {}) {
  it.each(texts)('keeps %s', (text) => {
    expect(scrub(text, options)).toBe(text);
  });
}

describe('e-mail addresses', () => {
  table([
    ['Write to jane.doe@example.com today.', `Write to ${R} today.`],
    ['JANE+jobs@Mail.Example.co.uk', R],
    ['Contact <jane@x.io>', `Contact <${R}>`],
    ['mailto:josé@exemplo.com.br', `mailto:${R}`],
    ['jane [at] example [dot] com', R],
    ['Mail: jane.doe at gmail dot com', `Mail: ${R}`],
  ]);
  unchanged(['Used @types/node daily', 'Retina assets icon@2x.png', 'Meet @ 5pm', 'Q&A at the meetup']);
});

describe('phone numbers', () => {
  table([
    ['Call (213) 373-4253 now', `Call ${R} now`],
    ['213.373.4253', R],
    ['+1 415 555 2671', R],
    ['+1-202-555-0182 ext. 12', R],
    ['Tel.: +44 20 7946 0958.', `Tel.: ${R}.`],
    ['020 7946 0958', R],
    ['0044 20 7946 0958', R],
    ['+44 (0)20 7946 0958', R],
    ['+49 30 12345678', R],
    ['030/1234567', R],
    ['0151 23456789', R],
    ['+33 6 12 34 56 78', R],
    ['01 23 45 67 89', R],
    ['06.12.34.56.78', R],
    ['+91 98765 43210', R],
    ['98765 43210', R],
    ['(11) 91234-5678', R],
    ['03-1234-5678', R],
    ['090-1234-5678', R],
    ['Mobile: 555-0147', `Mobile: ${R}`],
    ['Tel:\u00a0+44\u00a020\u00a07946\u00a00958', `Tel:\u00a0${R}`],
    ['TLS 1.3. (21) 2099-9616.', `TLS 1.3. ${R}.`],
  ]);
  unchanged([
    'Led the 2019-2021 migration',
    'From 2015 - 2019 and 03/2019 – 05/2021',
    'Released on 2021-06-15 and 12.03.2021',
    'Shipped v2.3.1 and kernel 4.18.0-305.el8',
    'ISBN 978-3-16-148410-0 and 0-306-40615-2',
    'ISSN 1234-5678, DOI 10.1145/3290605.3300857',
    'Revenue $1 200 000 and €2.500.000',
    'Processed 10 000 000 events, 1,000,000 users',
    'Uptime 99.99% and SAT 1450/1600',
    'Office 365, Windows 10, Python 3.11.4',
    'Patent US 10,234,567 B2',
    'Served 12000000 requests',
    'Batch 94105-1234 shipped',
  ]);
});

describe('URLs and domains', () => {
  table([
    ['See https://janedoe.dev/blog, thanks', `See ${R}, thanks`],
    ['(https://example.org/a_(b))', `(${R})`],
    ['www.janedoe.me/posts.', `${R}.`],
    ['HTTPS://JANEDOE.DEV', R],
    ['github.com/jdoe and linkedin.com/in/jane-doe', `${R} and ${R}`],
    ['Portfolio: janedoe.io', `Portfolio: ${R}`],
    ['t.me/jdoe', R],
    ['bit.ly/3xYz', R],
  ]);
  unchanged([
    'Built with Node.js, Vue.js and Next.js',
    'ASP.NET Core, VB.NET and Socket.IO',
    'Worked at Booking.com and Amazon.com',
    'socket.io and java.io streams',
    'Edit README.md, main.py, deploy.sh and index.html',
    'Used java.io.File and System.IO.Path',
    'e.g. i.e. Ph.D. U.S. St. Louis',
    'v2.3.1 and 1.2.3-beta.4',
  ]);
});

describe('handles', () => {
  table([
    ['Twitter: @jdoe', `Twitter: ${R}`],
    ['Say hi (@jane_doe).', `Say hi (${R}).`],
    ['IG: @jane.doe.', `IG: ${R}.`],
  ]);
  unchanged(['npm i @types/node @angular/core', 'Used @Component({}) and @Override', 'icon@2x', '@2021']);
});

describe('names', () => {
  const names = ['Jane Q. Doe', 'Alan Turing'];
  table(
    [
      ['Jane Doe led the team.', `${R} led the team.`],
      ['JANE DOE — Engineer', `${R} — Engineer`],
      ['Doe, Jane (lead)', `${R} (lead)`],
      ['Signed J. Doe', `Signed ${R}`],
      ["Jane's team and jane's notes", `${R}'s team and ${R}'s notes`],
      ['Thanks to Dr. Turing and Alan.', `Thanks to Dr. ${R} and ${R}.`],
      ['Jane Q. Doe wrote it', `${R} wrote it`],
    ],
    { names },
  );
  // Word bounds: "jane" is not found inside "janet" (lower case, so the detector of anyone's
  // name, which needs capitals, does not find it either).
  unchanged(['janet and doemeier are other words', 'Q. and D. are initials'], { names });

  it('matches regardless of accents and hyphens', () => {
    const names = ['José García-López'];
    expect(scrub('Jose Garcia Lopez and García-López', { names })).toBe(`${R} and ${R}`);
  });
  it('never redacts particles alone', () => {
    expect(scrub('Ludwig van Beethoven; van der Waals', { names: ['Ludwig van Beethoven'] })).toBe(
      `${R}; van der Waals`,
    );
  });
  it('redacts a skill-word part alone only where the sentence makes it the person', () => {
    const names = ['Julia Swift'];
    expect(scrub('Julia Swift wrote Julia and Swift code.', { names })).toBe(
      `${R} wrote Julia and Swift code.`,
    );
    expect(scrub('Built models in Julia and R; experience with Julia.', { names })).toBe(
      'Built models in Julia and R; experience with Julia.',
    );
    expect(scrub('Julia led the migration. I recommend Julia without reservation.', { names })).toBe(
      `${R} led the migration. I recommend ${R} without reservation.`,
    );
    expect(scrub("Colleagues describe Julia as calm; Julia's team shipped.", { names })).toBe(
      `Colleagues describe ${R} as calm; ${R}'s team shipped.`,
    );
    // Lower case is the language, whatever follows.
    expect(scrub('julia was our first choice for the solver.', { names })).toBe(
      'julia was our first choice for the solver.',
    );
  });
  it('redacts a common-word part when capitalized mid-sentence or as a subject', () => {
    const names = ['Will Grant'];
    expect(scrub('I worked with Will on it.', { names })).toBe(`I worked with ${R} on it.`);
    expect(scrub('Will was great. Will lead the team.', { names })).toBe(
      `${R} was great. Will lead the team.`,
    );
    expect(scrub('We will grant access.', { names })).toBe('We will grant access.');
    expect(scrub('Will Grant joined.', { names })).toBe(`${R} joined.`);
  });
  it('treats a one-word name that is also a word like a name part', () => {
    expect(scrub('Built services in Rust.', { names: ['Rust'] })).toBe('Built services in Rust.');
    expect(scrub('Thanks to Cher and cher.', { names: ['Cher'] })).toBe(`Thanks to ${R} and ${R}.`);
  });
  it('redacts place-name parts alone only where the sentence makes them the person', () => {
    expect(scrub('Paris Hilton moved to Paris.', { names: ['Paris Hilton'] })).toBe(`${R} moved to Paris.`);
    expect(scrub('Offices in Paris and Lyon. We hired Paris in 2020.', { names: ['Paris Hilton'] })).toBe(
      `Offices in Paris and Lyon. We hired ${R} in 2020.`,
    );
  });
  it('finds CJK names without spaces', () => {
    expect(scrub('山田太郎さんと山田', { names: ['山田 太郎'] })).toBe(`${R}さんと${R}`);
  });
  it('finds usernames, not dictionary words', () => {
    expect(scrub('My handle is jdoe42; ruby gems.', { usernames: ['jdoe42', 'ruby'] })).toBe(
      `My handle is ${R}; ruby gems.`,
    );
  });
  it('adds the age in parentheses after a name', () => {
    expect(scrub('Jane Doe (34), engineer', { names })).toBe(`${R} ${R}, engineer`);
  });
  it('finds full names split across line breaks and other spaces', () => {
    expect(scrub('Thanks, Jane\nDoe.', { names })).toBe(`Thanks, ${R}.`);
    expect(scrub('Jane\u00a0Doe and Alan  \t Turing', { names })).toBe(`${R} and ${R}`);
    expect(scrub('Doe,\n Jane', { names })).toBe(R);
  });
  it('keeps the separator between names listed one after another', () => {
    expect(scrub('Jane Doe, Jane Doe; Doe, Jane', { names })).toBe(`${R}, ${R}; ${R}`);
  });
  it('finds hyphenated names with a space, no hyphen or another case', () => {
    const names = ['Anne-Marie Smith-Jones'];
    expect(scrub('Anne Marie wrote it, AnneMarie SmithJones too.', { names })).toBe(
      `${R} wrote it, ${R} too.`,
    );
    expect(scrub('Smith-Jones, Anne-Marie', { names })).toBe(R);
    expect(scrub('A. Smith-Jones and SMITH JONES', { names })).toBe(`${R} and ${R}`);
  });
  it('finds apostrophe names with either apostrophe or none', () => {
    const names = ["Siobhan O'Brien"];
    expect(scrub('O’Brien, OBrien and S. O’Brien', { names })).toBe(`${R}, ${R} and ${R}`);
    expect(scrub("Siobhan's plan", { names })).toBe(`${R}'s plan`);
  });
  it('matches accents and case in both directions', () => {
    expect(scrub('Zoe Lefevre met ZOË LEFÈVRE', { names: ['Zoë Lefèvre'] })).toBe(`${R} met ${R}`);
    expect(scrub('Zoë Lefèvre', { names: ['Zoe Lefevre'] })).toBe(R);
    expect(scrub('ΣΟΦΊΑ and σοφία', { names: ['Σοφία Παππά'] })).toBe(`${R} and ${R}`);
  });
  it('finds "Last, First" with a middle name and a suffix', () => {
    expect(scrub('Ref: Turing, Alan.', { names: ['Alan M. Turing, Jr.'] })).toBe(`Ref: ${R}.`);
  });
  it('matches usernames literally, also with dots and pluses', () => {
    const usernames = ['j.doe+dev'];
    expect(scrub('by J.DOE+DEV, not jxdoe+dev or aj.doe+dev', { usernames })).toBe(
      `by ${R}, not jxdoe+dev or aj.doe+dev`,
    );
  });
  it('never turns punctuation inside a name into a pattern', () => {
    expect(scrub('Skills: - Go - Rust', { names: ['Jane - Doe'] })).toBe('Skills: - Go - Rust');
    expect(scrub('Jane - Doe led it; Doe too', { names: ['Jane - Doe'] })).toBe(`${R} led it; ${R} too`);
  });
  it('only full names and usernames in label mode', () => {
    expect(scrub('Jane Doe Portfolio', { names, mode: 'label' })).toBe(`${R} Portfolio`);
    expect(scrub('Jane tools', { names, mode: 'label' })).toBe('Jane tools');
  });
});

describe('street addresses', () => {
  table([
    // The city after the street is part of the address.
    ['Lives at 2712 Broadway St, New York', `Lives at ${R}`],
    ['10 Downing Street', R],
    ['221B Baker Street', R],
    ['1600 Pennsylvania Avenue NW', R],
    ['Flat 3, 42 Camden High Street', R],
    ['2712 Broadway St, Apt 4B', R],
    ['12, MG Road', R],
    ['Hauptstraße 5', R],
    ['Berliner Straße 12a', R],
    ['Karl-Marx-Allee 10', R],
    ['Goethestr. 22', R],
    ['Unter den Linden 5', R],
    ['12 rue de la Paix', R],
    ['5, avenue des Champs-Élysées', R],
    ['Rua Augusta, 1500', R],
    ['Av. Paulista, 1578', R],
    ['Via Roma 10', R],
    ['1-2-3 Shibuya', R],
    ['PO Box 1234', R],
    ['One Infinite Loop', R],
  ]);
  unchanged([
    'Helped win 2 Great Place to Work awards',
    'Im Jahr 2019 gegründet',
    'Hired 3 Senior Engineers',
    'Engineering 2 and Monitoring 3',
    'Route 66 and Highway 1',
  ]);
});

describe('postcodes', () => {
  table([
    ['New York, NY 10025', `New York, NY ${R}`],
    ['Austin, TX 78701-1234', `Austin, TX ${R}`],
    ['London SW1A 2AA', `London ${R}`],
    ['Manchester M1 1AE', `Manchester ${R}`],
    ['EC1A1BB', R],
    ['10115 Berlin', `${R} Berlin`],
    // One address, one span: from the street to the city after the postcode.
    ['Hauptstraße 5, 10115 Berlin', R],
    ['Paris 75002 or 75002 Paris', `Paris 75002 or ${R} Paris`],
    ['Postcode: 50667', `Postcode: ${R}`],
    ['Bengaluru - 560001', `Bengaluru - ${R}`],
    ['PIN 411001', `PIN ${R}`],
    ['CEP 01310-100', `CEP ${R}`],
    ['〒150-0002', `〒${R}`],
  ]);
  unchanged(['Served 50000 requests', 'Apple M1 8GB', 'Q3 2021 and ISO 27001', 'H100 80GB', 'A4 paper']);
});

describe('dates of birth', () => {
  table([
    ['born 12 March 1990', `born ${R}`],
    ['Born on March 12, 1990.', `Born on ${R}.`],
    ['DOB: 1990-03-12', `DOB: ${R}`],
    ['Date of birth: 12/03/1990', `Date of birth: ${R}`],
    ['D.O.B. 12.03.1990', `D.O.B. ${R}`],
    ['Geburtsdatum: 12.03.1990', `Geburtsdatum: ${R}`],
    ['née le 12 mars 1990', `née le ${R}`],
    ['born in 1990', `born in ${R}`],
    ['DOB 23-Nov-1969', `DOB ${R}`],
    ['生年月日: 1990年3月12日', `生年月日: ${R}`],
  ]);
  unchanged(['Born and raised in Ohio', 'Released on 2021-06-15', 'Newborn care app, 2019']);
});

describe('ages', () => {
  table([
    ['age 34', `age ${R}`],
    ['Age: 34.', `Age: ${R}.`],
    ['aged 41', `aged ${R}`],
    ['34 years old', `${R} years old`],
    ['A 34-year-old engineer', `A ${R}-year-old engineer`],
    ['(34 y/o)', `(${R} y/o)`],
    ['34 ans', `${R} ans`],
    ['34 Jahre alt', `${R} Jahre alt`],
    ['I am 27 and based in Lyon', `I am ${R} and based in Lyon`],
    ['aged thirty-four', R],
  ]);
  unchanged([
    '5 years of experience',
    'Over 12 years in fintech',
    'Replaced a 15-year-old monolith',
    'coding since the age of 9',
    'I am 10 minutes from the office',
    'Served ages 18-25',
    'page 34',
  ]);
});

describe('gendered words (blind profile)', () => {
  table(
    [
      ['He mentored her team; she was chairman.', `${R} mentored ${R} team; ${R} was ${R}.`],
      // The honorific goes as a gendered word; the names after it go as anyone's names.
      ['Mr. Smith and Ms Jones', `${R} ${R} and ${R} ${R}`],
      ['Led the Women in Tech group; took maternity leave', `Led the ${R} in Tech group; took ${R} leave`],
      ['Saleswoman of the year', `${R} of the year`],
    ],
    { blind: true },
  );
  unchanged(
    [
      'THE HE-3 PROJECT',
      'Sr. Engineer, manages the human resources',
      'Planned 200 man-hours',
      'the chairs and the motherboard',
      'Freshman mentor, alumni network',
    ],
    { blind: true },
  );
  it('are kept by the standard profile', () => {
    expect(scrub('She led the team')).toBe('She led the team');
  });
});

describe('resume regions', () => {
  it.each([
    ['+49 30 1234567', undefined, ['DE']],
    ['0049 30 1234567', 'Paris, IDF, FR', ['DE', 'FR']],
    [undefined, 'Berlin, BE, DE', ['DE']],
    [undefined, 'Pune, MH, India', ['IN']],
    [undefined, 'London, England, UK', ['GB']],
    ['(213) 373-4253', 'Springfield', []],
  ] as const)('%s / %s → %j', (phone, location, regions) => {
    expect(resumeRegions(phone, location)).toEqual(regions);
  });
  it('uses the resume country for national numbers of other countries', () => {
    expect(scrub('Llámame al 612 34 56 78', { region: 'ES' })).toBe(`Llámame al ${R}`);
  });
});
