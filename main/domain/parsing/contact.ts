import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { withoutDiacritics } from '../diacritics';
import { normalizeLocation } from '../taxonomy';
import { COMPANY_WORDS, foldText, headingOf, INSTITUTION_WORDS, TITLE_WORDS } from './vocabulary';

// Contact details: e-mail, phone, URLs and social profiles, location, the name and the label.

export const EMAIL =
  /(?<![A-Za-z0-9._%+-])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}\b/g;

export function findEmails(text: string): string[] {
  return [...text.matchAll(EMAIL)].map((m) => m[0].replace(/\.$/, '').toLowerCase());
}

// --- phones --------------------------------------------------------------------------------------

export interface FoundPhone {
  phone: string;
  confidence: number;
}

const PHONE_CANDIDATE = /(?:\+|00)?\(?\d[\d ().\-/]{5,24}\d(?:\s*(?:x|ext\.?|extension)\s*\d{1,6})?/gi;
const PHONE_LABEL =
  /\b(?:phone|tel|telephone|mobile|mob|cell|cellphone|handy|telefono|teléfono|téléphone|telefone|telefon|whatsapp|m|t|p)\s*[.:]?\s*$/i;
const DATE_LIKE = /^(?:\d{1,2}[./-])?(?:19|20)\d{2}\s*(?:[-–—]\s*(?:\d{1,2}[./-])?(?:19|20)\d{2})?$/;

/**
 * The first phone number in the lines that libphonenumber-js (full metadata) accepts as valid,
 * formatted internationally. Numbers written with +country code (or 00) are taken as they are;
 * national numbers are read in `country` (from the resume's location) and need a label ("Phone:",
 * "Mobile") or a line of contact details around them.
 */
export function findPhone(lines: string[], country: CountryCode | undefined): FoundPhone | undefined {
  let fallback: FoundPhone | undefined;
  // Phone numbers sit near the top; a long document is not searched to its end.
  let tries = 0;
  for (const line of lines) {
    for (const m of line.matchAll(PHONE_CANDIDATE)) {
      if (++tries > 300) return fallback;
      let written = m[0].trim();
      const digits = written.replace(/\D/g, '');
      if (digits.length < 7 || digits.length > 17 || DATE_LIKE.test(written)) continue;
      // A date range such as 03/2019 – 05/2021 or 2019-03 is not a phone number.
      if (/^\d{1,2}\/(19|20)\d{2}$/.test(written) || /^(19|20)\d{2}[-/.]\d{1,2}$/.test(written)) continue;
      const international = written.startsWith('+') || written.startsWith('00');
      if (written.startsWith('00')) written = `+${written.slice(2)}`;
      if (international) {
        const phone = parsePhoneNumberFromString(written);
        if (phone?.isValid()) return { phone: phone.formatInternational(), confidence: 0.95 };
        if (phone?.isPossible() && !fallback)
          fallback = { phone: phone.formatInternational(), confidence: 0.5 };
        continue;
      }
      const before = line.slice(0, m.index ?? 0);
      const labelled = PHONE_LABEL.test(before);
      const contactLine = /@|\||•|·|\t/.test(line) || line.trim() === m[0].trim() || labelled;
      if (!contactLine || digits.length < 8) continue;
      const phone = parsePhoneNumberFromString(written, country ?? 'US');
      if (phone?.isValid()) {
        const found = { phone: phone.formatInternational(), confidence: labelled ? 0.85 : 0.75 };
        if (labelled) return found;
        fallback ??= found;
      }
    }
  }
  return fallback;
}

// --- URLs and profiles ---------------------------------------------------------------------------

const TLDS = new Set(
  `com org net edu gov io dev me co ai app design info biz xyz tech page site blog online portfolio studio
  cloud codes digital email link live pro run sh so to tv cc us uk de fr es it nl se no dk fi pl br mx ca au
  in jp kr cn ch at be pt ie nz za ng ae sg hk ru tr gr cz hu ro eu ar cl pe ve ec id my ph th vn tw il
  ke gh eg ma`.split(/\s+/),
);

const URL_PATTERN =
  /(?<![@\w.-])((?:https?:\/\/)?(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,24})(?::\d{2,5})?(?:\/[^\s|,;<>()"'\]\t]*)?)/gi;

export interface Link {
  url: string;
  host: string;
  path: string;
}

/** http(s) URLs in a line: with a scheme, "www." or a common top-level domain ("github.com/ana"). */
export function findUrls(text: string): Link[] {
  const out: Link[] = [];
  for (const m of text.matchAll(URL_PATTERN)) {
    let raw = m[1].replace(/[.,;:!?)\]'"]+$/, '');
    const schemed = /^https?:\/\//i.test(raw);
    const tld = m[2].toLowerCase();
    if (!schemed && !/^www\./i.test(raw) && !TLDS.has(tld)) continue;
    // "Node.js", "ASP.NET", "B.Sc." are not links; neither are e-mail domains.
    if (!schemed && /^[A-Z]/.test(raw) && !raw.includes('/') && !/^www\./i.test(raw)) continue;
    if (!schemed) raw = `https://${raw}`;
    try {
      const url = new URL(raw);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
      const host = url.hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');
      if (!host.includes('.')) continue;
      out.push({ url: raw, host, path: decodeURIComponent(url.pathname).replace(/\/+$/, '') });
    } catch {
      // not a URL after all
    }
  }
  return out;
}

export interface Profile {
  network: string;
  username: string;
  url: string;
}

const NETWORKS: [RegExp, string][] = [
  [/(^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(^|\.)github\.com$/, 'GitHub'],
  [/(^|\.)gitlab\.com$/, 'GitLab'],
  [/(^|\.)(twitter|x)\.com$/, 'Twitter'],
  [/(^|\.)stackoverflow\.com$/, 'Stack Overflow'],
  [/(^|\.)behance\.net$/, 'Behance'],
  [/(^|\.)dribbble\.com$/, 'Dribbble'],
  [/(^|\.)medium\.com$/, 'Medium'],
  [/(^|\.)kaggle\.com$/, 'Kaggle'],
  [/(^|\.)codepen\.io$/, 'CodePen'],
  [/(^|\.)xing\.com$/, 'XING'],
  [/(^|\.)researchgate\.net$/, 'ResearchGate'],
  [/(^|\.)orcid\.org$/, 'ORCID'],
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)youtube\.com$/, 'YouTube'],
  [/(^|\.)facebook\.com$/, 'Facebook'],
  [/(^|\.)bitbucket\.org$/, 'Bitbucket'],
  [/(^|\.)npmjs\.com$/, 'npm'],
  [/(^|\.)hashnode\.(com|dev)$/, 'Hashnode'],
  [/(^|\.)dev\.to$/, 'DEV'],
  [/(^|\.)soundcloud\.com$/, 'SoundCloud'],
  [/(^|\.)vimeo\.com$/, 'Vimeo'],
  [/(^|\.)tiktok\.com$/, 'TikTok'],
  [/(^|\.)mastodon\.social$/, 'Mastodon'],
  [/(^|\.)bsky\.app$/, 'Bluesky'],
  [/(^|\.)scholar\.google\.com$/, 'Google Scholar'],
];

/** The social network of a link and the user name in it, or undefined for any other site. */
export function profileOf(link: Link): Profile | undefined {
  const entry = NETWORKS.find(([pattern]) => pattern.test(link.host));
  if (!entry) return undefined;
  const network = entry[1];
  const parts = link.path.split('/').filter(Boolean);
  let username = parts[0] ?? '';
  if (network === 'LinkedIn')
    username = (parts[0] === 'in' || parts[0] === 'pub' ? parts[1] : parts[1]) ?? '';
  else if (network === 'Stack Overflow') username = parts[0] === 'users' ? (parts[2] ?? parts[1] ?? '') : '';
  else if (network === 'Medium') {
    const sub = /^([a-z0-9-]+)\.medium\.com$/.exec(link.host)?.[1];
    username = sub ?? (parts[0]?.replace(/^@/, '') || '');
  } else if (network === 'XING') username = (parts[0] === 'profile' ? parts[1] : parts[0]) ?? '';
  else if (network === 'YouTube') username = (parts[0]?.startsWith('@') ? parts[0].slice(1) : parts[1]) ?? '';
  username = username.replace(/^@/, '');
  return { network, username, url: link.url };
}

// --- location ------------------------------------------------------------------------------------

export interface FoundLocation {
  city?: string;
  region?: string;
  countryCode?: string;
  remote: boolean;
  confidence: number;
}

const PLACE = /^[\p{L}][\p{L}\p{M} .'’-]*(?:,\s*[\p{L}][\p{L}\p{M} .'’-]*){0,2}$/u;

/** A location written as "City, Region", "City, Country", "Country" or "Remote", or undefined. */
export function readLocation(text: string, loose = false): FoundLocation | undefined {
  const value = text
    .trim()
    .replace(
      /^(?:location|address|based in|lives in|city|ort|wohnort|ubicación|ubicacion|adresse)\s*[:\-–]\s*/i,
      '',
    )
    .replace(/\s*\((?:open to )?(?:remote|relocation|hybrid)[^)]*\)$/i, '');
  if (!value || value.length > 60) return undefined;
  if (/^(remote|anywhere|worldwide|fully remote|remote-first)$/i.test(value))
    return { remote: true, confidence: 0.8 };
  if (!PLACE.test(value)) return undefined;
  const words = value.split(/[\s,]+/).filter(Boolean);
  if (words.length > 6) return undefined;
  // Company, school and job words are not places ("Banco Solar S.A." is not in Saudi Arabia).
  if (
    value
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .some((w) => COMPANY_WORDS.has(w) || INSTITUTION_WORDS.has(w) || TITLE_WORDS.has(w))
  )
    return undefined;
  const normalized = normalizeLocation(value);
  if (!normalized.country && !normalized.remote) return undefined;
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length === 1) {
    if (!normalized.city) {
      // A lone country name ("Ireland") reads as a location only where a location is expected.
      return loose
        ? { countryCode: normalized.country, remote: normalized.remote, confidence: 0.6 }
        : undefined;
    }
    // A lone city must be a known one, whole: "Sydney", "München", not "Banco Solar S.A.".
    const same = foldText(normalized.city) === foldText(value);
    if (!normalized.region || !(same || words.length === 1)) return undefined;
  }
  const location: FoundLocation = { remote: normalized.remote, confidence: parts.length > 1 ? 0.9 : 0.7 };
  if (parts.length > 1 || normalized.city) location.city = parts[0];
  if (parts.length === 3) location.region = parts[1];
  else if (parts.length === 2) {
    // "Palo Alto, California" keeps its region; "Berlin, Germany" names only the country.
    const last = normalizeLocation(parts[1]);
    if (last.country !== normalized.country || last.city || last.region) location.region = parts[1];
  }
  if (normalized.country) location.countryCode = normalized.country;
  return location;
}

