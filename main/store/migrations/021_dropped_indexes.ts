/**
 * Schema 21: the indexes a bulk import dropped and has not rebuilt yet (store/bulk-load.ts). A large
 * import drops the resume indexes whose entries land at random places (names, content hashes, the
 * talent pool's columns) and rebuilds them once at the end, which costs less than maintaining them
 * row by row. The drop and this record commit in one transaction, so an import killed in between
 * leaves a record of what to rebuild; every open of the index for writing rebuilds it. Indexes are
 * the whole index's, not an organization's: the one table without organization_id but
 * organizations itself.
 */
export const migration021 = `
CREATE TABLE dropped_indexes (
  name TEXT PRIMARY KEY,
  sql TEXT NOT NULL
) STRICT;
`;
