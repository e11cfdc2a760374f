// Assembles one JSON Resume document from a seeded random stream.

import { type Clock, DAY_MS, formatTimestamp } from './calendar';
import { buildCareer, buildEducation, experienceYears } from './career';
import { certificatesFor, projectsFor, referencesFor, type Span, volunteeringFor } from './extras';
import { mentionOrigins } from './mentions';
import {
  emailFor,
  fullName,
  languagesFor,
  locationFor,
  type Person,
  phoneFor,
  pickPerson,
  profilesFor,
} from './person';
import type { Random } from './random';
import {
  bucketOfAge,
  CITY_TABLE,
  CROSS_SKILLS,
  type Family,
  IN_HOUSE_TOOLS,
  RESUME_FAMILIES,
  RESUME_LEVELS,
  WINDOW_DAYS,
} from './tables';
import { joinList, yearsPhrase } from './text';
import type { JsonResume, ResumeSkill } from './types';
import { SUMMARY_GOALS, SUMMARY_TRAITS } from './vocabulary/phrases';
import { CROSS_FAMILY_GROUP, SKILL_LEVELS } from './vocabulary/roles';
import type { Level } from './vocabulary/types';

const WINDOW_MS = WINDOW_DAYS * DAY_MS;

/** Share of resumes that list a tool only their employers use (addInHouseTool). */
const IN_HOUSE_TOOL_SHARE = 0.2;

/** The person's own skills: from their family's pool, plus a few office and soft skills. */
interface SkillSet {
  core: string[];
  cross: string[];
}

function chooseSkills(rng: Random, family: Family, level: Level, bucket: number): SkillSet {
  const coreCount = level === 0 ? rng.int(2, 5) : level === 1 ? rng.int(4, 8) : rng.int(5, 10);
  const core = rng.sampleFrom(family.resumeSkills[bucket], coreCount);
  // Rejection sampling may come up short on an unlucky draw; fill up in pool order.
  for (let i = 0; core.length < 2 && i < family.pool.length; i++) {
    if (!core.includes(family.pool[i])) core.push(family.pool[i]);
  }
  const cross = rng.sampleFrom(CROSS_SKILLS, Math.min(rng.int(1, 3), 12 - core.length));
  if (cross.length === 0) cross.push(CROSS_SKILLS.items[0]);
  return { core, cross };
}

/** Self-rated level: mostly one of the two levels around the person's seniority. */
function skillLevel(rng: Random, level: Level): string {
  let index = level + (rng.chance(0.5) ? 1 : 0);
  if (rng.chance(0.1)) index--;
  return SKILL_LEVELS[Math.max(index, 0)];
}

/**
 * Skills as JSON Resume's own sample lists them: one entry per group ("Frontend", "Professional
 * skills") with the group's skills as keywords, and a level for the group (the first of its
 * skills' levels, drawn per skill as before so no later field changes). The group was once written
 * as each skill's keyword instead, which real documents do not do: the skills report then counted
 * headings such as "Frontend" as unknown skills.
 */
function skillEntries(rng: Random, family: Family, level: Level, skills: SkillSet): ResumeSkill[] {
  const groups = new Map<string, ResumeSkill>();
  const add = (group: string, name: string) => {
    const drawn = skillLevel(rng, level);
    const entry = groups.get(group);
    if (entry) entry.keywords.push(name);
    else groups.set(group, { name: group, level: drawn, keywords: [name] });
  };
  for (const name of skills.core) add(family.groupOf.get(name) ?? family.spec.label, name);
  for (const name of skills.cross) add(CROSS_FAMILY_GROUP, name);
  return [...groups.values()];
}

/**
 * Sometimes a tool only the person's employers use, which no taxonomy knows: the long tail the
 * skills report's unknownSkills shows a real pool having.
 */
function addInHouseTool(rng: Random, resume: JsonResume, level: Level): void {
  if (!rng.chance(IN_HOUSE_TOOL_SHARE)) return;
  resume.skills.push({ name: rng.pickFrom(IN_HOUSE_TOOLS), level: skillLevel(rng, level), keywords: [] });
}

function summaryFor(
  rng: Random,
  family: Family,
  label: string,
  years: number,
  core: readonly string[],
): string {
  const experience = yearsPhrase(years);
  let text = rng.chance(0.6)
    ? `${label} with ${experience} of experience in ${joinList(core.slice(0, 3))}.`
    : `${capitalise(experience)} of ${family.spec.field} experience, with strong skills in ${joinList(core.slice(0, 2))}.`;
  if (rng.chance(0.65)) text += ` ${rng.pick(SUMMARY_TRAITS)}`;
  if (rng.chance(0.25)) text += ` ${rng.pick(SUMMARY_GOALS)(family.spec.field)}`;
  return text;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function personalUrl(person: Person): string {
  return `https://${person.firstSlug}${person.lastSlug}.example.com`;
}

export function buildResume(rng: Random, index: number, clock: Clock): JsonResume {
  const family = rng.pickFrom(RESUME_FAMILIES);
  const level = rng.pickFrom(RESUME_LEVELS);
  const home = rng.pickFrom(CITY_TABLE);
  const person = pickPerson(rng, home);

  // Last update within the window, skewed recent: most people touch their resume often.
  const u = rng.next();
  const modifiedMs = clock.nowMs - Math.floor(u * u * (WINDOW_MS - 1));
  const modifiedDay = Math.floor(modifiedMs / DAY_MS);
  const bucket = bucketOfAge(clock.nowDay - modifiedDay);

  const years = experienceYears(rng, level);
  const skills = chooseSkills(rng, family, level, bucket);
  const career = buildCareer(rng, family, level, years, home, skills.core, modifiedDay);
  const label = career.work[0].position;
  const { profiles, github } = profilesFor(rng, person, family.spec.githubShare);

  const resume: JsonResume = {
    basics: {
      name: fullName(person),
      label,
      email: emailFor(rng, person, index),
      phone: phoneFor(rng, home),
      summary: summaryFor(rng, family, label, years, skills.core),
      location: locationFor(rng, home),
      profiles,
    },
    work: career.work,
    education: buildEducation(rng, family, home, career.startDay, clock.nowDay),
    skills: skillEntries(rng, family, level, skills),
    languages: languagesFor(rng, person, home),
    meta: { lastModified: formatTimestamp(modifiedMs) },
  };
  if (rng.chance(0.15)) resume.basics.url = personalUrl(person);

  const span: Span = { start: career.startDay, end: modifiedDay };
  if (rng.chance(family.spec.certificateShare)) resume.certificates = certificatesFor(rng, family, span);
  if (rng.chance(family.spec.projectShare)) resume.projects = projectsFor(rng, skills.core, span, github);
  if (rng.chance(0.12)) resume.volunteer = volunteeringFor(rng, span);
  if (rng.chance(0.08)) resume.references = referencesFor(rng, person);
  // Last: these draws come after all others, so they change no other field.
  mentionOrigins(rng, resume, home);
  addInHouseTool(rng, resume, level);
  return resume;
}
