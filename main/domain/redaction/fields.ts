/**
 * Which fields of the stored resume hold what, and what each profile does with them.
 *
 * Actions:
 * - whole: the value is replaced by [REDACTED] (identity and contact data);
 * - text: free text, every detector runs and only the sensitive spans are replaced;
 * - label: a short labelled value (position, skill, title): only unambiguous contact data, full
 *   names and usernames are replaced (and gendered words in the blind profile);
 * - personalUrl: a URL field kept by the standard profile unless it is the candidate's own site or
 *   account ("doe.ai/projects/x", "github.com/jdoe/tool"; see personal-urls.ts);
 * - keep: never touched.
 */
export type Action = 'whole' | 'text' | 'label' | 'personalUrl' | 'keep';
export type Shape = 'string' | 'strings' | 'highlights' | 'entries';

export interface FieldSpec {
  name: string;
  shape: Shape;
  standard: Action;
  blind: Action;
  /** Sub-fields of an 'entries' field (personalInfo.profiles). */
  fields?: FieldSpec[];
}

export interface SectionSpec {
  name: string;
  array: boolean;
  fields: FieldSpec[];
}

const f = (name: string, standard: Action, blind: Action = standard, shape: Shape = 'string'): FieldSpec => ({
  name,
  shape,
  standard,
  blind,
});

/** Sections and fields in document order: the order of redactedFields. */
export const SECTIONS: readonly SectionSpec[] = [
  {
    name: 'personalInfo',
    array: false,
    fields: [
      f('name', 'whole'),
      f('occupation', 'label'),
      f('email', 'whole'),
      f('phone', 'whole'),
      f('url', 'whole'),
      f('image', 'whole'),
      f('summary', 'text'),
      f('location', 'whole'),
      f('address', 'whole'),
      {
        name: 'profiles',
        shape: 'entries',
        standard: 'keep',
        blind: 'keep',
        fields: [f('network', 'keep'), f('username', 'whole'), f('url', 'whole')],
      },
    ],
  },
  {
    name: 'work',
    array: true,
    fields: [
      f('company', 'label', 'whole'),
      f('position', 'label'),
      f('location', 'label', 'whole'),
      f('url', 'personalUrl', 'whole'),
      f('description', 'text'),
      f('startDate', 'keep'),
      f('endDate', 'keep'),
      f('summary', 'text'),
      f('highlights', 'text', 'text', 'highlights'),
    ],
  },
  {
    name: 'education',
    array: true,
    fields: [
      f('institution', 'label', 'whole'),
      f('area', 'label'),
      f('studyType', 'label'),
      f('url', 'personalUrl', 'whole'),
      f('startDate', 'keep', 'whole'),
      f('endDate', 'keep', 'whole'),
      f('score', 'label'),
      f('summary', 'text'),
      f('courses', 'text', 'text', 'strings'),
    ],
  },
  {
    name: 'volunteer',
    array: true,
    fields: [
      f('organization', 'label', 'whole'),
      f('position', 'label'),
      f('url', 'personalUrl', 'whole'),
      f('startDate', 'keep'),
      f('endDate', 'keep'),
      f('summary', 'text'),
      f('highlights', 'text', 'text', 'highlights'),
    ],
  },
  {
    name: 'projects',
    array: true,
    fields: [
      f('name', 'label'),
      f('startDate', 'keep'),
      f('endDate', 'keep'),
      f('description', 'text'),
      f('highlights', 'text', 'text', 'highlights'),
      f('url', 'personalUrl', 'whole'),
      f('keywords', 'label', 'label', 'strings'),
      f('roles', 'label', 'label', 'strings'),
      f('entity', 'label', 'whole'),
      f('type', 'label'),
    ],
  },
  {
    name: 'references',
    array: true,
    fields: [
      f('name', 'whole'),
      f('position', 'text'),
      f('company', 'text', 'whole'),
      f('email', 'whole'),
      f('phone', 'whole'),
      f('relationship', 'text'),
      f('reference', 'text'),
    ],
  },
  {
    name: 'certificates',
    array: true,
    fields: [f('name', 'label'), f('date', 'keep'), f('issuer', 'label'), f('url', 'personalUrl', 'whole')],
  },
  {
    name: 'publications',
    array: true,
    fields: [
      f('name', 'label'),
      f('publisher', 'label'),
      f('releaseDate', 'keep'),
      f('url', 'personalUrl', 'whole'),
      f('summary', 'text'),
    ],
  },
  {
    name: 'awards',
    array: true,
    fields: [f('title', 'label'), f('date', 'keep'), f('awarder', 'label'), f('summary', 'text')],
  },
  {
    name: 'skills',
    array: true,
    fields: [f('name', 'label'), f('level', 'label'), f('keywords', 'label', 'label', 'strings')],
  },
  { name: 'languages', array: true, fields: [f('language', 'label'), f('fluency', 'label')] },
  {
    name: 'interests',
    array: true,
    fields: [f('name', 'label'), f('keywords', 'label', 'label', 'strings')],
  },
  {
    name: 'meta',
    array: false,
    fields: [f('canonical', 'whole'), f('version', 'keep'), f('lastModified', 'keep')],
  },
];

export const SECTION_BY_NAME: ReadonlyMap<string, SectionSpec> = new Map(SECTIONS.map((s) => [s.name, s]));
