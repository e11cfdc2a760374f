// Locations as written in resumes and job ads → city, region and ISO 3166-1 alpha-2 country.
//
// "City, XX" is read with a small gazetteer of major cities (resources/taxonomy/geo): a known city
// takes the country the hint agrees with ("Toronto, CA" → Canada, "Palo Alto, CA" → United States,
// "Berlin, DE" → Germany); for an unknown city a US state code wins over the country code it may
// also be ("Springfield, IL" → US), then Canadian provinces and Australian states, then country codes
// and names ("London, UK" → GB). "Remote", "Anywhere", "Work from home" make the location remote.

import citiesJson from '../../../resources/taxonomy/geo/cities.json';
import countriesJson from '../../../resources/taxonomy/geo/countries.json';
import regionsJson from '../../../resources/taxonomy/geo/regions.json';

export interface NormalizedLocation {
  city?: string;
  region?: string;
  /** ISO 3166-1 alpha-2. */
  country?: string;
  remote: boolean;
  /** "Berlin, DE", "Palo Alto, US", "DE", or "Remote". */
  label: string;
}

function fold(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[\s-]+/g, ' ')
    .trim();
}

const COUNTRIES = countriesJson as Record<string, string[]>;
const REGIONS = regionsJson as Record<string, Record<string, string>>;
const CITIES = citiesJson as Record<string, string[][]>;

/** Folded country name, alias or code (alpha-2 and alpha-3) → alpha-2. */
const COUNTRY_BY_NAME = new Map<string, string>();
for (const [code, names] of Object.entries(COUNTRIES)) {
  COUNTRY_BY_NAME.set(code.toLowerCase(), code);
  for (const n of names) if (!COUNTRY_BY_NAME.has(fold(n))) COUNTRY_BY_NAME.set(fold(n), code);
}

interface RegionEntry {
  country: string;
  code: string;
}
/** Folded region code or name → its country and code, per country. */
const REGION_BY_NAME = new Map<string, RegionEntry[]>();
for (const [country, regions] of Object.entries(REGIONS)) {
  for (const [code, name] of Object.entries(regions)) {
    for (const key of [code.toLowerCase(), fold(name)]) {
      const list = REGION_BY_NAME.get(key) ?? [];
      list.push({ country, code });
      REGION_BY_NAME.set(key, list);
    }
  }
}

interface CityEntry {
  name: string;
  region: string;
  country: string;
}
const CITY_BY_NAME = new Map<string, CityEntry[]>();
for (const [country, rows] of Object.entries(CITIES)) {
  for (const [name, region, ...aliases] of rows) {
    const entry = { name, region, country };
    for (const form of [name, ...aliases]) {
      const list = CITY_BY_NAME.get(fold(form)) ?? [];
      list.push(entry);
      CITY_BY_NAME.set(fold(form), list);
    }
  }
}

const REMOTE =
  /\b(remote|remotely|anywhere|work from home|wfh|telecommute|telework|distributed|home based|home-based|fully remote|virtual)\b/i;
/** Words around a place name that are not part of it ("Greater Boston Area", "Berlin (Hybrid)"). */
const NOISE = /\b(hybrid|on ?site|onsite|in office|area|metro|metropolitan|greater|hq|headquarters)\b/gi;

function regionCountry(hint: string, country: string): RegionEntry | undefined {
  return REGION_BY_NAME.get(fold(hint))?.find((r) => r.country === country);
}

/** Region as shown: the code for US states, Canadian provinces and Australian states, else as written. */
function displayRegion(region: string | undefined, country: string | undefined): string | undefined {
  if (!region) return undefined;
  if (country) {
    const entry = regionCountry(region, country);
    if (entry) return entry.code;
  }
  return region.trim() || undefined;
}

function tidyCity(city: string): string {
  const trimmed = city.replace(/\s+/g, ' ').trim();
  if (trimmed === trimmed.toLowerCase() || trimmed === trimmed.toUpperCase()) {
    return trimmed
      .toLowerCase()
      .replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
  }
  return trimmed;
}

function countryOf(text: string): string | undefined {
  const folded = fold(text);
  if (!folded) return undefined;
  if (folded === 'uk') return 'GB';
  return COUNTRY_BY_NAME.get(folded);
}

function label(
  city: string | undefined,
  region: string | undefined,
  country: string | undefined,
  fallback: string,
) {
  const place = city ?? region;
  if (place && country) return `${place}, ${country}`;
  return place ?? country ?? fallback;
}

function build(
  city: string | undefined,
  region: string | undefined,
  country: string | undefined,
  fallback: string,
) {
  const shownRegion = displayRegion(region, country);
  const result: NormalizedLocation = { remote: false, label: label(city, shownRegion, country, fallback) };
  if (city) result.city = city;
  if (shownRegion) result.region = shownRegion;
  if (country) result.country = country;
  return result;
}

