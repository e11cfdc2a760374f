// Where people live and jobs are: countries with their currency, phone and
// postal formats, and cities with a pay level. Patterns use '#' for a digit,
// '%' for a digit 2-9 (area codes never start with 0 or 1) and '@' for a
// capital letter.

import type { Weighted } from '../random';
import type { LocaleId } from './people';

export interface Currency {
  /** Written before the amount, e.g. "$", "€", "CHF ". */
  symbol: string;
  /** Units per US dollar; a rough, fixed rate is all the demo needs. */
  perUsd: number;
}

export const CURRENCIES: Readonly<Record<string, Currency>> = {
  USD: { symbol: '$', perUsd: 1 },
  CAD: { symbol: 'CA$', perUsd: 1.36 },
  GBP: { symbol: '£', perUsd: 0.79 },
  EUR: { symbol: '€', perUsd: 0.92 },
  CHF: { symbol: 'CHF ', perUsd: 0.88 },
  SEK: { symbol: 'SEK ', perUsd: 10.5 },
  PLN: { symbol: 'PLN ', perUsd: 4 },
  INR: { symbol: '₹', perUsd: 83 },
  SGD: { symbol: 'S$', perUsd: 1.34 },
  AUD: { symbol: 'A$', perUsd: 1.52 },
  NZD: { symbol: 'NZ$', perUsd: 1.65 },
  JPY: { symbol: '¥', perUsd: 150 },
  BRL: { symbol: 'R$', perUsd: 5 },
  MXN: { symbol: 'MX$', perUsd: 17 },
  ZAR: { symbol: 'R', perUsd: 18.5 },
  AED: { symbol: 'AED ', perUsd: 3.67 },
  NGN: { symbol: '₦', perUsd: 1500 },
};

export interface CountrySpec {
  name: string;
  currency: string;
  /** Mobile number format with the international prefix. */
  phone: string;
  /** The main local language, which non-native residents often speak a little. */
  language: string;
  /** Where people's names come from, by weight: locals and the larger diasporas. */
  locales: readonly Weighted<LocaleId>[];
}

