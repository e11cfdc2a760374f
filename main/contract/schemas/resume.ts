import { z } from 'zod';
import { dateString, idString, shortText, timestampString } from './common';
import { BATCH_MAX, MAX_FILES_PER_UPLOAD, MAX_RESUME_FILE_BYTES, MAX_UPLOAD_BYTES } from './values';

// ---------------------------------------------------------------------------------------------
// Input: a JSON Resume document (https://jsonresume.org/schema) as people write it. Every document
// valid under the official schema passes, and so do the common deviations of the older 0.0.x schema
// and of hand-written files: null for any optional value, work[].company and website (0.0.x), dates
// and URLs as free text. This schema checks only the shape (and limits that keep one document well
// under the 1 MiB request limit); main/domain/json-resume reads the free text into the stored forms
// and reports what it changed as warnings. Unknown keys are ignored, as JSON Resume allows them.
// ---------------------------------------------------------------------------------------------

/**
 * Optional: absent or null, as JSON Resume files write null freely. The schema only checks; nulls
 * are taken out after parsing (main/domain/json-resume readJsonResume), not by transforms here: a
 * transform per field made parsing 10k demo resumes 0.4 s → 3.6 s, and even one at the root (or a
 * refine) about doubled it.
 */
const optional = <T extends z.ZodType>(schema: T) => schema.nullish();
const text = (max = 500) => optional(shortText(max));
const longText = text(20_000);
/** Text that hand-written files sometimes give as a number ("postalCode": 94107, "score": 3.8). */
const textOrNumber = (max: number) => optional(z.union([shortText(max), z.number()]));
const list = <T extends z.ZodType>(item: T, max = 200) => optional(z.array(item).max(max));
/** A list of strings; null items are skipped. */
const strings = (max = 200) => list(shortText(2000).nullable(), max);
/** A date as written: YYYY, YYYY-MM or YYYY-MM-DD, or free text such as "Jan 2019" or "Present". */
const looseDate = optional(z.union([z.string().max(100), z.number()])).describe(
  'YYYY, YYYY-MM or YYYY-MM-DD; free text ("Jan 2019", "03/2021", "Present") is read with a warning',
);
/** A URL as written: http(s), without a scheme ("github.com/x"), another scheme ("skype:x"), a relative path. */
const looseUrl = optional(z.string().max(2048)).describe(
  'URL; one without a scheme gets https://, other schemes are kept as text, with a warning',
);
/** Entries may carry an __id from an earlier export; it is kept when it is well formed. */
const entryId = optional(z.string().max(200));

const jrLocation = z.looseObject({
  address: text(500),
  postalCode: textOrNumber(40),
  city: text(),
  countryCode: text(10),
  region: text(),
});

/** A parsed document as the rest of the code sees it: no nulls, numbers given for text read as text. */
export type Canonical<T> = T extends null
  ? never
  : T extends number
    ? string
    : T extends ReadonlyArray<infer U>
      ? Array<Canonical<U>>
      : T extends object
        ? { [K in keyof T]: Canonical<T[K]> }
        : T;

