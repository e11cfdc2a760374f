// Latin spellings of names written in Greek, Hangul, pinyin and Japanese romaji, as resumes in
// English write them: the standard romanisation and the common variants people use for their own
// names. Used by scripts/build-name-gazetteer.mjs; every function returns lower-case words.

const product = (lists) =>
  lists.reduce((acc, options) => acc.flatMap((a) => options.map((o) => a + o)), ['']);

// ---- Greek: ELOT 743 (the Greek passport standard) plus the phonetic spellings ----

const GREEK_DIGRAPHS = [
  ['ου', 'ou'],
  ['αι', 'ai'],
  ['ει', 'ei'],
  ['οι', 'oi'],
  ['υι', 'yi'],
  ['μπ', 'mp'],
  ['ντ', 'nt'],
  ['γγ', 'ng'],
  ['γκ', 'gk'],
  ['γξ', 'nx'],
  ['γχ', 'nch'],
];
const GREEK_LETTERS = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};
/** Letters before which αυ/ευ/ηυ sound f (voiceless), so ELOT writes af/ef/if. */
const VOICELESS = new Set('θκξπστφχψ');

/** ELOT 743 transliteration of one Greek word (accents ignored; a diaeresis breaks a digraph). */
function elot(word) {
  const letters = [];
  for (const ch of word.normalize('NFD').toLowerCase()) {
    if (ch === '\u0308') letters[letters.length - 1] += '¨';
    else if (!/[\u0300-\u036f]/.test(ch)) letters.push(ch);
  }
  let out = '';
  for (let i = 0; i < letters.length; i++) {
    const a = letters[i];
    const b = letters[i + 1] ?? '';
    if ('αεη'.includes(a) && b === 'υ') {
      const next = letters[i + 2];
      out += `${GREEK_LETTERS[a]}${next === undefined || VOICELESS.has(next) ? 'f' : 'v'}`;
      i++;
      continue;
    }
    const pair = GREEK_DIGRAPHS.find(([g]) => g === a + b);
    if (pair) {
      // Word-initial μπ and ντ are b and d ("Bampis", "Dinos").
      out += i === 0 && (a + b === 'μπ' || a + b === 'ντ') ? (a === 'μ' ? 'b' : 'd') : pair[1];
      i++;
      continue;
    }
    out += GREEK_LETTERS[a.replace('¨', '')] ?? '';
  }
  return out;
}

/**
 * A Greek name in Latin letters: ELOT 743 ("Vasileios", "Charalampos", "Eftychia") and the
 * phonetic spellings common abroad: ei/oi/y as i ("Vasilios"), ch as h ("Haralampos"), g before
 * e/i as y ("Panayiotis"), mp as b ("Haralabos").
 */
export function greekSpellings(name) {
  const base = elot(name);
  if (!/^[a-z]+$/.test(base)) return [];
  const out = new Set([base]);
  const phonetic = (w) => w.replace(/ei|oi|yi/g, 'i').replace(/y/g, 'i');
  for (const w of [...out]) out.add(phonetic(w));
  for (const w of [...out]) out.add(w.replace(/ch/g, 'h'));
  for (const w of [...out]) out.add(w.replace(/(?<!n)g(?=[ei])/g, 'y'));
  for (const w of [...out]) if (w.indexOf('mp') > 0) out.add(w.replace(/mp/g, 'b'));
  return [...out];
}

// ---- Korean: Revised Romanization, McCune-Reischauer without diacritics, and common spellings ----

const INITIALS = [
  ['g', 'k'],
  ['kk'],
  ['n'],
  ['d', 't'],
  ['tt'],
  ['r', 'l'],
  ['m'],
  ['b', 'p'],
  ['pp'],
  ['s'],
  ['ss'],
  [''],
  ['j', 'ch'],
  ['jj'],
  ['ch'],
  ['k'],
  ['t'],
  ['p'],
  ['h'],
];
const VOWELS = [
  ['a'],
  ['ae', 'ai'],
  ['ya'],
  ['yae'],
  ['eo', 'o', 'u'],
  ['e'],
  ['yeo', 'yo', 'you', 'yu'],
  ['ye'],
  ['o'],
  ['wa'],
  ['wae'],
  ['oe', 'oi'],
  ['yo'],
  ['u', 'oo'],
  ['wo'],
  ['we'],
  ['wi'],
  ['yu', 'yoo'],
  ['eu', 'u'],
  ['ui'],
  ['i', 'ee'],
];
const FINALS = [
  [''],
  ['k'],
  ['k'],
  ['k'],
  ['n'],
  ['n'],
  ['n'],
  ['t', 'd'],
  ['l'],
  ['k'],
  ['m'],
  ['l'],
  ['l'],
  ['l'],
  ['p'],
  ['l'],
  ['m'],
  ['p', 'b'],
  ['p'],
  ['t'],
  ['t'],
  ['ng'],
  ['t'],
  ['t'],
  ['k'],
  ['t'],
  ['p'],
  ['t'],
];

