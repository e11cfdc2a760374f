// Spoken languages → one display name per language. The display set is the Languages category of the
// skills taxonomy (English, Spanish, "Chinese (Mandarin)", "Chinese (Cantonese)", Persian, Tagalog...,
// about 80 names); its aliases cover endonyms ("Español", "Deutsch", "中文"), and the tables below add
// ISO 639 codes ("en", "eng", "en-US", "zh-HK") and names of languages in Spanish, French, German and
// Portuguese ("Inglés", "Anglais", "Englisch", "Inglês").

import { RAW_SKILLS } from './data';

const NOT_LANGUAGES = new Set(['Translation', 'Interpreting', 'CAT Tools']);

/** Folded form used for lookups: lowercase, no accents, single spaces. */
function fold(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();
}

const BY_NAME = new Map<string, string>();
const DISPLAY = new Set<string>();
for (const skill of RAW_SKILLS) {
  if (skill.category !== 'Languages' || NOT_LANGUAGES.has(skill.name)) continue;
  DISPLAY.add(skill.name);
  for (const form of [skill.name, ...skill.aliases]) BY_NAME.set(fold(form), skill.name);
}

/** ISO 639-1 and common 639-2/3 codes. */
const CODES: Record<string, string> = {
  en: 'English',
  eng: 'English',
  es: 'Spanish',
  spa: 'Spanish',
  fr: 'French',
  fra: 'French',
  fre: 'French',
  de: 'German',
  deu: 'German',
  ger: 'German',
  it: 'Italian',
  ita: 'Italian',
  pt: 'Portuguese',
  por: 'Portuguese',
  nl: 'Dutch',
  nld: 'Dutch',
  dut: 'Dutch',
  zh: 'Chinese (Mandarin)',
  zho: 'Chinese (Mandarin)',
  chi: 'Chinese (Mandarin)',
  cmn: 'Chinese (Mandarin)',
  yue: 'Chinese (Cantonese)',
  ja: 'Japanese',
  jpn: 'Japanese',
  ko: 'Korean',
  kor: 'Korean',
  ar: 'Arabic',
  ara: 'Arabic',
  hi: 'Hindi',
  hin: 'Hindi',
  bn: 'Bengali',
  ben: 'Bengali',
  ur: 'Urdu',
  urd: 'Urdu',
  pa: 'Punjabi',
  pan: 'Punjabi',
  ta: 'Tamil',
  tam: 'Tamil',
  te: 'Telugu',
  tel: 'Telugu',
  mr: 'Marathi',
  mar: 'Marathi',
  gu: 'Gujarati',
  guj: 'Gujarati',
  kn: 'Kannada',
  kan: 'Kannada',
  ml: 'Malayalam',
  mal: 'Malayalam',
  fa: 'Persian',
  fas: 'Persian',
  per: 'Persian',
  prs: 'Persian',
  he: 'Hebrew',
  iw: 'Hebrew',
  heb: 'Hebrew',
  tr: 'Turkish',
  tur: 'Turkish',
  ru: 'Russian',
  rus: 'Russian',
  uk: 'Ukrainian',
  ukr: 'Ukrainian',
  pl: 'Polish',
  pol: 'Polish',
  cs: 'Czech',
  ces: 'Czech',
  cze: 'Czech',
  sk: 'Slovak',
  slk: 'Slovak',
  hu: 'Hungarian',
  hun: 'Hungarian',
  ro: 'Romanian',
  ron: 'Romanian',
  rum: 'Romanian',
  bg: 'Bulgarian',
  bul: 'Bulgarian',
  sr: 'Serbian',
  srp: 'Serbian',
  hr: 'Croatian',
  hrv: 'Croatian',
  bs: 'Bosnian',
  bos: 'Bosnian',
  sl: 'Slovenian',
  slv: 'Slovenian',
  mk: 'Macedonian',
  mkd: 'Macedonian',
  sq: 'Albanian',
  sqi: 'Albanian',
  el: 'Greek',
  ell: 'Greek',
  sv: 'Swedish',
  swe: 'Swedish',
  no: 'Norwegian',
  nor: 'Norwegian',
  nb: 'Norwegian',
  nn: 'Norwegian',
  da: 'Danish',
  dan: 'Danish',
  fi: 'Finnish',
  fin: 'Finnish',
  is: 'Icelandic',
  isl: 'Icelandic',
  et: 'Estonian',
  est: 'Estonian',
  lv: 'Latvian',
  lav: 'Latvian',
  lt: 'Lithuanian',
  lit: 'Lithuanian',
  ga: 'Irish',
  gle: 'Irish',
  cy: 'Welsh',
  cym: 'Welsh',
  ca: 'Catalan',
  cat: 'Catalan',
  eu: 'Basque',
  eus: 'Basque',
  gl: 'Galician',
  glg: 'Galician',
  vi: 'Vietnamese',
  vie: 'Vietnamese',
  th: 'Thai',
  tha: 'Thai',
  id: 'Indonesian',
  ind: 'Indonesian',
  ms: 'Malay',
  msa: 'Malay',
  may: 'Malay',
  tl: 'Tagalog',
  tgl: 'Tagalog',
  fil: 'Tagalog',
  km: 'Khmer',
  khm: 'Khmer',
  lo: 'Lao',
  lao: 'Lao',
  my: 'Burmese',
  mya: 'Burmese',
  ne: 'Nepali',
  nep: 'Nepali',
  si: 'Sinhala',
  sin: 'Sinhala',
  am: 'Amharic',
  amh: 'Amharic',
  so: 'Somali',
  som: 'Somali',
  sw: 'Swahili',
  swa: 'Swahili',
  yo: 'Yoruba',
  yor: 'Yoruba',
  ig: 'Igbo',
  ibo: 'Igbo',
  ha: 'Hausa',
  hau: 'Hausa',
  zu: 'Zulu',
  zul: 'Zulu',
  xh: 'Xhosa',
  xho: 'Xhosa',
  af: 'Afrikaans',
  afr: 'Afrikaans',
  hy: 'Armenian',
  hye: 'Armenian',
  ka: 'Georgian',
  kat: 'Georgian',
  az: 'Azerbaijani',
  aze: 'Azerbaijani',
  kk: 'Kazakh',
  kaz: 'Kazakh',
  uz: 'Uzbek',
  uzb: 'Uzbek',
  mn: 'Mongolian',
  mon: 'Mongolian',
  ps: 'Pashto',
  pus: 'Pashto',
  ku: 'Kurdish',
  kur: 'Kurdish',
  ht: 'Haitian Creole',
  hat: 'Haitian Creole',
  la: 'Latin',
  lat: 'Latin',
  ase: 'American Sign Language',
  bfi: 'British Sign Language',
};

