import { migration001 } from './001_initial';

/**
 * Numbered migrations. A shipped migration is never edited: change the schema with a new entry.
 * Each runs in its own transaction that also sets PRAGMA user_version to its number.
 */
export const migrations: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  { version: 1, name: 'initial', sql: migration001 },
];
export const LATEST_SCHEMA_VERSION = migrations[migrations.length - 1].version;