export const jsonResumeSchema = z.looseObject(
  {
    $schema: optional(z.string()),
    basics: z
      .looseObject({
        name: text(200),
        label: text(),
        image: looseUrl,
        picture: looseUrl.describe('Schema 0.0.x: read as image.'),
        email: text(254),
        phone: textOrNumber(60),
        url: looseUrl,
        website: looseUrl.describe('Schema 0.0.x: read as url.'),
        summary: longText,
        location: optional(z.union([jrLocation, shortText(500)])).describe(
          'An object, or a string such as "Berlin, Germany" (read into city, region, country).',
        ),
        profiles: list(
          z.looseObject({
            __id: entryId,
            network: text(100),
            username: text(200),
            url: looseUrl,
          }),
          50,
        ),
      })
      .nullish(),
    work: list(
      z.looseObject({
        __id: entryId,
        name: text(),
        company: text().describe('Schema 0.0.x: read as name.'),
        position: text(),
        location: text(),
        url: looseUrl,
        website: looseUrl.describe('Schema 0.0.x: read as url.'),
        description: text(2000),
        startDate: looseDate,
        endDate: looseDate,
        summary: longText,
        highlights: strings(),
      }),
    ),
    volunteer: list(
      z.looseObject({
        __id: entryId,
        organization: text(),
        position: text(),
        url: looseUrl,
        website: looseUrl.describe('Schema 0.0.x: read as url.'),
        startDate: looseDate,
        endDate: looseDate,
        summary: longText,
        highlights: strings(),
      }),
    ),
    education: list(
      z.looseObject({
        __id: entryId,
        institution: text(),
        url: looseUrl,
        area: text(),
        studyType: text(),
        startDate: looseDate,
        endDate: looseDate,
        score: textOrNumber(50),
        gpa: textOrNumber(50).describe('Schema 0.0.x: read as score.'),
        summary: longText,
        courses: strings(),
      }),
    ),
    awards: list(
      z.looseObject({
        __id: entryId,
        title: text(),
        date: looseDate,
        awarder: text(),
        summary: longText,
      }),
    ),
    certificates: list(
      z.looseObject({
        __id: entryId,
        name: text(),
        date: looseDate,
        url: looseUrl,
        issuer: text(),
      }),
    ),
    publications: list(
      z.looseObject({
        __id: entryId,
        name: text(),
        publisher: text(),
        releaseDate: looseDate,
        url: looseUrl,
        website: looseUrl.describe('Schema 0.0.x: read as url.'),
        summary: longText,
      }),
    ),
    skills: list(
      z.looseObject({ __id: entryId, name: text(), level: text(100), keywords: strings(100) }),
      500,
    ),
    languages: list(z.looseObject({ __id: entryId, language: text(100), fluency: text(100) }), 100),
    interests: list(z.looseObject({ __id: entryId, name: text(), keywords: strings(100) }), 100),
    references: list(
      z.looseObject({
        __id: entryId,
        name: text(),
        reference: longText,
        position: text(),
        company: text(),
        email: text(254),
        phone: textOrNumber(60),
        relationship: text(),
      }),
    ),
    projects: list(
      z.looseObject({
        __id: entryId,
        name: text(),
        description: longText,
        highlights: strings(),
        keywords: strings(100),
        startDate: looseDate,
        endDate: looseDate,
        url: looseUrl,
        roles: strings(50),
        entity: text(),
        type: text(100),
      }),
    ),
    meta: optional(
      z.looseObject({
        canonical: optional(z.string().max(2048)),
        version: text(50),
        lastModified: optional(z.string().max(40)),
      }),
    ),
  },
  { error: (issue) => (issue.input === undefined ? undefined : 'a JSON Resume document is a JSON object') },
);
export type JsonResumeInput = z.input<typeof jsonResumeSchema>;
/** What jsonResumeSchema gives: the right shape, nulls and numbers still as sent. */
export type JsonResumeParsed = z.output<typeof jsonResumeSchema>;
const SECTIONS = [
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'skills',
  'languages',
  'interests',
  'references',
  'projects',
] as const;
const JOB_KEYS = ['responsibilities', 'qualifications'];

/** A value that says something: not null, not blank, not an empty array or object. */
function hasContent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(hasContent);
  if (typeof value === 'object') {
    for (const key in value) if (hasContent((value as Record<string, unknown>)[key])) return true;
    return false;
  }
  return true;
}

/**
 * Why a document of the JSON Resume shape is still not a resume, or undefined when it is one.
 * Official JSON Resume requires no field, but {} holds nothing, and a JSON Resume job posting
 * (told apart by its own keys) shares skills and meta with a resume.
 */
export function notAResume(doc: JsonResumeParsed): string | undefined {
  const hasBasics = hasContent(doc.basics);
  if (!hasBasics && (JOB_KEYS.some((k) => k in doc) || (typeof doc.title === 'string' && 'company' in doc)))
    return 'not a resume: this is a job posting (JSON Resume job schema); import it as a job';
  if (hasBasics || SECTIONS.some((s) => hasContent(doc[s]))) return undefined;
  return 'not a resume: it has no basics and no work, education, skills or other JSON Resume section';
}

/**
 * A JSON Resume document, refused only when it is not a resume: jsonResumeSchema plus notAResume,
 * so a client gets every problem of both kinds in one answer. Bodies of the resume operations and
 * clients' own checks (the renderer's import) use it; bulk paths (talent import workers) parse with
 * jsonResumeSchema and call notAResume themselves, since a refine here doubles parsing time.
 */
export const jsonResumeDocumentSchema = jsonResumeSchema
  .superRefine((doc, ctx) => {
    const reason = notAResume(doc);
    if (reason) ctx.addIssue({ code: 'custom', message: reason });
  })
  .meta({
    id: 'JsonResume',
    description:
      'A JSON Resume document (the official schema, with null for optional values, schema 0.0.x names and ' +
      'free-text dates and URLs also accepted). Refused only when it is not an object of that shape, or ' +
      'holds no basics and no section at all, or is a JSON Resume job posting.',
  });

