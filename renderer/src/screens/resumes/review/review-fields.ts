import type { ResumeDocument } from '../../../../../main/contract';

/**
 * The fields the review form offers, each named twice: by its path in the stored document (where
 * its value and the parser's confidence are) and by its path in the JSON Resume body the update
 * sends (where the service's validation errors point).
 */
export interface ReviewField {
  label: string;
  /** personalInfo.email, work[0].company... */
  stored: string;
  /** basics.email, work.0.name... (dotted, as errorsFromProblem keys them) */
  json: string;
  multiline?: boolean;
}

export interface ReviewGroup {
  title: string;
  fields: ReviewField[];
}

const PERSONAL: Array<[label: string, key: string, jsonKey: string, multiline?: boolean]> = [
  ['Name', 'name', 'name'],
  ['Occupation', 'occupation', 'label'],
  ['E-mail', 'email', 'email'],
  ['Phone', 'phone', 'phone'],
  ['Web site', 'url', 'url'],
  ['Location', 'location', 'location.city'],
  ['Summary', 'summary', 'summary', true],
];

const entryFields = (
  section: string,
  index: number,
  fields: Array<[label: string, key: string, jsonKey?: string, multiline?: boolean]>,
): ReviewField[] =>
  fields.map(([label, key, jsonKey, multiline]) => ({
    label,
    stored: `${section}[${index}].${key}`,
    json: `${section}.${index}.${jsonKey ?? key}`,
    multiline,
  }));

const entryTitle = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' · ');

/** The groups of the form for one document: personal details, then one group per entry. */
export function reviewGroups(doc: ResumeDocument): ReviewGroup[] {
  return [
    {
      title: 'Personal details',
      fields: PERSONAL.map(([label, key, jsonKey, multiline]) => ({
        label,
        stored: `personalInfo.${key}`,
        json: `basics.${jsonKey}`,
        multiline,
      })),
    },
    ...doc.work.map((w, i) => ({
      title: `Work ${i + 1}${w.company || w.position ? `: ${entryTitle(w.position, w.company)}` : ''}`,
      fields: entryFields('work', i, [
        ['Company', 'company', 'name'],
        ['Position', 'position'],
        ['Location', 'location'],
        ['Start date', 'startDate'],
        ['End date', 'endDate'],
        ['Summary', 'summary', undefined, true],
      ]),
    })),
    ...doc.education.map((e, i) => ({
      title: `Education ${i + 1}${e.institution ? `: ${e.institution}` : ''}`,
      fields: entryFields('education', i, [
        ['Institution', 'institution'],
        ['Degree', 'studyType'],
        ['Field of study', 'area'],
        ['Start date', 'startDate'],
        ['End date', 'endDate'],
        ['Score', 'score'],
      ]),
    })),
    ...(doc.skills.length > 0
      ? [
          {
            title: 'Skills',
            fields: doc.skills.flatMap((_, i) => entryFields('skills', i, [[`Skill ${i + 1}`, 'name']])),
          },
        ]
      : []),
    ...(doc.languages.length > 0
      ? [
          {
            title: 'Languages',
            fields: doc.languages.flatMap((_, i) =>
              entryFields('languages', i, [
                [`Language ${i + 1}`, 'language'],
                [`Fluency ${i + 1}`, 'fluency'],
              ]),
            ),
          },
        ]
      : []),
  ];
}

const steps = (path: string) => path.split(/\.|(?=\[)/).map((s) => /^\[(\d+)\]$/.exec(s)?.[1] ?? s);

/** The text at a stored path ('' when absent). */
export function textAt(doc: ResumeDocument, path: string): string {
  let node: unknown = doc;
  for (const step of steps(path)) {
    if (node === null || typeof node !== 'object') return '';
    node = (node as Record<string, unknown>)[step];
  }
  return typeof node === 'string' ? node : '';
}

/** A copy of the document with one text changed; an emptied field is left out, as the service stores it. */
export function withText(doc: ResumeDocument, path: string, value: string): ResumeDocument {
  const copy = structuredClone(doc);
  const parts = steps(path);
  let node = copy as unknown as Record<string, unknown>;
  for (const step of parts.slice(0, -1)) node = node[step] as Record<string, unknown>;
  const last = parts[parts.length - 1];
  if (value.trim() === '' && last !== 'name') delete node[last];
  else node[last] = value;
  return copy;
}
