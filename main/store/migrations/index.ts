import { migration001 } from './001_initial';
import { migration002 } from './002_verifications';
import { migration003 } from './003_redactions';
import { migration004 } from './004_analytics';
import { migration005 } from './005_settings';
import { migration006 } from './006_webhooks';
import { migration007 } from './007_resume_files';
import { migration008 } from './008_report_indexes';
import { migration009 } from './009_resume_generation';
import { migration010 } from './010_resume_content_hash';
import { migration011 } from './011_token_scopes';
import { migration012 } from './012_demo_items';
import { migration013 } from './013_resume_list';
import { migration014 } from './014_verification_queue';
import { migration015 } from './015_candidate_links';
import { migration016 } from './016_resume_count';
import { migration017 } from './017_raw_skills';
import { migration018 } from './018_resume_changes';
import { migration019 } from './019_report_answers';
import { migration020 } from './020_resume_index_prefix';
import { migration021 } from './021_dropped_indexes';
import { migration022 } from './022_raw_skill_spellings';

/**
 * Numbered migrations. A shipped migration is never edited: change the schema with a new entry.
 * Each runs in its own transaction that also sets PRAGMA user_version to its number.
 */
export const migrations: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  { version: 1, name: 'initial', sql: migration001 },
  { version: 2, name: 'verifications', sql: migration002 },
  { version: 3, name: 'redactions', sql: migration003 },
  { version: 4, name: 'analytics', sql: migration004 },
  { version: 5, name: 'settings', sql: migration005 },
  { version: 6, name: 'webhooks', sql: migration006 },
  { version: 7, name: 'resume files', sql: migration007 },
  { version: 8, name: 'report indexes', sql: migration008 },
  { version: 9, name: 'resume generation', sql: migration009 },
  { version: 10, name: 'resume content hash', sql: migration010 },
  { version: 11, name: 'token scopes', sql: migration011 },
  { version: 12, name: 'demo items', sql: migration012 },
  { version: 13, name: 'resume list', sql: migration013 },
  { version: 14, name: 'verification queue', sql: migration014 },
  { version: 15, name: 'candidate links', sql: migration015 },
  { version: 16, name: 'resume count', sql: migration016 },
  { version: 17, name: 'raw skills', sql: migration017 },
  { version: 18, name: 'resume changes', sql: migration018 },
  { version: 19, name: 'report answers', sql: migration019 },
  { version: 20, name: 'resume index prefix', sql: migration020 },
  { version: 21, name: 'dropped indexes', sql: migration021 },
  { version: 22, name: 'raw skill spellings', sql: migration022 },
];
export const LATEST_SCHEMA_VERSION = migrations[migrations.length - 1].version;
