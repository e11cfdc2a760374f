import { type Page, ProblemError } from '../contract';

/**
 * Keyset pagination over time-sortable ids, newest first. The cursor is opaque to clients: it
 * names the list and the organization it belongs to, so a cursor from another list or
 * organization is refused (400) instead of silently returning another list's rows.
 */
interface CursorBody {
  v: 1;
  list: string;
  org: string;
  before: string;
}

export function encodeCursor(list: string, organizationId: string, before: string): string {
  const body: CursorBody = { v: 1, list, org: organizationId, before };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

export function decodeCursor(
  list: string,
  organizationId: string,
  cursor: string | undefined,
): string | undefined {
  if (cursor === undefined) return undefined;
  let body: Partial<CursorBody> | null = null;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    body = null;
  }
  const valid =
    body !== null &&
    typeof body === 'object' &&
    body.v === 1 &&
    body.list === list &&
    body.org === organizationId &&
    typeof body.before === 'string' &&
    body.before.length > 0;
  if (!valid) throw invalidCursor();
  return body!.before as string;
}

/** The 400 for a cursor this list did not return (or cannot read). */
export function invalidCursor(): ProblemError {
  return new ProblemError(400, 'The cursor is not one this list returned; start again without a cursor.', {
    slug: 'invalid-cursor',
    errors: [{ in: 'query', pointer: '/cursor', parameter: 'cursor', detail: 'unknown or malformed cursor' }],
  });
}

/**
 * Reads one page: asks the store for limit + 1 rows so it knows whether more follow, without a
 * second query. `positionOf` says where a page ended, for lists sorted by more than the id (the
 * sort value and the id, as text); by default the last row's id.
 */
export function readPage<Row extends { id: string }, Item>(
  list: string,
  organizationId: string,
  query: { limit: number; cursor?: string },
  fetch: (limit: number, beforeId: string | undefined) => Row[],
  toItem: (row: Row) => Item,
  positionOf: (row: Row) => string = (row) => row.id,
): Page<Item> {
  const before = decodeCursor(list, organizationId, query.cursor);
  const rows = fetch(query.limit + 1, before);
  const hasMore = rows.length > query.limit;
  const pageRows = hasMore ? rows.slice(0, query.limit) : rows;
  return {
    data: pageRows.map(toItem),
    pagination: {
      next_cursor: hasMore
        ? encodeCursor(list, organizationId, positionOf(pageRows[pageRows.length - 1]))
        : null,
      has_more: hasMore,
    },
  };
}