export const COUNTRIES: Readonly<Record<string, CountrySpec>> = {
  US: {
    name: 'United States',
    currency: 'USD',
    phone: '+1 (%##) 555-01##',
    language: 'English',
    locales: [
      ['en', 68],
      ['es', 12],
      ['in', 7],
      ['zh', 6],
      ['ng', 3],
      ['ar', 2],
      ['de', 2],
    ],
  },
  CA: {
    name: 'Canada',
    currency: 'CAD',
    phone: '+1 (%##) 555-01##',
    language: 'English',
    locales: [
      ['en', 60],
      ['fr', 18],
      ['in', 9],
      ['zh', 9],
      ['ar', 4],
    ],
  },
  GB: {
    name: 'United Kingdom',
    currency: 'GBP',
    phone: '+44 7### ######',
    language: 'English',
    locales: [
      ['en', 72],
      ['in', 9],
      ['pl', 5],
      ['ng', 5],
      ['fr', 3],
      ['it', 3],
      ['es', 3],
    ],
  },
  IE: {
    name: 'Ireland',
    currency: 'EUR',
    phone: '+353 8# ### ####',
    language: 'English',
    locales: [
      ['en', 80],
      ['pl', 8],
      ['pt', 5],
      ['in', 7],
    ],
  },
  DE: {
    name: 'Germany',
    currency: 'EUR',
    phone: '+49 15# ########',
    language: 'German',
    locales: [
      ['de', 78],
      ['pl', 6],
      ['it', 4],
      ['ar', 5],
      ['en', 4],
      ['in', 3],
    ],
  },
  FR: {
    name: 'France',
    currency: 'EUR',
    phone: '+33 6 ## ## ## ##',
    language: 'French',
    locales: [
      ['fr', 82],
      ['ar', 10],
      ['pt', 4],
      ['es', 4],
    ],
  },
  NL: {
    name: 'Netherlands',
    currency: 'EUR',
    phone: '+31 6 ## ## ## ##',
    language: 'Dutch',
    locales: [
      ['nl', 78],
      ['de', 5],
      ['in', 6],
      ['en', 5],
      ['ar', 6],
    ],
  },
  ES: {
    name: 'Spain',
    currency: 'EUR',
    phone: '+34 6## ### ###',
    language: 'Spanish',
    locales: [
      ['es', 88],
      ['ar', 5],
      ['it', 3],
      ['en', 4],
    ],
  },
  IT: {
    name: 'Italy',
    currency: 'EUR',
    phone: '+39 3## ### ####',
    language: 'Italian',
    locales: [
      ['it', 92],
      ['ar', 4],
      ['es', 4],
    ],
  },
  SE: {
    name: 'Sweden',
    currency: 'SEK',
    phone: '+46 7# ### ## ##',
    language: 'Swedish',
    locales: [
      ['sv', 85],
      ['ar', 7],
      ['pl', 4],
      ['en', 4],
    ],
  },
  PL: {
    name: 'Poland',
    currency: 'PLN',
    phone: '+48 ### ### ###',
    language: 'Polish',
    locales: [
      ['pl', 95],
      ['en', 5],
    ],
  },
  CH: {
    name: 'Switzerland',
    currency: 'CHF',
    phone: '+41 7# ### ## ##',
    language: 'German',
    locales: [
      ['de', 60],
      ['fr', 20],
      ['it', 10],
      ['en', 10],
    ],
  },
  IN: {
    name: 'India',
    currency: 'INR',
    phone: '+91 9#### #####',
    language: 'Hindi',
    locales: [['in', 100]],
  },
  SG: {
    name: 'Singapore',
    currency: 'SGD',
    phone: '+65 9### ####',
    language: 'English',
    locales: [
      ['zh', 60],
      ['in', 20],
      ['en', 20],
    ],
  },
  AU: {
    name: 'Australia',
    currency: 'AUD',
    phone: '+61 4## ### ###',
    language: 'English',
    locales: [
      ['en', 72],
      ['zh', 10],
      ['in', 10],
      ['it', 4],
      ['ar', 4],
    ],
  },
  NZ: {
    name: 'New Zealand',
    currency: 'NZD',
    phone: '+64 2# ### ####',
    language: 'English',
    locales: [
      ['en', 80],
      ['zh', 10],
      ['in', 10],
    ],
  },
  JP: {
    name: 'Japan',
    currency: 'JPY',
    phone: '+81 90-####-####',
    language: 'Japanese',
    locales: [
      ['ja', 95],
      ['en', 5],
    ],
  },
  BR: {
    name: 'Brazil',
    currency: 'BRL',
    phone: '+55 11 9####-####',
    language: 'Portuguese',
    locales: [
      ['pt', 92],
      ['it', 4],
      ['ja', 4],
    ],
  },
  MX: {
    name: 'Mexico',
    currency: 'MXN',
    phone: '+52 55 #### ####',
    language: 'Spanish',
    locales: [['es', 100]],
  },
  ZA: {
    name: 'South Africa',
    currency: 'ZAR',
    phone: '+27 8# ### ####',
    language: 'English',
    locales: [
      ['za', 80],
      ['en', 12],
      ['in', 8],
    ],
  },
  AE: {
    name: 'United Arab Emirates',
    currency: 'AED',
    phone: '+971 5# ### ####',
    language: 'Arabic',
    locales: [
      ['ar', 45],
      ['in', 35],
      ['en', 12],
      ['ng', 4],
      ['zh', 4],
    ],
  },
  NG: {
    name: 'Nigeria',
    currency: 'NGN',
    phone: '+234 80# ### ####',
    language: 'English',
    locales: [['ng', 100]],
  },
};

export interface CitySpec {
  city: string;
  region: string;
  countryCode: string;
  /** Relative share of people and jobs in this city. */
  weight: number;
  /** Pay level in US-dollar terms, relative to the US average (1.0). */
  pay: number;
  postal: string;
}

/** [city, region, country, weight, pay, postal pattern] rows, turned into CitySpec below. */
type CityRow = readonly [string, string, string, number, number, string];

