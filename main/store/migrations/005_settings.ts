/** Schema 5: an organization's application settings (the desktop app's API server), as JSON values by key. */
export const migration005 = `
CREATE TABLE settings (
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (organization_id, key)
) STRICT, WITHOUT ROWID;
`;
