// All role families, plus the skills people list whatever their line of work.

import { FINANCE, MARKETING, OPERATIONS, PEOPLE, SALES } from './roles-business';
import { HEALTHCARE, LEGAL, SUPPORT, TRADES } from './roles-field';
import { DATA, DESIGN, DEVOPS, PRODUCT, SOFTWARE } from './roles-tech';
import type { CommaList, RoleFamily } from './types';

export const ROLE_FAMILIES: readonly RoleFamily[] = [
  SOFTWARE,
  DATA,
  DEVOPS,
  DESIGN,
  PRODUCT,
  SALES,
  MARKETING,
  FINANCE,
  PEOPLE,
  OPERATIONS,
  HEALTHCARE,
  LEGAL,
  TRADES,
  SUPPORT,
];

/** Soft and office skills, most common first; resumes add a few of these to their family skills. */
export const CROSS_FAMILY_SKILLS: CommaList =
  'Communication, Teamwork, Problem Solving, Microsoft Excel, Microsoft Office, Project Management, Time Management, Leadership, Stakeholder Management, Presentation Skills, Critical Thinking, Negotiation, Google Workspace, Mentoring, Attention to Detail, Public Speaking, Confluence, Slack, Customer Service, Adaptability';

/** Group name of the cross-family skills on resumes. */
export const CROSS_FAMILY_GROUP = 'Professional skills';

/**
 * Made-up names of tools built in-house at employers, most common first: skills no taxonomy can know
 * (the demo test checks that ours does not).
 */
export const IN_HOUSE_TOOL_NAMES: CommaList =
  'Lanternfly, Quarry Console, Bramblegate, Tidewell Studio, Copperline CRM, Mossgrid, Halyard Deploy, Wrenfield Reports, Orchardline, Kestrel Admin, Pinecrest Ledger, Driftmark, Saltmarsh BI, Thistledown, Ferncastle Portal, Gullwing Ops';

/** Skill levels as JSON Resume documents usually spell them, weakest first. */
export const SKILL_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
