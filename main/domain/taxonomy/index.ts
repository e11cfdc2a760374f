// The knowledge the analytics need, loaded once: the skills taxonomy and role families from
// resources/taxonomy, and pure functions that turn resume and job text into normalized facts.
// No file system, database or network: the JSON data is imported as modules.

import { CATEGORIES } from './data';
import { findSkill } from './extract';

export { TAXONOMY_VERSION } from './data';
export { parseResumeDate, type ResumeDate } from './dates';
export { type EducationLevel, educationLevelOf } from './education';
export { type EntrySkills, recogniseEntry } from './entries';
export { canonicalSkill, extractSkills } from './extract';
export { allLanguages, isWorkingLevel, normalizeLanguage } from './languages';
export { type NormalizedLocation, normalizeLocation } from './location';
export { allRoleFamilies, roleFamilyOf, type Seniority, seniorityOf } from './roles';

export interface SkillInfo {
  name: string;
  category: string;
  /** Role family display names, e.g. "Software Engineering". */
  relatedRoles: string[];
}

/** Category and related role families of a skill, by canonical name (or alias); undefined when unknown. */
export function skillInfo(canonicalName: string): SkillInfo | undefined {
  const skill = findSkill(canonicalName);
  if (!skill) return undefined;
  return { name: skill.name, category: skill.category, relatedRoles: [...skill.relatedRoles] };
}

/** The skill categories in display order (the keys of the skills report's skillsByCategory). */
export function allCategories(): string[] {
  return [...CATEGORIES];
}

/** The taxonomy category of soft skills (Communication, Teamwork...), reported apart from hard skills. */
export const SOFT_SKILLS_CATEGORY = 'Soft Skills';

/** Whether a canonical skill is a soft skill, which gap lists report apart so they do not crowd out hard ones. */
export function isSoftSkill(canonicalName: string): boolean {
  return findSkill(canonicalName)?.category === SOFT_SKILLS_CATEGORY;
}
