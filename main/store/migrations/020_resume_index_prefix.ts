/**
 * Schema 20: resumes_by_org (organization_id, id) goes: since schema 16 resumes_list_filters starts
 * with the same two columns, so every lookup and newest-first page it served is served by that
 * index, and an import no longer writes a tenth index entry per resume (issue #13, the backbone
 * benchmark's import of 100k resumes).
 */
export const migration020 = `
DROP INDEX resumes_by_org;
`;
