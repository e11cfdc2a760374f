import { z } from 'zod';

export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;

/** The query parameters every list operation takes. */
export const pageQueryShape = {
  limit: z
    .number()
    .int()
    .min(1)
    .max(PAGE_LIMIT_MAX)
    .default(PAGE_LIMIT_DEFAULT)
    .describe(`Items per page, 1 to ${PAGE_LIMIT_MAX}; default ${PAGE_LIMIT_DEFAULT}.`),
  cursor: z
    .string()
    .min(1)
    .max(512)
    .optional()
    .describe('Opaque cursor: the pagination.next_cursor of the previous page of the same list.'),
};

/**
 * The spec's general envelope. has_more is placed inside pagination (the spec leaves its position
 * open) and next_cursor is null on the last page.
 */
export const paginationSchema = z.object({
  next_cursor: z.string().nullable().describe('Send as cursor to get the next page; null on the last page.'),
  has_more: z.boolean().describe('false when this is the last page.'),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: paginationSchema });
}

export interface Page<T> {
  data: T[];
  pagination: { next_cursor: string | null; has_more: boolean };
}
