import { z } from 'zod';
import { pathId } from '../schemas/common';
import { pageQueryShape } from '../schemas/pagination';

// Pieces several areas' operations share.

export const idParams = z.object({ id: pathId.describe('Resource identifier') });
export const pageQuery = z.object(pageQueryShape);
export const PAGINATION_NOTE =
  'Cursor pagination, newest first: pass pagination.next_cursor as cursor for the next page. ' +
  'Walking all pages returns every item that existed when the walk began exactly once, even while new items are added ' +
  '(new items appear on a fresh walk). A malformed cursor, or one from another list or organization, is a 400.';
