import { COMMON_WORDS, PARTICLES, PLACE_WORDS, SKILL_WORDS } from './lexicon';
import { fold } from './names';

/**
 * Is a URL field (a project's, a volunteer entry's, a certificate's...) the candidate's own site or
 * account? Such a URL identifies the person as surely as an e-mail address, so every profile
 * replaces it whole: "https://doe.ai/projects/ledger", "https://github.com/jdoe42/tool",
 * "janedoe.dev". A URL of somebody else's site ("github.com/acme/tool", "credly.com/badges/…")
 * stays under the standard profile.
 *
 * A URL is personal when
 * - a host label or a path segment holds a declared handle (personalInfo.profiles[].username),
 *   compared case-insensitively, "@" and "~" ignored;
 * - the host or a path segment holds the joined name ("janedoe", "jane-doe", "jane.doe",
 *   "jane_doe", "jdoe", "doej");
 * - a host label, or a hyphen-separated piece of one, is a name part of at least three letters
 *   ("doe.ai", "doe-consulting.com"), or a whole path segment is one ("github.com/doe"), unless the
 *   part is also a common word, a skill or a place ("will", "rust", "paris"): "github.com/acme/rust"
 *   stays for a candidate called Rust.
 */

export interface UrlIdentity {
  /** Lower-case handles, joined names and name parts, all accent-folded. */
  handles: string[];
  joined: string[];
  parts: Set<string>;
}

const letters = (word: string) =>
  fold(word)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

export function urlIdentity(names: readonly string[], usernames: readonly string[]): UrlIdentity {
  const handles = new Set<string>();
  for (const user of usernames) {
    const clean = fold(user.trim().replace(/^[@~]/, '')).toLowerCase();
    if (clean.length >= 3) handles.add(clean);
  }
  const joined = new Set<string>();
  const parts = new Set<string>();
  for (const name of names) {
    const words = name
      .split(/[\s,]+/)
      .map(letters)
      .filter((w) => w.length > 1 && !PARTICLES.has(w));
    for (const w of words) {
      if (w.length >= 3 && !COMMON_WORDS.has(w) && !SKILL_WORDS.has(w) && !PLACE_WORDS.has(w)) parts.add(w);
    }
    if (words.length >= 2) {
      const first = words[0];
      const last = words[words.length - 1];
      for (const sep of ['', '-', '.', '_']) joined.add(`${first}${sep}${last}`);
      joined.add(`${first[0]}${last}`);
      joined.add(`${last}${first[0]}`);
    }
  }
  return { handles: [...handles], joined: [...joined].filter((j) => j.length >= 4), parts };
}

/** Host labels (without "www" and the top-level domain) and path segments of a URL. */
function urlPieces(url: string): { labels: string[]; segments: string[] } {
  const withoutScheme = fold(url.trim())
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  const slash = withoutScheme.search(/[/?#]/);
  const host = (slash < 0 ? withoutScheme : withoutScheme.slice(0, slash))
    .replace(/:\d+$/, '')
    .replace(/^.*@/, '');
  const path = slash < 0 ? '' : withoutScheme.slice(slash);
  const labels = host.split('.').filter((l) => l !== '' && l !== 'www');
  if (labels.length > 1) labels.pop();
  const segments = path
    .split(/[/?#&=]+/)
    .map((s) => s.replace(/^[@~]/, ''))
    .filter((s) => s !== '');
  return { labels, segments };
}

export function isPersonalUrl(url: string, identity: UrlIdentity): boolean {
  const { labels, segments } = urlPieces(url);
  const pieces = [...labels, ...segments];
  if (identity.handles.some((h) => pieces.some((p) => p === h || (labels.includes(p) && p.includes(h)))))
    return true;
  if (identity.joined.some((j) => pieces.some((p) => p.includes(j)))) return true;
  if (labels.some((l) => identity.parts.has(l) || l.split('-').some((piece) => identity.parts.has(piece))))
    return true;
  return segments.some((s) => identity.parts.has(s));
}
