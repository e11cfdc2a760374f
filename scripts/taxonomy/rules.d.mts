// Types of scripts/taxonomy/rules.mjs for the TypeScript that imports it (test/domain/taxonomy/build-rules.test.ts).
export const MAX_WORDS: number;
export function wordsOf(label: string): string[];
export function compactKey(label: string): string;
export function notASkill(label: string, occupations: ReadonlySet<string>): string | null;
export function freeTextForm(label: string): boolean;
export const COMMODITY_CATEGORY: Readonly<Record<string, string>>;
export const KEYWORD_CATEGORY: ReadonlyArray<readonly [string, RegExp]>;
export function keywordCategory(labels: readonly string[]): string | null;
export function genericSoftware(example: string): boolean;
export function technologyDefinition(name: string, description: string): boolean;
export function parentheticalNames(displayName: string): string[];
export function technologyApposition(name: string, description: string): boolean;
export function notAVariant(label: string, preferred: string): string | null;
export function commonWord(title: string, vocabulary: ReadonlySet<string>): boolean;
export function softwareSource(host: string): boolean;
export const SUBJECT_CATEGORY: ReadonlyArray<readonly [string, RegExp]>;
export function subjectCategory(labels: readonly string[]): string | null;
export const OPENALEX_ROOT_CATEGORY: Readonly<Record<string, string>>;
export function openAlexField(name: string, root?: string, level?: string): boolean;
export function openAlexDiscipline(level: string, name: string): boolean;
export function singularWord(word: string): string;
export function namedProduct(label: string): boolean;
export const NOT_TECHNOLOGY_TAGS: ReadonlySet<string>;
export function notTechnologyDescription(description: string): boolean;
export function productShortName(name: string): string | null;
export function awesomeEntry(
  section: string,
  name: string,
  description: string,
  occupations: ReadonlySet<string>,
): string | null;
export function awesomeCategory(section: string): string;
export function awesomeOwner(name: string): string | null;
export function productTailName(name: string): string | null;
export function competenceActivity(
  preferred: string,
  alts: readonly string[],
  occupations: ReadonlySet<string>,
): string | null;
export function projectHome(title: string, host: string): boolean;
export function spelledAcronym(example: string): { expansion: string; acronym: string } | null;
export function awsServiceName(fullName: string): string;
export const TLDR_SUITE_PAGES: number;
export function tldrTool(
  command: string,
  description: string,
  suite: boolean,
  ordinary: (name: string) => boolean,
): string | { name: string; labels: string[] };
export function tldrSuiteHost(host: string, pages: number): boolean;