/**
 * A JSON Resume document as the code reads it once it was checked and made canonical (readJsonResume
 * in main/domain/json-resume): no nulls, text given as numbers read as text, basics always present.
 */
export type JsonResume = Canonical<z.output<typeof jsonResumeSchema>> & {
  basics: NonNullable<Canonical<z.output<typeof jsonResumeSchema>>['basics']>;
};

// ---------------------------------------------------------------------------------------------
// Stored form: the spec's redactedResume structure (personalInfo, work, education, ...), plus the
// JSON Resume sections the spec does not list (skills, languages, awards, interests). Every array
// entry carries a stable __id; highlights are {__id, value}; dates are YYYY-MM-DD; a value that was
// not given is omitted rather than sent as "".
// ---------------------------------------------------------------------------------------------

const opt = z.string().optional();
const highlightList = z.array(z.object({ __id: z.string(), value: z.string() }));

/** The document layout, with the schema its date fields use (a redacted copy may hold [REDACTED] there). */
const documentSchemaWith = (date: z.ZodOptional<z.ZodType<string>>) =>
  z.object({
    personalInfo: z.object({
      name: z.string(),
      occupation: opt,
      email: opt,
      phone: opt,
      url: opt,
      image: opt,
      summary: opt,
      location: opt.describe('City, region and country code, comma separated.'),
      address: opt.describe('Street address and postal code, when the document gave them.'),
      profiles: z.array(
        z.object({ __id: z.string(), network: z.string(), username: z.string(), url: z.string() }),
      ),
    }),
    work: z.array(
      z.object({
        __id: z.string(),
        company: opt,
        position: opt,
        location: opt,
        url: opt,
        description: opt,
        startDate: date,
        endDate: date.describe('Absent for a current position.'),
        summary: opt,
        highlights: highlightList,
      }),
    ),
    education: z.array(
      z.object({
        __id: z.string(),
        institution: opt,
        area: opt,
        studyType: opt,
        url: opt,
        startDate: date,
        endDate: date,
        score: opt,
        summary: opt,
        courses: z.array(z.string()),
      }),
    ),
    volunteer: z.array(
      z.object({
        __id: z.string(),
        organization: opt,
        position: opt,
        url: opt,
        startDate: date,
        endDate: date,
        summary: opt,
        highlights: highlightList,
      }),
    ),
    projects: z.array(
      z.object({
        __id: z.string(),
        name: opt,
        startDate: date,
        endDate: date,
        description: opt,
        highlights: highlightList,
        url: opt,
        keywords: z.array(z.string()),
        roles: z.array(z.string()),
        entity: opt,
        type: opt,
      }),
    ),
    references: z.array(
      z.object({
        __id: z.string(),
        name: opt,
        position: opt,
        company: opt,
        email: opt,
        phone: opt,
        relationship: opt,
        reference: opt.describe('The free-text reference of JSON Resume.'),
      }),
    ),
    certificates: z.array(z.object({ __id: z.string(), name: opt, date, issuer: opt, url: opt })),
    publications: z.array(
      z.object({ __id: z.string(), name: opt, publisher: opt, releaseDate: date, url: opt, summary: opt }),
    ),
    awards: z.array(z.object({ __id: z.string(), title: opt, date, awarder: opt, summary: opt })),
    skills: z.array(z.object({ __id: z.string(), name: opt, level: opt, keywords: z.array(z.string()) })),
    languages: z.array(z.object({ __id: z.string(), language: opt, fluency: opt })),
    interests: z.array(z.object({ __id: z.string(), name: opt, keywords: z.array(z.string()) })),
    meta: z.object({ canonical: opt, version: opt, lastModified: opt }),
  });

export const resumeDocumentSchema = documentSchemaWith(dateString.optional());
export type ResumeDocument = z.infer<typeof resumeDocumentSchema>;

/** A redacted copy: the same layout, where any date may have been replaced by [REDACTED]. */
export const redactedDocumentSchema = documentSchemaWith(
  z.union([dateString, z.literal('[REDACTED]')]).optional(),
);

