// Chinese and Japanese skills lists ("フロントエンド開発", "需求分析、机器学习") read in English: the
// hand-written glossary resources/taxonomy/cjk-glossary.json gives the English words of the terms that
// name skills, and both languages write compounds with the modifier first, as English does, so the words
// in the order written are the English name ("ロゴ|デザイン" logo design, "前端|开发" frontend
// development). The taxonomy itself stays English; this only lets the skills-list reader see the name.

import glossary from '../../../resources/taxonomy/cjk-glossary.json';

/** A run of Chinese or Japanese characters, with the long-vowel mark, iteration mark and middle dot. */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\u3005\u30fb]+/gu;
const HAS_CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fb]/u;
const KATAKANA = /\p{Script=Katakana}|\u30fc/u;

/** Term → English words: the glossary's terms, its joining words (" and ") and skipped particles (""). */
const WORDS = new Map<string, string>([
  ...Object.entries(glossary.terms),
  ...Object.entries(glossary.joiners).map(([term, english]): [string, string] => [term, ` ${english} `]),
  ...glossary.skipped.map((term): [string, string] => [term, ' ']),
]);
const LONGEST = Math.max(...[...WORDS.keys()].map((term) => term.length));

/**
 * The English words of one run, longest term first at each position, or undefined when a character is
 * covered by no term (the run then stays as written, an unknown skill). The middle dot joins the words
 * of one katakana name ("ユーザー・インターフェース" user interface) and separates names elsewhere.
 */
function englishOfRun(run: string): string | undefined {
  const words: string[] = [];
  let at = 0;
  while (at < run.length) {
    if (run[at] === '\u30fb') {
      const inName = KATAKANA.test(run[at - 1] ?? '') && KATAKANA.test(run[at + 1] ?? '');
      words.push(inName ? ' ' : ' / ');
      at++;
      continue;
    }
    let length = Math.min(LONGEST, run.length - at);
    while (length > 0 && !WORDS.has(run.slice(at, at + length))) length--;
    if (length === 0) return undefined;
    const english = WORDS.get(run.slice(at, at + length)) as string;
    // Two terms of one meaning in a row ("写真撮影": photograph, shoot) say it once.
    if (english !== words[words.length - 1]) words.push(english);
    at += length;
  }
  return words.join(' ');
}

/**
 * The entry with each run of Chinese or Japanese characters that the glossary covers read as English
 * words, or undefined when the entry has no such run. Runs it does not cover stay as written.
 */
export function cjkAsEnglish(text: string): string | undefined {
  if (!HAS_CJK.test(text)) return undefined;
  let read = false;
  const english = text.replace(CJK_RUN, (run) => {
    const words = englishOfRun(run);
    if (words === undefined) return run;
    read = true;
    return ` ${words} `;
  });
  if (!read) return undefined;
  return english
    .replace(/\s+/g, ' ')
    .replace(/\s+([,;)\]])/g, '$1')
    .replace(/([([])\s+/g, '$1')
    .trim();
}
