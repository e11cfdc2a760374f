// The taxonomy data shipped in resources/taxonomy, imported as JSON modules so the bundler inlines it
// into the main-process bundle and Node/Vitest read it without any file-system code here. The skills
// generated from the open sources reach the app through the lexicon index (lexicon.ts); their written
// form, generated/skills.json, is read by the index's builder and the tests only (generated.ts).

import rolesJson from '../../../resources/taxonomy/roles.json';
import cloudDevops from '../../../resources/taxonomy/skills/cloud-devops.json';
import customerService from '../../../resources/taxonomy/skills/customer-service.json';
import dataAnalytics from '../../../resources/taxonomy/skills/data-analytics.json';
import databases from '../../../resources/taxonomy/skills/databases.json';
import design from '../../../resources/taxonomy/skills/design.json';
import educationTraining from '../../../resources/taxonomy/skills/education-training.json';
import engineeringManufacturing from '../../../resources/taxonomy/skills/engineering-manufacturing.json';
import financeAccounting from '../../../resources/taxonomy/skills/finance-accounting.json';
import frameworksLibraries from '../../../resources/taxonomy/skills/frameworks-libraries.json';
import healthcare from '../../../resources/taxonomy/skills/healthcare.json';
import hrRecruiting from '../../../resources/taxonomy/skills/hr-recruiting.json';
import languages from '../../../resources/taxonomy/skills/languages.json';
import legal from '../../../resources/taxonomy/skills/legal.json';
import marketing from '../../../resources/taxonomy/skills/marketing.json';
import officeProductivity from '../../../resources/taxonomy/skills/office-productivity.json';
import operationsSupplyChain from '../../../resources/taxonomy/skills/operations-supply-chain.json';
import productManagement from '../../../resources/taxonomy/skills/product-management.json';
import programmingLanguages from '../../../resources/taxonomy/skills/programming-languages.json';
import sales from '../../../resources/taxonomy/skills/sales.json';
import security from '../../../resources/taxonomy/skills/security.json';
import softSkills from '../../../resources/taxonomy/skills/soft-skills.json';
import softwareDevelopment from '../../../resources/taxonomy/skills/software-development.json';
import tradesConstruction from '../../../resources/taxonomy/skills/trades-construction.json';
import versionJson from '../../../resources/taxonomy/version.json';

/** One skill as stored in resources/taxonomy/skills/*.json. */
export interface RawSkill {
  name: string;
  category: string;
  aliases: string[];
  relatedRoles: string[];
}

/**
 * One skill of resources/taxonomy/generated/skills.json, written by scripts/build-taxonomy.mjs from
 * ESCO and O*NET. `text` holds the forms recognised everywhere (written like product names, see
 * scripts/taxonomy/rules.mjs freeTextForm), `list` the forms recognised only as entries of a skills list.
 */
export interface GeneratedSkill {
  name: string;
  category: string;
  source: string;
  text: string[];
  list: string[];
  /** List-only forms read as written, up to spelling and number (labelled job-posting strings; LexiconIndex.exact). */
  exact?: string[];
  relatedRoles: string[];
  /** A discipline (OpenAlex's top two levels: "Physics", "Political science"), read in prose in any case. */
  discipline?: boolean;
}

/** Forms the sources add to a hand-written skill ("Adobe Photoshop CS6" for Adobe Photoshop). */
export interface SkillExtension {
  name: string;
  text: string[];
  list: string[];
  /** As GeneratedSkill.exact. */
  exact?: string[];
}

/** One role family as stored in resources/taxonomy/roles.json. */
export interface RawRoleFamily {
  id: string;
  name: string;
  titleKeywords: string[];
}

/**
 * The skill categories in display order. They are the keys of the skills report's skillsByCategory;
 * a test checks that the data uses exactly these.
 */
export const CATEGORIES = [
  'Programming Languages',
  'Frameworks & Libraries',
  'Software Development',
  'Cloud & DevOps',
  'Data & Analytics',
  'Databases',
  'Security',
  'Design',
  'Product Management',
  'Sales',
  'Marketing',
  'Customer Service',
  'Finance & Accounting',
  'HR & Recruiting',
  'Operations & Supply Chain',
  'Engineering & Manufacturing',
  'Healthcare',
  'Legal',
  'Trades & Construction',
  'Education & Training',
  'Languages',
  'Soft Skills',
  'Office & Productivity',
] as const;

/** The skill files, one per area; each holds at most ~300 entries. */
export const SKILL_FILES: Readonly<Record<string, readonly RawSkill[]>> = {
  'programming-languages': programmingLanguages,
  'frameworks-libraries': frameworksLibraries,
  'software-development': softwareDevelopment,
  'cloud-devops': cloudDevops,
  'data-analytics': dataAnalytics,
  databases,
  security,
  design,
  'product-management': productManagement,
  sales,
  marketing,
  'customer-service': customerService,
  'finance-accounting': financeAccounting,
  'hr-recruiting': hrRecruiting,
  'operations-supply-chain': operationsSupplyChain,
  'engineering-manufacturing': engineeringManufacturing,
  healthcare,
  legal,
  'trades-construction': tradesConstruction,
  'education-training': educationTraining,
  languages,
  'soft-skills': softSkills,
  'office-productivity': officeProductivity,
};

export const RAW_SKILLS: readonly RawSkill[] = Object.values(SKILL_FILES).flat();

export const RAW_ROLE_FAMILIES: readonly RawRoleFamily[] = rolesJson;

export const TAXONOMY_VERSION: string = versionJson.version;
