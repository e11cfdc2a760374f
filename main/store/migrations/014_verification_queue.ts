/**
 * Schema 14: verification as a workflow (issue #12, item 6).
 *
 * - One automatic record per resume entry: re-running the automatic checks used to add a row per
 *   entry each time. Older indexes keep only the newest automatic record of each entry (manual,
 *   document and reference records are kept as they are), and a partial unique index makes it a
 *   rule.
 * - entry_search: the naming words of the entry (position, employer, study type, area, school,
 *   network, username, URL) recorded with the verification, so the queue's text search is a
 *   column scan instead of parsing every resume document. Filled here from the documents, as
 *   describeEntry / entrySearchText do at write time.
 * - verifications_queue: the queue's order, pending, then failed, then complete, newest first
 *   within; the query must use the same CASE expression.
 */
export const migration014 = `
DELETE FROM verifications
WHERE method = 'automatic'
  AND id NOT IN (
    SELECT max(id) FROM verifications WHERE method = 'automatic'
    GROUP BY organization_id, resume_id, type, entry_id
  );
CREATE UNIQUE INDEX verifications_one_automatic
  ON verifications (organization_id, resume_id, type, entry_id) WHERE method = 'automatic';

ALTER TABLE verifications ADD COLUMN entry_search TEXT;
UPDATE verifications SET entry_search = (
  SELECT CASE verifications.type
    WHEN 'work' THEN (
      SELECT concat_ws(' ', nullif(e.value ->> 'position', ''), nullif(e.value ->> 'company', ''),
                       nullif(e.value ->> 'url', ''))
      FROM json_each(d.document, '$.work') e WHERE e.value ->> '__id' = verifications.entry_id)
    WHEN 'education' THEN (
      SELECT concat_ws(' ', nullif(e.value ->> 'studyType', ''), nullif(e.value ->> 'area', ''),
                       nullif(e.value ->> 'institution', ''), nullif(e.value ->> 'url', ''))
      FROM json_each(d.document, '$.education') e WHERE e.value ->> '__id' = verifications.entry_id)
    ELSE (
      SELECT concat_ws(' ', nullif(e.value ->> 'network', ''), nullif(e.value ->> 'username', ''),
                       nullif(e.value ->> 'url', ''))
      FROM json_each(d.document, '$.personalInfo.profiles') e WHERE e.value ->> '__id' = verifications.entry_id)
  END
  FROM resume_documents d WHERE d.resume_id = verifications.resume_id
);

CREATE INDEX verifications_queue ON verifications (
  organization_id, (CASE status WHEN 'pending' THEN 0 WHEN 'failed' THEN 1 ELSE 2 END), id DESC
);
`;
