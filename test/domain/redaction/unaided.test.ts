import { describe, expect, it } from 'vitest';
import { inspectRedaction, REDACTED as R } from '../../../main/domain/redaction';
import { resume, scrub } from './helpers';

/**
 * PII the engine must find without being told (#11): names of anyone, international addresses,
 * phones in every form, dates of birth and ages near their cues, structured identifiers; and the
 * look-alikes that must stay. The examples from the issue are here verbatim.
 */

function table(cases: Array<[string, string]>, options: Parameters<typeof scrub>[1] = {}) {
  it.each(cases)('%s', (text, expected) => {
    expect(scrub(text, options)).toBe(expected);
  });
}
function unchanged(texts: string[], options: Parameters<typeof scrub>[1] = {}) {
  it.each(texts)('keeps %s', (text) => {
    expect(scrub(text, options)).toBe(text);
  });
}

describe('examples from the issue', () => {
  table([
    [
      'Billing address: Sara Schwarz, 28245 Puruntie 82 Apt. 595, LAPPEENRANTA 53650',
      `Billing address: ${R}, ${R}`,
    ],
    ['Ms. Austin flew to Berlin on Monday.', `Ms. ${R} flew to Berlin on Monday.`],
    ['Call +41 (0)96 471 07 95 today', `Call ${R} today`],
    ['Office: +1-903-140-4508x769', `Office: ${R}`],
    ['Phone: 78 651 450', `Phone: ${R}`],
    ["Please tell me your date of birth. It's 1/14/1961", `Please tell me your date of birth. It's ${R}`],
    ['He is a 38-year-old engineer', `He is a ${R}-year-old engineer`],
  ]);
  // The candidate's surname after a title, with the resume naming her.
  table([['Ms. Austin flew to Berlin on Monday.', `Ms. ${R} flew to Berlin on Monday.`]], {
    names: ['Jane Austin'],
  });
  unchanged(['Server log 1978-04-13 12:20:39 shows the first failure']);
  unchanged(['the way technology is approached'], { names: ['Cheri Way'] });

  it('redacts "Ron" in the summary of the resume of "Ron. Adams"', () => {
    const doc = resume({ personalInfo: { name: 'Ron. Adams', summary: 'Ron led the data team.' } });
    expect(inspectRedaction(doc, { profile: 'standard' }).redactedResume.personalInfo.summary).toBe(
      `${R} led the data team.`,
    );
  });
});

describe('names of anyone', () => {
  table([
    ['Reported to Kowalczyk and Dr. Xylander.', `Reported to ${R} and Dr. ${R}.`],
    ['Managed by Ingrid Bergström during the migration', `Managed by ${R} during the migration`],
    ['Recommended by Mr Qwzx Plorb, our CTO.', `Recommended by Mr ${R}, our CTO.`],
    ['Name: Thandiwe Nkosi', `Name: ${R}`],
    ['I worked with Priya Raghunathan on the pipeline.', `I worked with ${R} on the pipeline.`],
    ['Julia led the migration.', `${R} led the migration.`],
    ['Jordan reported the outage.', `${R} reported the outage.`],
    ['Talk to van der Merwe first.', `Talk to ${R} first.`],
    // A surname takes the unknown capitalized word before it as the given name.
    ['Maybe it is under Zorvina Schwarz now.', `Maybe it is under ${R} now.`],
    // ... but not an abbreviation before it.
    ['PhD. Schwarz joined in May.', `PhD. ${R} joined in May.`],
  ]);
  unchanged([
    'Built models in Julia and R.',
    'Moved to Jordan and Paris in 2019.',
    'Worked at Schmidt GmbH and Parker and Sons.',
    'Wrote Swift and Kotlin code for iOS and Android.',
    'THE TEAM AND THE MISSION',
  ]);
});

describe('addresses', () => {
  table([
    ['Lives at Bahnhofstrasse 43, 8001 Zürich.', `Lives at ${R}.`],
    ['Send it to 12 Rue de la Paix, 75002 Paris', `Send it to ${R}`],
    ['Home: Kekeçoğlu Sokak 67a, Tekirdağ 90804 in case', `Home: ${R} in case`],
    ['Postal: ul. Długa 17 m. 583, Chęciny 89-726', `Postal: ${R}`],
    ['Address:\n221B Baker Street\nLondon NW1 6XE\nUnited Kingdom', `Address:\n${R}\nUnited Kingdom`],
    ['My zip code is 13292', `My zip code is ${R}`],
  ]);
  unchanged(['Helped win 2 Great Place to Work awards.', 'Im Jahr 2019 gegründet']);
});

describe('phones', () => {
  table([
    ['They are not answering at +82 97 28331738', `They are not answering at ${R}`],
    ['0546310814-Office, 03 78 10 56 41-Fax', `${R}-Office, ${R}-Fax`],
    ['Contact: Berenice Masciandaro, 399 482 615', `Contact: ${R}, ${R}`],
  ]);
});

describe('ages and dates of birth', () => {
  table([
    ['My brother just turned 55', `My brother just turned ${R}`],
    ['Written when he was 58.', `Written when he was ${R}.`],
    ['Patient is a 43-year-old male', `Patient is a ${R}-year-old male`],
    ['date of birth: March 14, 2003', `date of birth: ${R}`],
  ]);
  unchanged(['Replaced a 15-year-old monolith', 'Turned 12 services into 3']);
});

describe('structured identifiers', () => {
  table([
    ['IBAN DE89 3704 0044 0532 0130 00 for the salary', `IBAN ${R} for the salary`],
    ['My IBAN is GB82WEST12345698765432', `My IBAN is ${R}`],
    ['Card 4111 1111 1111 1111 expires soon', `Card ${R} expires soon`],
    ['Card 3782-822463-10005 was lost', `Card ${R} was lost`],
    ['Blocked address 203.0.113.54 on the VPN', `Blocked address ${R} on the VPN`],
    [
      'Whitelisted 2001:0db8:85a3:0000:0000:8a2e:0370:7334 and fe80::1ff:fe23:4567:890a',
      `Whitelisted ${R} and ${R}`,
    ],
    ['SSN: 123-45-6789', `SSN: ${R}`],
    ['Passport number X1234567 was renewed', `Passport number ${R} was renewed`],
  ]);
  unchanged([
    'IBAN GB82WEST12345698765433 has a bad checksum',
    'Order 4111 1111 1111 1112 is not a card',
    'Shipped v10.1.2.3 and kernel 4.18.0-200',
    'SKU AB-12345-XL sold 12,500 tickets for $1,234,567.89',
    'Meeting at 12:30 and 09:15:00',
  ]);
});

describe('look-alikes in real resumes', () => {
  unchanged([
    'Joined Lindqvist Apps to strengthen the Enterprise team.',
    'Brought KYC expertise to a growing team at Lindqvist Advisors.',
    'Migrated legacy reports to Python and R and trained business users.',
    'Studied at Instituto Tecnológico de Sierra Alta.',
    'Volunteered at Redwood Medical Center and Greenway Trail.',
    'Windows Server 2019, SQL Server 2016, Visual Studio 2022',
  ]);
});