/** Where a resume came from when it was parsed from a file, and how sure the parser was. */
export const resumeSourceSchema = z.object({
  kind: z.enum(['pdf', 'docx', 'text', 'markdown', 'json']),
  fileName: z.string(),
  sha256: z.string().describe('SHA-256 of the original file, kept in the index.'),
  size: z.number().int(),
  confidence: z
    .record(z.string(), z.number())
    .describe('Per extracted field path (basics.email, work[0].name...): 0 to 1.'),
  warnings: z.array(z.string()),
});

export const resumeSchema = resumeDocumentSchema
  .extend({
    id: idString('res'),
    organizationId: z.string(),
    createdAt: timestampString,
    updatedAt: timestampString,
    source: resumeSourceSchema.optional().describe('Present on resumes imported from files.'),
  })
  .meta({ id: 'Resume' });
export type Resume = z.infer<typeof resumeSchema>;

/** How many skills a list item names. */
export const TOP_SKILLS = 5;

/** List items stay small: a 100-item page must not ship 100 whole documents. */
export const resumeSummarySchema = z
  .object({
    id: idString('res'),
    name: z.string(),
    occupation: z.string().optional(),
    email: z.string().optional(),
    location: z.string().optional(),
    skills: z
      .array(z.string())
      .max(TOP_SKILLS)
      .optional()
      .describe(
        `Its first ${TOP_SKILLS} canonical skills, in the order the resume gives them (its skills section first); in a list filtered by skill, that skill first.`,
      ),
    yearsExperience: z.number().optional().describe('Years of experience derived from the work history.'),
    seniority: z.string().optional().describe('Junior, Mid or Senior, derived from titles and years.'),
    roleFamily: z.string().optional().describe('Role family derived from the occupation and titles.'),
    createdAt: timestampString,
    updatedAt: timestampString,
  })
  .meta({ id: 'ResumeSummary' });
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;

/** The orders of GET /v1/resumes. */
export const RESUME_SORTS = ['newest', 'name', 'years'] as const;
export type ResumeSort = (typeof RESUME_SORTS)[number];

/** One answer of GET /v1/skills/suggest. */
export const skillSuggestionSchema = z
  .object({
    name: z.string().describe('The canonical skill name, as the skill filter and the reports use it.'),
    category: z.string(),
    alias: z.string().optional().describe('The alias that matched what was typed, when it was not the name.'),
    resumes: z.number().int().describe("How many of the organization's resumes hold the skill."),
  })
  .meta({ id: 'SkillSuggestion' });
export type SkillSuggestion = z.infer<typeof skillSuggestionSchema>;

export const resumeBatchSchema = z
  .strictObject({ items: z.array(jsonResumeDocumentSchema).min(1).max(BATCH_MAX) })
  .meta({ id: 'ResumeBatch' });

export { BATCH_MAX, MAX_FILES_PER_UPLOAD, MAX_RESUME_FILE_BYTES, MAX_UPLOAD_BYTES };

export const resumeFilesSchema = z
  .object({
    files: z
      .array(
        z.object({
          name: z.string().min(1).max(255),
          data: z.instanceof(Uint8Array).describe('The file bytes.'),
        }),
      )
      .min(1, 'send at least one file')
      .max(MAX_FILES_PER_UPLOAD),
  })
  .meta({ id: 'ResumeFiles' });

export const fileImportResultSchema = z.object({
  file: z.string(),
  status: z.enum(['imported', 'duplicate', 'failed']),
  resumeId: z.string().optional().describe('The new resume, or the one this same file became before.'),
  reason: z.string().optional().describe('Why the file was not imported.'),
  warnings: z.array(z.string()).optional(),
});
export type FileImportResult = z.infer<typeof fileImportResultSchema>;

/** What the import changed in a JSON Resume document to store it, and where. */
export const resumeWarningSchema = z
  .object({
    pointer: z.string().describe('JSON pointer into the document as sent, e.g. /work/0/endDate.'),
    message: z.string(),
  })
  .meta({ id: 'ResumeWarning' });
export type ResumeWarning = z.infer<typeof resumeWarningSchema>;

/** The answer to creating a resume: the stored resume and what was changed to store it. */
export const createdResumeSchema = resumeSchema
  .extend({
    warnings: z
      .array(resumeWarningSchema)
      .describe(
        'Values the import read or changed (free-text dates, URLs without a scheme, a string location, 0.0.x ' +
          'names...) or left out; empty when the document was stored as sent. Not stored: GET answers without it.',
      ),
  })
  .meta({ id: 'CreatedResume' });
export type CreatedResume = z.infer<typeof createdResumeSchema>;