/** The spellings of one Hangul syllable; the first is the Revised Romanization. */
export function hangulSyllable(ch) {
  const code = ch.codePointAt(0) - 0xac00;
  if (code < 0 || code > 11171) return [];
  const l = Math.floor(code / 588);
  const v = Math.floor((code % 588) / 28);
  const t = code % 28;
  let initials = INITIALS[l];
  const vowel = VOWELS[v];
  // s before i and wi is written sh ("Shin", "Shik"); a syllable that starts with its vowel u is
  // often written with w ("Woo", "Wook").
  if (l === 9 && (v === 20 || v === 16)) initials = ['s', 'sh'];
  if (l === 11 && v === 13) initials = ['', 'w'];
  return [...new Set(product([initials, vowel, FINALS[t]]))];
}

/** Surname spellings that no rule gives: the forms Koreans use in passports. */
const KOREAN_SURNAMES = {
  이: ['lee', 'yi', 'rhee'],
  박: ['park', 'pak'],
  노: ['roh', 'noh'],
  오: ['oh'],
  우: ['woo'],
  임: ['lim', 'im'],
  유: ['yoo', 'yu', 'you'],
  류: ['ryu', 'yoo', 'ryoo'],
  라: ['ra', 'la'],
  여: ['yeo', 'yuh'],
  연: ['yeon', 'yun'],
  염: ['yeom', 'yum'],
  인: ['in'],
  양: ['yang'],
  용: ['yong'],
  어: ['eo', 'uh'],
};

/**
 * A Korean name in Latin letters: each syllable in every spelling (names are written "Min-jun",
 * "Min Jun" or "Minjun"), and the whole name joined in the Revised Romanization ("Minjun").
 */
export function koreanSpellings(name, { surname = false } = {}) {
  const syllables = [...name];
  if (!syllables.every((s) => hangulSyllable(s).length > 0)) return [];
  const out = new Set();
  for (const s of syllables) for (const w of hangulSyllable(s)) out.add(w);
  if (surname && syllables.length === 1) for (const w of KOREAN_SURNAMES[name] ?? []) out.add(w);
  if (syllables.length > 1) {
    out.add(syllables.map((s) => hangulSyllable(s)[0]).join(''));
  }
  return [...out];
}

// ---- Chinese: pinyin and Wade-Giles ----

/** Wade-Giles without apostrophes or umlauts, as Taiwanese and older names are written. */
export function wadeGiles(syllable) {
  const whole = {
    zi: 'tzu',
    ci: 'tzu',
    si: 'ssu',
    zhi: 'chih',
    chi: 'chih',
    shi: 'shih',
    ri: 'jih',
    er: 'erh',
    you: 'yu',
    yan: 'yen',
    ye: 'yeh',
    yong: 'yung',
    yue: 'yueh',
  };
  if (whole[syllable]) return whole[syllable];
  const m = /^(zh|ch|sh|[bpmfdtnlgkhjqxzcsrwy]?)(.*)$/.exec(syllable);
  if (!m) return syllable;
  let [, initial, final] = m;
  const palatal = initial === 'j' || initial === 'q' || initial === 'x';
  initial =
    { b: 'p', d: 't', g: 'k', zh: 'ch', j: 'ch', q: 'ch', x: 'hs', z: 'ts', c: 'ts', r: 'j' }[initial] ??
    initial;
  final = final.replace(/ong$/, 'ung').replace(/ian$/, 'ien').replace(/ie$/, 'ieh').replace(/ue$/, 'ueh');
  if (palatal && final === 'u') final = 'u';
  if (final === 'uo' && !['k', 'h', 'sh', 'ch'].includes(initial)) final = 'o';
  if (final === 'e' && ['k', 'h'].includes(initial)) final = 'o';
  return initial + final;
}

/**
 * A Chinese name from its pinyin syllables: each syllable in pinyin and Wade-Giles ("Xiao",
 * "Hsiao"), and the given name joined ("Xiaoming", "Hsiaoming").
 */
export function chineseSpellings(syllables) {
  const clean = syllables.map((s) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase(),
  );
  if (!clean.every((s) => /^[a-z]+$/.test(s))) return [];
  const out = new Set();
  for (const s of clean) {
    out.add(s);
    out.add(wadeGiles(s));
  }
  if (clean.length > 1) {
    out.add(clean.join(''));
    out.add(clean.map(wadeGiles).join(''));
  }
  return [...out];
}

// ---- Japanese: Hepburn as written in English, from a wapuro romaji ("yuuki", "satou") ----

/**
 * The romaji of the dataset keeps long vowels as typed ("yuuki", "satou"); names in English drop
 * them ("Yuki", "Sato") or write oh ("Satoh"), and traditional Hepburn writes m before b, m, p
 * ("Homma").
 */
export function japaneseSpellings(romaji, { surname = false } = {}) {
  const out = new Set([romaji]);
  const short = romaji.replace(/ou/g, 'o').replace(/uu/g, 'u').replace(/oo/g, 'o');
  out.add(short);
  if (surname && romaji.endsWith('ou')) out.add(`${short}h`);
  for (const w of [...out]) if (/n[bmp]/.test(w)) out.add(w.replace(/n(?=[bmp])/g, 'm'));
  return [...out];
}
