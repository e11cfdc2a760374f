import type { ResumeSort } from '../../../../main/contract';

export interface Filters {
  q: string;
  role: string;
  location: string;
  seniority: string;
  skill: string;
}
export const NO_FILTERS: Filters = { q: '', role: '', location: '', seniority: '', skill: '' };

/**
 * A page of the resume list; first-requests.ts starts the unfiltered first page's as the page
 * loads. A module of its own so that doing so needs neither the screen's code nor its chunk.
 */
export function resumePageRequest(
  filters: Filters = NO_FILTERS,
  sort: ResumeSort = 'newest',
  cursor?: string,
) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim() !== ''));
  return { query: { ...query, sort, limit: 100, cursor } };
}
