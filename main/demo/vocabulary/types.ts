// Shapes of the demo vocabulary. Lists are written as comma-separated strings
// ("TypeScript, React, Node.js") because hundreds of short words read far
// better that way than one array element per line; tables.ts splits them once
// at load time, so the generator never parses text per document.

import type { Weighted } from '../random';
import type { StudyType } from '../types';

/** Comma-separated words, e.g. "Figma, Sketch, Adobe XD". */
export type CommaList = string;

/** Index into per-seniority arrays: 0 Junior, 1 Mid, 2 Senior. */
export type Level = 0 | 1 | 2;

/**
 * A sentence built around a skill and a number. The number is a plausible
 * percentage (8-65); templates that need a count derive a small one from it,
 * which keeps every template callable the same way.
 */
export type Phrase = (skill: string, n: number) => string;

/** A certificate as it appears on resumes: name and issuing body. */
export type CertificateSpec = readonly [name: string, issuer: string];

/**
 * One role family: everything the generator needs to write believable resumes
 * and job ads for people in one line of work.
 */
export interface RoleFamily {
  id: string;
  /** Display name, e.g. "Software Engineering". */
  label: string;
  /** The field in running text: "5+ years of experience in <field>". */
  field: string;
  /** Relative share of resumes and of jobs; they differ on purpose so supply and demand differ. */
  resumeWeight: number;
  jobWeight: number;
  /** Job titles per seniority (Junior, Mid, Senior). */
  titles: readonly [junior: CommaList, mid: CommaList, senior: CommaList];
  /**
   * Skill pool by group (the group name becomes the skill's keyword). Within a
   * group, earlier skills are more common.
   */
  skillGroups: Readonly<Record<string, CommaList>>;
  /** Pool skills that jobs ask for but few resumes list: the gaps analytics should find. */
  rare: CommaList;
  /** Pool skills that become more (rising) or less (falling) common over the two years. */
  rising: CommaList;
  falling: CommaList;
  /** Typical US annual pay in USD per seniority; locations scale it. */
  salaryUsd: readonly [junior: number, mid: number, senior: number];
  /** Share of full-time jobs advertised with an hourly rate (nursing, trades). */
  hourlyShare: number;
  /** Weights of Full / Hybrid / None remote policies in job ads. */
  remote: readonly [full: number, hybrid: number, none: number];
  /** Share of resumes listing certificates, and listing side projects. */
  certificateShare: number;
  projectShare: number;
  /** Share of people with a public GitHub profile. */
  githubShare: number;
  /** Second words of employer names, e.g. "Labs" in "Northwind Labs". */
  companySuffixes: CommaList;
  /** Teams or units people work in, e.g. "Payments". */
  teams: CommaList;
  degreeAreas: CommaList;
  studyTypes: readonly Weighted<StudyType>[];
  courses: CommaList;
  certificates: readonly CertificateSpec[];
  /** Resume bullet points. */
  highlights: readonly Phrase[];
  /** Job ad duties. */
  responsibilities: readonly Phrase[];
}
