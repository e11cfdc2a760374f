import type { Span } from './spans';

/**
 * Structured identifiers in free text, each confirmed by its own rule so that look-alikes stay:
 * - IBANs: country code, check digits, 11 to 30 letters and digits (grouped by spaces or not) and a
 *   valid ISO 13616 mod-97 checksum;
 * - payment cards: 13 to 19 digits (grouped by spaces or dashes) that pass the Luhn check and start
 *   like a card of the major networks (Visa, Mastercard, Amex, Discover, Diners, JCB, UnionPay,
 *   Maestro);
 * - IP addresses: dotted IPv4 with every octet ≤ 255 (not after "v" or "version"), and IPv6 in its
 *   full and "::" compressed forms;
 * - national identifiers after a cue ("SSN", "social security number", "passport", "national ID",
 *   "driver's license", "PESEL", "CPF", "Aadhaar", "BSN", "personnummer"...): the token after the
 *   cue, when it holds at least five digits; a US SSN written 123-45-6789 also without a cue.
 */

const IBAN = /(?<![\p{L}\p{N}])([A-Z]{2}\d{2}(?:[ \u00a0]?[A-Z0-9]){11,30})(?![\p{L}\p{N}])/gu;

function ibanValid(raw: string): boolean {
  const iban = raw.replace(/[ \u00a0]/g, '');
  if (iban.length < 15 || iban.length > 34) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const c of moved) {
    const code = c.charCodeAt(0);
    const value = code <= 57 ? code - 48 : code - 55;
    rest = value >= 10 ? (rest * 100 + value) % 97 : (rest * 10 + value) % 97;
  }
  return rest === 1;
}

export function findIbans(text: string, out: Span[]): void {
  if (!/[A-Z]{2}\d{2}/.test(text)) return;
  IBAN.lastIndex = 0;
  for (let m = IBAN.exec(text); m; m = IBAN.exec(text)) {
    let value = m[1];
    // A trailing word after a space is not part of the IBAN when the rest checks out.
    while (value.length > 15 && !ibanValid(value)) {
      const cut = value.search(/[ \u00a0][A-Z0-9]{1,4}$/);
      if (cut < 0) break;
      value = value.slice(0, cut);
    }
    if (ibanValid(value)) out.push({ start: m.index, end: m.index + value.length, kind: 'iban' });
  }
}

const CARD = /(?<![\p{L}\p{N}.,\-/])\d(?:[ \u00a0-]?\d){12,18}(?![\p{L}\p{N}]|[.,-]\d)/gu;
/** Card networks by number prefix, with the lengths they issue. */
const CARD_NETWORKS: Array<[RegExp, number, number]> = [
  [/^3[47]/, 15, 15], // American Express
  [/^3(?:0[0-5]|[68])/, 14, 16], // Diners Club
  [/^4/, 13, 19], // Visa (13, 16, 19)
  [/^(?:5[1-5]|2[2-7])/, 16, 16], // Mastercard
  [/^(?:6011|65|64[4-9])/, 16, 19], // Discover
  [/^35/, 16, 19], // JCB
  [/^62/, 16, 19], // UnionPay
  [/^(?:5[06-8]|6[37])/, 12, 19], // Maestro
];
const cardNetwork = (digits: string) =>
  CARD_NETWORKS.some(
    ([prefix, min, max]) => prefix.test(digits) && digits.length >= min && digits.length <= max,
  );

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function findCards(text: string, out: Span[]): void {
  CARD.lastIndex = 0;
  for (let m = CARD.exec(text); m; m = CARD.exec(text)) {
    const digits = m[0].replace(/\D/g, '');
    // Grouped in fours (or Amex 4-6-5), or not grouped at all: phone numbers group otherwise.
    const groups = m[0].split(/[ \u00a0-]/).map((g) => g.length);
    const grouped =
      groups.length === 1 ||
      groups.slice(0, -1).every((g) => g === 4) ||
      groups.join() === '4,6,5' ||
      groups.join() === '4,6,4';
    if (grouped && cardNetwork(digits) && luhn(digits) && !/^(\d)\1+$/.test(digits))
      out.push({ start: m.index, end: m.index + m[0].length, kind: 'card' });
  }
}

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(
  `(?<![\\p{L}\\p{N}.])${OCTET}(?:\\.${OCTET}){3}(?:\\/\\d{1,2})?(?![\\p{N}]|\\.\\d)`,
  'gu',
);
/**
 * A dotted number read as a version, not an address: after "v", "version", "release", "build",
 * "kernel" or "firmware", or as the target of an upgrade ("upgraded the kernel to 4.18.0.2").
 */