/** Resolves "city" with an optional region/country hint. */
function resolveCity(cityText: string, hint: string | undefined): NormalizedLocation {
  const candidates = CITY_BY_NAME.get(fold(cityText)) ?? [];
  const fallback = tidyCity(cityText);
  if (hint === undefined) {
    const known = candidates[0];
    if (known) return build(known.name, known.region || undefined, known.country, known.name);
    const country = countryOf(cityText);
    if (country) return build(undefined, undefined, country, country);
    const region = REGION_BY_NAME.get(fold(cityText))?.[0];
    if (region) return build(undefined, region.code, region.country, region.code);
    return build(fallback, undefined, undefined, fallback);
  }
  const hintFolded = fold(hint);
  const hintCountry = countryOf(hint);
  const hintRegions = REGION_BY_NAME.get(hintFolded) ?? [];
  const isCode = /^[a-z]{2,3}$/.test(hintFolded);
  // 1. A known city the hint agrees with, by country or by region.
  for (const c of candidates) {
    if (c.country === hintCountry) return build(c.name, c.region || undefined, c.country, c.name);
    if (hintRegions.some((r) => r.country === c.country && fold(r.code) === fold(c.region))) {
      return build(c.name, c.region, c.country, c.name);
    }
    if (c.region && fold(c.region) === hintFolded) return build(c.name, c.region, c.country, c.name);
  }
  // 2. A full country name ("Germany", "United Kingdom") that is not also a US state name ("Georgia").
  if (hintCountry && !isCode && !hintRegions.some((r) => r.country === 'US')) {
    return build(fallback, undefined, hintCountry, fallback);
  }
  // 3. US states, then Canadian provinces and Australian states ("Springfield, IL", "London, ON").
  const us = hintRegions.find((r) => r.country === 'US');
  if (us) return build(fallback, us.code, 'US', fallback);
  const other = hintRegions[0];
  if (other && !(isCode && hintCountry)) return build(fallback, other.code, other.country, fallback);
  // 4. A country code or name.
  if (hintCountry) return build(fallback, undefined, hintCountry, fallback);
  if (other) return build(fallback, other.code, other.country, fallback);
  // 5. Unknown hint: keep it as the region.
  return build(fallback, hint.trim(), undefined, fallback);
}

function fromString(input: string): NormalizedLocation {
  const text = input.replace(/\s+/g, ' ').trim();
  if (!text) return { remote: false, label: 'Unknown' };
  if (REMOTE.test(text)) {
    // "Remote (US)", "Remote - Germany", "Anywhere in Europe": keep a country when one is named.
    const rest = text
      .replace(REMOTE, ' ')
      .replace(/[()[\],\-–—/|:]+/g, ' ')
      .replace(/\b(in|from|within|only|first|friendly|ok)\b/gi, ' ');
    const country = countryOf(rest.replace(/\s+/g, ' ').trim());
    const result: NormalizedLocation = { remote: true, label: 'Remote' };
    if (country) result.country = country;
    return result;
  }
  const cleaned = text
    .replace(/\((?:hybrid|on-?site|in office)\)/gi, ' ')
    .replace(/\b\d{4,6}(?:-\d{4})?\b/g, ' ');
  const parts = cleaned
    .split(/\s*[,;|/]\s*|\s+[-–—]\s+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (CITY_BY_NAME.has(fold(p)) ? p : p.replace(NOISE, ' ').replace(/\s+/g, ' ').trim()))
    .filter(Boolean);
  if (parts.length === 0) return { remote: false, label: text };
  if (parts.length === 1) {
    // "San Francisco Bay Area", "NYC", "Germany", "Palo Alto CA"
    const words = parts[0].split(' ');
    if (words.length > 1) {
      const last = words[words.length - 1];
      const head = words.slice(0, -1).join(' ');
      const lastFolded = fold(last);
      if (
        !CITY_BY_NAME.has(fold(parts[0])) &&
        (REGION_BY_NAME.has(lastFolded) || (lastFolded.length <= 3 && COUNTRY_BY_NAME.has(lastFolded)))
      ) {
        return resolveCity(head, last);
      }
    }
    return resolveCity(parts[0], undefined);
  }
  if (parts.length === 2) return resolveCity(parts[0], parts[1]);
  // "City, Region, Country"
  const country = countryOf(parts[parts.length - 1]);
  const city = parts[0];
  const region = parts[1];
  if (country) {
    const known = (CITY_BY_NAME.get(fold(city)) ?? []).find((c) => c.country === country);
    return build(known?.name ?? tidyCity(city), region, country, tidyCity(city));
  }
  return resolveCity(city, region);
}

/**
 * Normalizes a location: "Palo Alto, CA" → {city: "Palo Alto", region: "CA", country: "US"};
 * "London, UK" → GB; country names and codes; "Remote"/"Anywhere" → remote. Objects
 * ({city, region, countryCode}) from JSON Resume are normalized the same way.
 */
export function normalizeLocation(
  input: string | { city?: string; region?: string; countryCode?: string } | null | undefined,
): NormalizedLocation {
  if (typeof input === 'string') return fromString(input);
  if (!input || typeof input !== 'object') return { remote: false, label: 'Unknown' };
  const city = typeof input.city === 'string' ? input.city.trim() : '';
  const region = typeof input.region === 'string' ? input.region.trim() : '';
  const code = typeof input.countryCode === 'string' ? input.countryCode.trim() : '';
  if (city && REMOTE.test(city) && !CITY_BY_NAME.has(fold(city))) {
    const result: NormalizedLocation = { remote: true, label: 'Remote' };
    const country = code ? countryOf(code) : undefined;
    if (country) result.country = country;
    return result;
  }
  const country = code ? countryOf(code) : undefined;
  if (country) {
    const known = city ? (CITY_BY_NAME.get(fold(city)) ?? []).find((c) => c.country === country) : undefined;
    const cityName = known?.name ?? (city ? tidyCity(city) : undefined);
    return build(cityName, region || known?.region || undefined, country, cityName ?? region ?? country);
  }
  if (city) return resolveCity(city, region || code || undefined);
  if (region) return resolveCity(region, undefined);
  if (code) return build(undefined, undefined, undefined, code);
  return { remote: false, label: 'Unknown' };
}
