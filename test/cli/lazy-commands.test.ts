import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { FACTS_VERSION } from '../../main/domain/facts-version';
import { tempDir } from '../helpers';
import { requireBuiltCli, talent } from './talent-process';

// The talent entry loads a command's module only when the command runs (main/cli/talent.ts): the
// help, unknown commands and the errors of a lazily loaded command must read as before.
requireBuiltCli();

describe('talent: commands loaded when they run', () => {
  it('--help lists every command without running one', () => {
    const help = talent(tempDir(), ['--help']);
    expect(help.code).toBe(0);
    for (const usage of [
      'talent init',
      'talent token create',
      'talent webhook allow',
      'talent import resumes|jobs',
      'talent demo',
      'talent serve',
    ])
      expect(help.stdout).toContain(usage);
    expect(talent(tempDir(), []).code).toBe(2);
  });

  it('an unknown command, even a name every object has, is a usage error', () => {
    for (const name of ['nope', 'constructor', 'toString', '__proto__']) {
      const run = talent(tempDir(), [name]);
      expect(run.code, name).toBe(2);
      expect(run.stderr).toBe(`talent: unknown command ${name}; see talent --help\n`);
    }
  });

  it("a loaded command's store error is still one line and status 1", () => {
    const dir = tempDir();
    expect(talent(dir, ['init']).code).toBe(0);
    const db = new Database(path.join(dir, 'talent-index.sqlite'));
    db.pragma('user_version = 9999');
    db.close();
    const run = talent(dir, ['token', 'list']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^talent: This index was written by a newer version of Talent Index.*\n$/);
  });

  it('a command that opens the index still derives again rows an older version derived (loading that code only then)', () => {
    const dir = tempDir();
    expect(talent(dir, ['init']).code).toBe(0);
    const sample = path.resolve(__dirname, '../fixtures/jsonresume/sample.resume.json');
    expect(talent(dir, ['import', 'resumes', sample]).code).toBe(0);
    const file = path.join(dir, 'talent-index.sqlite');
    const facts = () => {
      const db = new Database(file, { readonly: true });
      const row = db.prepare('SELECT facts_version, skills, content_hash FROM resumes').get();
      db.close();
      return row as { facts_version: number; skills: string | null; content_hash: string | null };
    };
    const derived = facts();
    expect(derived.facts_version).toBe(FACTS_VERSION);
    expect(derived.skills).toBeTruthy();
    const db = new Database(file);
    db.exec('UPDATE resumes SET facts_version = 0, skills = NULL, content_hash = NULL');
    db.close();

    expect(talent(dir, ['token', 'list']).code).toBe(0);
    expect(facts()).toEqual(derived);
  });
});