// --- name and label ------------------------------------------------------------------------------

const PARTICLES = new Set(
  'de da das do dos du del della der den di la le van von zu al el bin ibn y e ter ten af av op'.split(' '),
);

/** Document titles that sit where the name usually is. */
const NOT_NAMES =
  /^(curriculum vitae|resume|cv|lebenslauf|hoja de vida|personal data|curriculum|resume of|my resume|cover letter|page \d+)$/;

const NAME_TOKEN = /^(?:[\p{Lu}][\p{L}\p{M}'’.-]*|[\p{Lu}]\.)$/u;

/** A title word anywhere in the text ("Senior Software Engineer", "Head of Sales"). */
export function hasTitleWord(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[^\p{L}-]+/u)
    .some((w) => TITLE_WORDS.has(w));
}

/** A name without its honorifics and letters after it: "Dr. Ana Ruiz, PhD" → "Ana Ruiz". */
export function stripNameAffixes(text: string): string {
  return text
    .trim()
    .replace(/^(?:name|nombre|nom|naam)\s*:\s*/i, '')
    .replace(/^(?:(?:dr|prof|mr|mrs|ms|mx|miss|sir|dipl\.?-ing|ing|mag)\.?\s+)+/i, '')
    .replace(
      /,?\s+(?:ph\.?d|m\.?d|mba|cpa|pmp|p\.?e|rn|esq|jr|sr|ii|iii|iv|msc|bsc|ma|ba)\.?(?:,\s*(?:ph\.?d|m\.?d|mba|cpa|pmp|p\.?e|rn|esq|msc|bsc|ma|ba)\.?)*$/i,
      '',
    )
    .trim();
}

/** A postal address line: "Hauptstraße 12, 10115 Berlin" → street, postal code and city. */
export function readAddress(text: string): { address: string; postalCode: string; city: string } | undefined {
  if (text.length > 150) return undefined;
  const m =
    /^(.+?\d.*?),\s*(\d{4,5}|\d{2}-\d{3}|[A-Z]{1,2}\d[\dA-Z]?\s?\d[A-Z]{2})\s+([\p{L}][\p{L}\p{M} .'’-]+)$/u.exec(
      text.trim(),
    );
  return m ? { address: m[1].trim(), postalCode: m[2], city: m[3].trim() } : undefined;
}

/** "ANA DE LA CRUZ" → "Ana de la Cruz"; "O'BRIEN" → "O'Brien". Mixed-case names are kept. */
export function tidyName(name: string): string {
  const letters = name.replace(/[^\p{L}]/gu, '');
  if (letters !== letters.toUpperCase() && letters !== letters.toLowerCase()) return name;
  return name
    .toLowerCase()
    .split(' ')
    .map((word, i) =>
      i > 0 && PARTICLES.has(word)
        ? word
        : word.replace(/(^|[-'’\s])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase()),
    )
    .join(' ');
}

/**
 * A name written twice in a row ("Jane Roe Jane Roe": a name in a page header and again in the
 * body, or a theme that prints it in two styles, read as one line) → written once; otherwise
 * undefined.
 */
export function undoubledName(name: string): string | undefined {
  const tokens = name.trim().split(/\s+/);
  if (tokens.length < 2 || tokens.length % 2 !== 0) return undefined;
  const half = tokens.length / 2;
  const first = tokens.slice(0, half).join(' ');
  return first.toLowerCase() === tokens.slice(half).join(' ').toLowerCase() ? first : undefined;
}

/** True when the text reads as a person's name: 2-5 capitalized words, no digits or contact marks. */
export function isNameLike(text: string): boolean {
  const value = text.trim();
  if (value.length < 3 || value.length > 60) return false;
  if (/[\d@/:|()[\]{},;!?&+=#*"“”]/.test(value)) return false;
  const tokens = value.split(/\s+/);
  if (tokens.length < 2 || tokens.length > 5) return false;
  let capitalized = 0;
  for (const token of tokens) {
    if (PARTICLES.has(token.toLowerCase()) && token === token.toLowerCase()) continue;
    if (!NAME_TOKEN.test(token)) return false;
    capitalized++;
  }
  if (capitalized < 2) return false;
  if (headingOf(value) || NOT_NAMES.test(foldText(value))) return false;
  if (hasTitleWord(value)) return false;
  const place = normalizeLocation(value);
  if (place.country || place.remote) return false;
  return true;
}

/** How well a name agrees with the e-mail address's local part ("ana.lopez@" for "Ana López"). */
export function nameMatchesEmail(name: string, email: string | undefined): boolean {
  if (!email) return false;
  const local = email
    .split('@')[0]
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const parts = withoutDiacritics(name)
    .toLowerCase()
    .split(/[\s'’-]+/)
    .filter((p) => p.length >= 3);
  return parts.some((p) => local.includes(p.replace(/[^a-z]/g, '')));
}
