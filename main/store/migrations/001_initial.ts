/**
 * Schema 1: organizations, members, API tokens, resumes, jobs, candidates.
 * Times are INTEGER epoch milliseconds (UTC). Wide JSON documents live in their own tables so the
 * narrow rows that lists and aggregates read stay small.
 */
export const migration001 = `
CREATE TABLE organizations (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  website TEXT NOT NULL DEFAULT '',
  approved INTEGER NOT NULL DEFAULT 0,
  domain_name TEXT NOT NULL DEFAULT '',
  domain_verified INTEGER NOT NULL DEFAULT 0,
  domain_requested_at INTEGER NOT NULL,
  logo_url TEXT NOT NULL DEFAULT '',
  webhook_enabled INTEGER NOT NULL DEFAULT 0,
  webhook_url TEXT NOT NULL DEFAULT '',
  webhook_events TEXT NOT NULL DEFAULT '[]',
  locations TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;

CREATE TABLE members (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('admin', 'recruiter')),
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  profile_picture_url TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  UNIQUE (organization_id, email)
) STRICT;
CREATE INDEX members_by_org ON members (organization_id, id);

CREATE TABLE api_tokens (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  last_used_at INTEGER,
  revoked_at INTEGER
) STRICT;
CREATE INDEX api_tokens_by_org ON api_tokens (organization_id, id);

CREATE TABLE resumes (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  occupation TEXT,
  email TEXT,
  location TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;
CREATE INDEX resumes_by_org ON resumes (organization_id, id);

CREATE TABLE resume_documents (
  resume_id TEXT PRIMARY KEY REFERENCES resumes(id) ON DELETE CASCADE,
  organization_id TEXT NOT NULL,
  document TEXT NOT NULL
) STRICT;

CREATE TABLE jobs (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  company TEXT,
  status TEXT NOT NULL CHECK (status IN ('open', 'closed')),
  employment_type TEXT NOT NULL,
  seniority TEXT,
  remote TEXT,
  city TEXT,
  region TEXT,
  country_code TEXT,
  posted_at INTEGER NOT NULL,
  closed_at INTEGER,
  salary_min REAL,
  salary_max REAL,
  salary_currency TEXT,
  salary_period TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;
CREATE INDEX jobs_by_org ON jobs (organization_id, id);
CREATE INDEX jobs_by_org_status ON jobs (organization_id, status, id);

CREATE TABLE job_documents (
  job_id TEXT PRIMARY KEY REFERENCES jobs(id) ON DELETE CASCADE,
  organization_id TEXT NOT NULL,
  document TEXT NOT NULL
) STRICT;

CREATE TABLE candidates (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  member_id TEXT NOT NULL REFERENCES members(id),
  name TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  phone TEXT,
  profiles TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (organization_id, email)
) STRICT;
CREATE INDEX candidates_by_org ON candidates (organization_id, id);
`;
