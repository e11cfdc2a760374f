import { describe, expect, it } from 'vitest';
import {
  hasStreetEnding,
  isTypeAfter,
  isTypeBefore,
  isUnitWord,
} from '../../../main/domain/redaction/street-words';
import { scrub } from './helpers';

const R = '[REDACTED]';

/**
 * Streets found by the street-type words of many languages (libpostal's dictionaries). The
 * examples are made up here, in the shapes of each language, not copied from the evaluation sets.
 */
describe('street-type words (resources/redaction/address-words.json)', () => {
  it('knows types written before the name in many languages', () => {
    for (const w of ['bulevardul', 'aleea', 'intrarea', 'setaliste', 'praceta', 'beco', 'ulica', 'namesti'])
      expect(isTypeBefore(w), w).toBe(true);
  });
  it('knows types written after the name, and glued to it', () => {
    for (const w of ['gate', 'utca', 'sokak', 'vei']) expect(isTypeAfter(w), w).toBe(true);
    for (const w of ['moldevei', 'skovvej', 'torvegade', 'rosenveien'])
      expect(hasStreetEnding(w), w).toBe(true);
  });
  it('leaves out words that end ordinary words or are ordinary English words', () => {
    for (const w of ['committee', 'aggregate', 'engineering', 'offenbach'])
      expect(hasStreetEnding(w), w).toBe(false);
    for (const w of ['and', 'place', 'sector', 'centro']) expect(isTypeBefore(w), w).toBe(false);
  });
  it('knows unit and block words of other languages', () => {
    for (const w of ['bloc', 'ap', 'kat', 'etaj', 'leilighet']) expect(isUnitWord(w), w).toBe(true);
  });
});

describe('streets by type word and house number', () => {
  it.each([
    // type before, number after, a block and an apartment, postcode and city
    ['Send it to Aleea Trandafirilor, Bloc 12, Ap. 7, Brașov 500123 please', `Send it to ${R} please`],
    ['I live at Bulevardul Unirii 44, Cluj', `I live at ${R}`],
    // lower-case words inside the name
    ['Adresa: Šetalište bana Jelačića 31, Split', `Adresa: ${R}`],
    // number first, then a type-before street
    ['She moved to 77 Beco das Flores last year.', `She moved to ${R} last year.`],
    ['Bloc 9 Intrarea Morilor, Sibiu', R],
    // type after the name, and glued to it
    ['Office: Kongens Gate 14, Bergen', `Office: ${R}`],
    ['Our lab is at Skovvej 21 in Aarhus.', `Our lab is at ${R} in Aarhus.`],
    ['at 5 Nordre Rosenveien, Oslo', `at ${R}`],
    // without a number, after a cue word
    ['He grew up on Bulevardul Eroilor.', `He grew up on ${R}.`],
  ])('%s', (text, expected) => {
    expect(scrub(text)).toBe(expected);
  });

  it.each([
    'I have 3 Python projects and won 2 Gold Awards in 2019.',
    'Joined Avenida Capital, and in 2 years led 3 teams.',
    'Led Committee 5 and the Aggregate 3 review.',
    'Spring 5 and Kafka 3 in production since 2020.',
  ])('keeps %s', (text) => {
    expect(scrub(text)).toBe(text);
  });
});

it('keeps the words before a phone number', () => {
  expect(scrub('Call me on +40 721 555 123 tomorrow.')).toBe(`Call me on ${R} tomorrow.`);
});

describe('a street line before its postcode, with a unit between', () => {
  it.each([
    ['Adresa: Horní Lhotky 12 Apt. 3\n110 00 Praha', `Adresa: ${R}`],
    ['Pražská 48 Suite 9\n602 00 Brno', R],
  ])('%s', (text, expected) => {
    expect(scrub(text)).toBe(expected);
  });
  it('does not reach back over the line before the street', () => {
    expect(scrub('Nordic Systems Inc\nHavnegade 49 C 7, Aarhus 8000')).toMatch(/^Nordic Systems Inc\n/);
  });
});

describe('multi-line address blocks without a street type (address-blocks.ts)', () => {
  it.each([
    ['Postal address\n\n2 Lipová\n Apt. 5\n Horní Dolní\n 123 45', `Postal address\n\n${R}`],
    ['Billing address:\n  Lipová 17\n  Dolní Lhota\n  VT\n  739 11', `Billing address:\n  ${R}`],
  ])('%s', (text, expected) => {
    expect(scrub(text)).toBe(expected);
  });
  it.each([
    'Skills\nPython 3\nDjango 4\nFlask 1234',
    'Kubernetes 3\nHelm\nHorní\n123 45',
    'Releases\nVersion 2\nShipped in Q3\nBuild 4021',
  ])('keeps %s', (text) => {
    expect(scrub(text)).toBe(text);
  });
});

describe('postcodes of any country (CLDR patterns, postcode-shapes.ts)', () => {
  it.each([
    ['ZIP: 602 00', `ZIP: ${R}`],
    ['My postal code is K2P 1L4', `My postal code is ${R}`],
    ['Eircode: D02 X285', `Eircode: ${R}`],
    ['PLZ 1010 Wien', `PLZ ${R} Wien`],
    ['Looking to join a team in Tromsdal 4021 soon.', `Looking to join a team in Tromsdal ${R} soon.`],
  ])('%s', (text, expected) => {
    expect(scrub(text)).toBe(expected);
  });
  it.each(['Worked in Berlin 2019 and in Oslo 1998.', 'ZIP: see below', 'Based in Berlin 12 years.'])(
    'keeps %s',
    (text) => {
      expect(scrub(text)).toBe(text);
    },
  );
});
