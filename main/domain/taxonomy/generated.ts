// The written output of scripts/build-taxonomy.mjs (resources/taxonomy/generated/skills.json): the
// skills of the open sources with all their forms, and the forms they add to hand-written skills.
// The lexicon index is built from it (lexicon-build.ts); the app loads that index instead, so nothing
// on the app's load path imports this module (tests and the generator's check do).

import generatedJson from '../../../resources/taxonomy/generated/skills.json';
import { type GeneratedSkill, RAW_SKILLS, type SkillExtension } from './data';
import { NEAR_MISS_WORDS, ORDINARY_KEYS } from './lexicon';
import type { LexiconSource } from './lexicon-build';

/** The hand-written skills come first: they win every name, alias and spelling they share with a source. */
export const GENERATED_SKILLS: readonly GeneratedSkill[] = generatedJson.skills;
export const SKILL_EXTENSIONS: readonly SkillExtension[] = generatedJson.extends;

/** What the lexicon index is built from: the hand-written skills in data.ts order, then the generated ones. */
export const LEXICON_SOURCE: LexiconSource = {
  version: generatedJson.version,
  raw: RAW_SKILLS,
  generated: GENERATED_SKILLS,
  extensions: SKILL_EXTENSIONS,
  // The build's word lists are not shipped; the keys and the near misses it found among them are.
  ordinaryWords: ORDINARY_KEYS,
  nearMisses: NEAR_MISS_WORDS,
};