/** Region subtags that change the language (zh-HK is Cantonese). */
const REGIONAL: Record<string, string> = { 'zh-hk': 'Chinese (Cantonese)', 'zh-mo': 'Chinese (Cantonese)' };

/** Language names as written in other languages. */
const EXONYMS: Record<string, string> = {
  ingles: 'English',
  anglais: 'English',
  englisch: 'English',
  inglese: 'English',
  engels: 'English',
  espanol: 'Spanish',
  espagnol: 'Spanish',
  spanisch: 'Spanish',
  spagnolo: 'Spanish',
  espanhol: 'Spanish',
  frances: 'French',
  francais: 'French',
  franzosisch: 'French',
  francese: 'French',
  aleman: 'German',
  allemand: 'German',
  tedesco: 'German',
  alemao: 'German',
  duits: 'German',
  italiano: 'Italian',
  italien: 'Italian',
  italienisch: 'Italian',
  portugues: 'Portuguese',
  portugais: 'Portuguese',
  portugiesisch: 'Portuguese',
  portoghese: 'Portuguese',
  chino: 'Chinese (Mandarin)',
  chinois: 'Chinese (Mandarin)',
  chinesisch: 'Chinese (Mandarin)',
  cinese: 'Chinese (Mandarin)',
  chines: 'Chinese (Mandarin)',
  mandarim: 'Chinese (Mandarin)',
  japones: 'Japanese',
  japonais: 'Japanese',
  japanisch: 'Japanese',
  giapponese: 'Japanese',
  coreano: 'Korean',
  coreen: 'Korean',
  koreanisch: 'Korean',
  arabe: 'Arabic',
  arabisch: 'Arabic',
  arabo: 'Arabic',
  ruso: 'Russian',
  russe: 'Russian',
  russisch: 'Russian',
  russo: 'Russian',
  holandes: 'Dutch',
  neerlandais: 'Dutch',
  niederlandisch: 'Dutch',
  olandese: 'Dutch',
  polaco: 'Polish',
  polonais: 'Polish',
  polnisch: 'Polish',
  turco: 'Turkish',
  turc: 'Turkish',
  turkisch: 'Turkish',
  hindu: 'Hindi',
  catala: 'Catalan',
  euskera: 'Basque',
  gallego: 'Galician',
  tagalo: 'Tagalog',
  vietnamita: 'Vietnamese',
  griego: 'Greek',
  grec: 'Greek',
  griechisch: 'Greek',
  sueco: 'Swedish',
  suedois: 'Swedish',
  schwedisch: 'Swedish',
  hebreo: 'Hebrew',
  hebreu: 'Hebrew',
  hebraisch: 'Hebrew',
  farsi: 'Persian',
  'sign language': 'American Sign Language',
};

