// Skill names for a filter field as the user types: the taxonomy's names and aliases that start
// with what was typed. Pure: the caller adds how many resumes hold each skill and cuts the list.

import { RAW_SKILLS } from './data';
import { findSkill } from './extract';
import { SKILLS } from './lexicon';

/**
 * How well a skill matched what was typed; lower is better. exact: the whole name or alias, or a
 * spelling the taxonomy reads as it ("reactjs", "K8s"); wordPrefix: a later word of the name
 * starts with it ("learn" → Machine Learning).
 */
export const MatchRank = { exact: 0, namePrefix: 1, aliasPrefix: 2, wordPrefix: 3 } as const;
export type MatchRank = (typeof MatchRank)[keyof typeof MatchRank];

export interface SkillMatch {
  name: string;
  category: string;
  /** The alias that matched, when it was not the canonical name. */
  alias?: string;
  rank: MatchRank;
}

interface Form {
  skill: number;
  written: string;
  folded: string;
  isName: boolean;
}

/** Lowercase with runs of white space as one space, so "Machine  learning" finds Machine Learning. */
const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

const FORMS: Form[] = RAW_SKILLS.flatMap((raw, skill) =>
  [raw.name, ...raw.aliases].map((written, i) => ({
    skill,
    written: written.trim(),
    folded: fold(written),
    isName: i === 0,
  })),
);

/** Every skill that matches `typed`, each once at its best rank, in no particular order. */
export function matchSkills(typed: string): SkillMatch[] {
  const q = fold(typed);
  if (!q) return [];
  const best = new Map<number, SkillMatch>();
  const offer = (skill: number, rank: MatchRank, alias?: string) => {
    const known = best.get(skill);
    if (known && known.rank <= rank) return;
    const { name, category } = SKILLS[skill];
    best.set(skill, { name, category, rank, ...(alias && alias !== name ? { alias } : {}) });
  };
  const exact = findSkill(typed);
  if (exact) {
    const form = FORMS.find((f) => f.skill === exact.id && f.folded === q);
    offer(exact.id, MatchRank.exact, form && !form.isName ? form.written : undefined);
  }
  for (const form of FORMS) {
    if (form.folded.startsWith(q))
      offer(form.skill, form.isName ? MatchRank.namePrefix : MatchRank.aliasPrefix, form.written);
    else if (form.isName && form.folded.includes(` ${q}`)) offer(form.skill, MatchRank.wordPrefix);
  }
  return [...best.values()];
}