const VERSION_BEFORE =
  /(?:\bv|\bversion\s?|\brelease\s?|\bbuild\s?|\bkernel\s|\bfirmware\s|\b(?:upgrad|updat|patch|bump|migrat)(?:e|ed|es|ing)?\s(?:[\p{L}\p{N}.#+-]+\s){0,3}to\s)$/iu;
const IPV6_CANDIDATE =
  /(?<![\p{L}\p{N}:.])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?:\/\d{1,3})?(?![\p{L}\p{N}:])/gu;

function ipv6Valid(raw: string): boolean {
  const address = raw.replace(/\/\d{1,3}$/, '');
  const halves = address.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((h) => (h === '' ? [] : h.split(':')));
  if (groups.some((g) => !/^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  if (halves.length === 1) return groups.length === 8;
  // Compressed: fewer than eight groups, and more than a clock time ("12::30" is not written).
  return groups.length <= 7 && (groups.length >= 2 || /[A-Fa-f]/.test(address));
}

export function findIpAddresses(text: string, out: Span[]): void {
  if (text.includes('.')) {
    IPV4.lastIndex = 0;
    for (let m = IPV4.exec(text); m; m = IPV4.exec(text)) {
      if (VERSION_BEFORE.test(text.slice(Math.max(0, m.index - 60), m.index))) continue;
      out.push({ start: m.index, end: m.index + m[0].length, kind: 'ip' });
    }
  }
  if (text.includes(':')) {
    IPV6_CANDIDATE.lastIndex = 0;
    for (let m = IPV6_CANDIDATE.exec(text); m; m = IPV6_CANDIDATE.exec(text)) {
      if (ipv6Valid(m[0])) out.push({ start: m.index, end: m.index + m[0].length, kind: 'ip' });
    }
  }
}

const ID_CUE =
  /(?<![\p{L}])(?:SSN|SIN|social\s(?:security|insurance)(?:\snumber|\sno\.?)?|national\s(?:id|identity|insurance)(?:\snumber|\scard|\sno\.?)?|NI\snumber|NINO|passport(?:\snumber|\sno\.?)?|driver['’]?s\slicen[cs]e(?:\snumber|\sno\.?)?|licen[cs]e\snumber|tax\s(?:id|number)|TIN|Steuer-?ID|Sozialversicherungsnummer|Personalausweis(?:nummer)?|AHV(?:-Nr\.?)?|NIR|num[ée]ro\sde\ss[ée]curit[ée]\ssociale|DNI|NIE|NIF|CPF|RG|codice\sfiscale|PESEL|NIP|BSN|burgerservicenummer|personnummer|henkilötunnus|hetu|TC\s?kimlik(?:\sno)?|Aadhaar|PAN|ID\s(?:number|no\.?)|identity\s(?:number|card))(?:\s(?:is|was|number|no\.?|#))?\s?[:#=-]?\s?/giu;
const ID_VALUE = /^[A-Z0-9](?:[A-Z0-9]|[ ./-](?=[A-Z0-9])){4,24}/i;
const SSN_US = /(?<![\p{L}\p{N}\-.])\d{3}-\d{2}-\d{4}(?![\p{N}]|-\d)/gu;

export function findNationalIds(text: string, out: Span[]): void {
  if (!/\d/.test(text)) return;
  ID_CUE.lastIndex = 0;
  for (let m = ID_CUE.exec(text); m; m = ID_CUE.exec(text)) {
    const start = m.index + m[0].length;
    const value = ID_VALUE.exec(text.slice(start, start + 30));
    if (!value) continue;
    // The identifier is the run of groups that hold digits ("123 456 789"), not the next words.
    const token = value[0].replace(/(?:[ ./-][A-Za-z]+)+$/, '');
    if ((token.match(/\d/g) ?? []).length < 5) continue;
    out.push({ start, end: start + token.length, kind: 'id' });
  }
  SSN_US.lastIndex = 0;
  for (let m = SSN_US.exec(text); m; m = SSN_US.exec(text)) {
    if (!/^(?:000|666|9)/.test(m[0])) out.push({ start: m.index, end: m.index + m[0].length, kind: 'id' });
  }
}
