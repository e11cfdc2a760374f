import { z } from 'zod';
import { dateString, idString, optionalUrl, partialDate, shortText, timestampString } from './common';

// ---------------------------------------------------------------------------------------------
// Input: a JSON Resume v1 document (https://jsonresume.org/schema). Unknown keys are ignored, as
// the JSON Resume schema allows extra properties. Limits keep one document well under the 1 MiB
// request limit and stop pathological inputs.
// ---------------------------------------------------------------------------------------------

const text = (max = 500) => shortText(max).optional();
const longText = text(20_000);
const list = <T extends z.ZodType>(item: T, max = 200) => z.array(item).max(max).optional();
const strings = (max = 200) => list(shortText(2000), max);
/** Entries may carry an __id from an earlier export; it is kept when it is well formed. */
const entryId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
  .optional();

const jrLocation = z.looseObject({
  address: text(500),
  postalCode: text(40),
  city: text(),
  countryCode: text(10),
  region: text(),
});

export const jsonResumeSchema = z
  .looseObject({
    $schema: z.string().optional(),
    basics: z.looseObject({
      name: z.string().trim().min(1, 'a resume needs basics.name').max(200),
      label: text(),
      image: optionalUrl.optional(),
      email: text(254),
      phone: text(60),
      url: optionalUrl.optional(),
      summary: longText,
      location: jrLocation.optional(),
      profiles: list(
        z.looseObject({
          __id: entryId,
          network: text(100),
          username: text(200),
          url: optionalUrl.optional(),
        }),
        50,
      ),
    }),
    work: list(
      z.looseObject({
        __id: entryId,
        name: text(),
        company: text().describe('Accepted as an alias of name.'),
        position: text(),
        location: text(),
        url: optionalUrl.optional(),
        description: text(2000),
        startDate: partialDate.optional(),
        endDate: partialDate.optional(),
        summary: longText,
        highlights: strings(),
      }),
    ),
    volunteer: list(
      z.looseObject({
        __id: entryId,
        organization: text(),
        position: text(),
        url: optionalUrl.optional(),
        startDate: partialDate.optional(),
        endDate: partialDate.optional(),
        summary: longText,
        highlights: strings(),
      }),
    ),
    education: list(
      z.looseObject({
        __id: entryId,
        institution: text(),
        url: optionalUrl.optional(),
        area: text(),
        studyType: text(),
        startDate: partialDate.optional(),
        endDate: partialDate.optional(),
        score: text(50),
        summary: longText,
        courses: strings(),
      }),
    ),
    awards: list(
      z.looseObject({
        __id: entryId,
        title: text(),
        date: partialDate.optional(),
        awarder: text(),
        summary: longText,
      }),
    ),
    certificates: list(
      z.looseObject({
        __id: entryId,
        name: text(),
        date: partialDate.optional(),
        url: optionalUrl.optional(),
        issuer: text(),
      }),
    ),
    publications: list(
      z.looseObject({
        __id: entryId,
        name: text(),
        publisher: text(),
        releaseDate: partialDate.optional(),
        url: optionalUrl.optional(),
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
        phone: text(60),
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
        startDate: partialDate.optional(),
        endDate: partialDate.optional(),
        url: optionalUrl.optional(),
        roles: strings(50),
        entity: text(),
        type: text(100),
      }),
    ),
    meta: z
      .looseObject({
        canonical: z.string().max(2048).optional(),
        version: text(50),
        lastModified: z.string().max(40).optional(),
      })
      .optional(),
  })
  .meta({ id: 'JsonResume', description: 'A JSON Resume v1 document; basics.name is required.' });
export type JsonResumeInput = z.input<typeof jsonResumeSchema>;
export type JsonResume = z.output<typeof jsonResumeSchema>;

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

/** List items stay small: a 100-item page must not ship 100 whole documents. */
export const resumeSummarySchema = z
  .object({
    id: idString('res'),
    name: z.string(),
    occupation: z.string().optional(),
    email: z.string().optional(),
    location: z.string().optional(),
    createdAt: timestampString,
    updatedAt: timestampString,
  })
  .meta({ id: 'ResumeSummary' });
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;

export const BATCH_MAX = 100;
export const resumeBatchSchema = z
  .strictObject({ items: z.array(jsonResumeSchema).min(1).max(BATCH_MAX) })
  .meta({ id: 'ResumeBatch' });

export const MAX_FILES_PER_UPLOAD = 50;
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/**
 * The largest resume file the parser reads: 10 MiB. Real resumes are a few hundred kilobytes at
 * most; anything larger is a scan, a portfolio or not a resume. Here so a client can say so before
 * sending the bytes.
 */
export const MAX_RESUME_FILE_BYTES = 10 * 1024 * 1024;

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