/** Words around a language name that qualify it without changing it ("Business English (C1)"). */
const QUALIFIER =
  /\b(native|mother tongue|first language|fluent|fluency|bilingual|business|professional|working|full|limited|conversational|basic|elementary|beginner|intermediate|advanced|upper|lower|proficient|proficiency|written|spoken|and|level|speaker|reading|writing|read|write|speak|skills?|language|certified|[abc][12]|american|british|us|uk|canadian|australian|brazilian|european|continental|latin american|mexican|castilian|peninsular|swiss|austrian|belgian|quebec|modern standard|standard|simplified|traditional|literary|colloquial|classical|modern)\b/g;

/**
 * One display name per spoken language: "english", "EN", "en-US", "Inglés" → "English"; "Mandarin
 * Chinese", "zh", "普通话" → "Chinese (Mandarin)"; "Brazilian Portuguese" → "Portuguese"; "Farsi" →
 * "Persian"; undefined for anything else.
 */
export function normalizeLanguage(name: string): string | undefined {
  if (typeof name !== 'string') return undefined;
  const folded = fold(name);
  if (!folded) return undefined;
  const direct = BY_NAME.get(folded) ?? EXONYMS[folded];
  if (direct) return direct;
  const code = /^([a-z]{2,3})(?:[-_ ]([a-z0-9]{2,4}))?$/.exec(folded);
  if (code) {
    const regional = code[2] ? REGIONAL[`${code[1]}-${code[2]}`] : undefined;
    if (regional) return regional;
    if (CODES[code[1]]) return CODES[code[1]];
  }
  // Drop qualifiers and parenthesised levels: "English (Native)", "Spanish - C1", "Business German".
  const stripped = folded
    .replace(/\(.*?\)|\[.*?\]/g, ' ')
    .replace(/[-–—:,;/|]+/g, ' ')
    .replace(QUALIFIER, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!stripped) return undefined;
  const again = BY_NAME.get(stripped) ?? EXONYMS[stripped];
  if (again) return again;
  // "Chinese Mandarin", "German Swiss": the words that name a language must agree.
  const found = new Set<string>();
  for (const word of stripped.split(' ')) {
    const language = BY_NAME.get(word) ?? EXONYMS[word];
    if (language) found.add(language);
  }
  if (found.size === 1) return [...found][0];
  if (found.size === 2 && found.has('Chinese (Mandarin)') && found.has('Chinese (Cantonese)'))
    return 'Chinese (Cantonese)';
  return undefined;
}

/** The display names normalizeLanguage returns. */
export function allLanguages(): string[] {
  return [...DISPLAY];
}

/**
 * Levels below working use: CEFR A1/A2, ILR 0/1 and the usual words. Anything else (limited or
 * professional working, fluent, native, B1 and up, a level we cannot read) or no level at all counts
 * as a language one can work in.
 */
const BELOW_WORKING =
  /\b(?:a[12]|elementary|beginner|beginning|basic|basics|notions?|rudimentary|novice|ilr ?[01]\+?|grundkenntnisse|debutant|basico)\b/;

/**
 * Whether a resume's language entry (its name and fluency, as written) is at a working level: what a
 * job requiring the language asks. "Spanish, Elementary proficiency" or "German (A2)" is not; no
 * level given is taken at its word.
 */
export function isWorkingLevel(language: string | undefined, fluency: string | undefined): boolean {
  return !BELOW_WORKING.test(fold(`${language ?? ''} ${fluency ?? ''}`));
}
