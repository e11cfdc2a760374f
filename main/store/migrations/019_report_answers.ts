/**
 * Schema 19: computed report answers kept in the index (issue #12 item 9), so a restarted app or
 * `talent serve` answers the dashboard from them instead of computing every report again (seconds
 * at 100,000 resumes, on the cores the first page load needs). One row per organization and report
 * key (the report and its parameters), with the organization's data generation it was computed
 * from: a row of another generation is never served, and is replaced when the report is next
 * computed. The value is the report's JSON answer.
 */
export const migration019 = `
CREATE TABLE report_answers (
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  generation INTEGER NOT NULL,
  computed_at INTEGER NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (organization_id, key)
) STRICT, WITHOUT ROWID;
`;