const CITY_ROWS: readonly CityRow[] = [
  ['San Francisco', 'California', 'US', 5, 1.35, '941##'],
  ['New York', 'New York', 'US', 7, 1.3, '100##'],
  ['Seattle', 'Washington', 'US', 4, 1.25, '981##'],
  ['Boston', 'Massachusetts', 'US', 3, 1.2, '021##'],
  ['Austin', 'Texas', 'US', 3, 1.05, '787##'],
  ['Chicago', 'Illinois', 'US', 4, 1.05, '606##'],
  ['Denver', 'Colorado', 'US', 2, 1.0, '802##'],
  ['Atlanta', 'Georgia', 'US', 3, 0.95, '303##'],
  ['Raleigh', 'North Carolina', 'US', 2, 0.92, '276##'],
  ['Toronto', 'Ontario', 'CA', 4, 0.78, 'M%@ #@#'],
  ['Vancouver', 'British Columbia', 'CA', 2, 0.78, 'V%@ #@#'],
  ['Montreal', 'Quebec', 'CA', 2, 0.7, 'H%@ #@#'],
  ['London', 'England', 'GB', 6, 0.85, 'EC#@ #@@'],
  ['Manchester', 'England', 'GB', 2, 0.65, 'M# #@@'],
  ['Edinburgh', 'Scotland', 'GB', 1, 0.65, 'EH# #@@'],
  ['Dublin', 'Leinster', 'IE', 2, 0.8, 'D0# @###'],
  ['Berlin', 'Berlin', 'DE', 4, 0.68, '10###'],
  ['Munich', 'Bavaria', 'DE', 2, 0.78, '80###'],
  ['Hamburg', 'Hamburg', 'DE', 2, 0.72, '20###'],
  ['Paris', 'Île-de-France', 'FR', 4, 0.65, '750##'],
  ['Lyon', 'Auvergne-Rhône-Alpes', 'FR', 1, 0.55, '6900#'],
  ['Amsterdam', 'North Holland', 'NL', 3, 0.72, '10## @@'],
  ['Madrid', 'Community of Madrid', 'ES', 3, 0.47, '280##'],
  ['Barcelona', 'Catalonia', 'ES', 2, 0.47, '080##'],
  ['Milan', 'Lombardy', 'IT', 2, 0.52, '201##'],
  ['Stockholm', 'Stockholm County', 'SE', 2, 0.62, '1## ##'],
  ['Warsaw', 'Masovian Voivodeship', 'PL', 2, 0.38, '0#-###'],
  ['Kraków', 'Lesser Poland Voivodeship', 'PL', 1, 0.34, '3#-###'],
  ['Zurich', 'Zurich', 'CH', 2, 1.1, '80##'],
  ['Bengaluru', 'Karnataka', 'IN', 6, 0.2, '560 0##'],
  ['Hyderabad', 'Telangana', 'IN', 3, 0.18, '500 0##'],
  ['Pune', 'Maharashtra', 'IN', 3, 0.17, '411 0##'],
  ['Mumbai', 'Maharashtra', 'IN', 3, 0.2, '400 0##'],
  ['Singapore', 'Central Region', 'SG', 3, 0.78, '######'],
  ['Sydney', 'New South Wales', 'AU', 3, 0.78, '2###'],
  ['Melbourne', 'Victoria', 'AU', 2, 0.74, '3###'],
  ['Auckland', 'Auckland', 'NZ', 1, 0.6, '10##'],
  ['Tokyo', 'Tokyo', 'JP', 3, 0.55, '1##-####'],
  ['São Paulo', 'São Paulo', 'BR', 3, 0.26, '0####-###'],
  ['Mexico City', 'Mexico City', 'MX', 2, 0.24, '0####'],
  ['Cape Town', 'Western Cape', 'ZA', 1, 0.26, '8###'],
  ['Dubai', 'Dubai', 'AE', 2, 0.72, '#####'],
  ['Lagos', 'Lagos State', 'NG', 2, 0.12, '10####'],
];

export const CITIES: readonly CitySpec[] = CITY_ROWS.map(
  ([city, region, countryCode, weight, pay, postal]) => ({
    city,
    region,
    countryCode,
    weight,
    pay,
    postal,
  }),
);
