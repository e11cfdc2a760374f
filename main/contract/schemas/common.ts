import { z } from 'zod';

/** ISO 8601 UTC timestamp such as 2026-11-21T10:00:00.000Z. */
export const timestampString = z.iso.datetime({ offset: true }).describe('ISO 8601 timestamp');

/** Prefixed, time-sortable identifier (e.g. res_01JD…). */
export const idString = (prefix: string) =>
  z
    .string()
    .regex(new RegExp(`^${prefix}_[0-9A-HJKMNP-TV-Z]{26}$`), `must be a ${prefix}_ identifier`)
    .describe(`Identifier with the ${prefix}_ prefix`);

/** Any identifier-looking path parameter; unknown ones are a 404, not a 400, as users expect. */
export const pathId = z.string().min(1).max(64);

export const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .max(2048)
  .describe('http or https URL, at most 2048 characters');

/** An optional URL where the empty string means "none" (JSON Resume documents use "" freely). */
export const optionalUrl = z.union([z.literal(''), httpUrl]);

/**
 * The length limit runs first and stops validation (abort): zod's e-mail pattern backtracks
 * quadratically, and on a megabyte of input it would hold the event loop for seconds.
 */
export const email = z
  .string()
  .max(254, { abort: true })
  .email({ error: 'must be an e-mail address' })
  .describe('E-mail address');

/**
 * Phone numbers as people write them: digits with spaces, dashes, dots, parentheses, a leading +
 * and an optional extension. At least 5 digits. Stored as given.
 *
 * The length limit aborts validation before the pattern runs, and the pattern is linear: the
 * character run cannot also match the extension marker, so a failed match never backtracks
 * through the run (the old `[..]*[0-9][..]*` form took 23 s on 64,000 characters).
 */
export const phone = z
  .string()
  .trim()
  .max(40, { abort: true })
  .regex(/^\+?[0-9 ()./-]+(?:(?:x|ext\.?)[\t ]*[0-9]{1,6})?$/i, 'must be a phone number')
  .refine((v) => (v.match(/[0-9]/g) ?? []).length >= 5, 'must have at least 5 digits')
  .describe('Phone number as written, e.g. +44 20 7946 0958');

export const shortText = (max = 200) => z.string().trim().max(max);
export const requiredText = (max = 200) => z.string().trim().min(1, 'must not be empty').max(max);
/** A list's free-text filter (`q`): trimmed, non-empty when given. */
export const searchText = (max = 200) => z.string().trim().min(1).max(max).optional();

/** JSON Resume dates: YYYY, YYYY-MM or YYYY-MM-DD; the empty string means "not given". */
export const partialDate = z
  .string()
  .trim()
  .regex(
    /^(\d{4})(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$|^$/,
    'must be a date YYYY, YYYY-MM or YYYY-MM-DD',
  )
  .describe('Date YYYY, YYYY-MM or YYYY-MM-DD');

/** Stored dates are normalized to full YYYY-MM-DD (missing month or day becomes 01). */
export const dateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('Date YYYY-MM-DD');
