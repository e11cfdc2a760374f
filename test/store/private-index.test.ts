import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultDataDir } from '../../main/app';
import { openDatabase } from '../../main/store/db';
import { tempDir } from '../helpers';

const mode = (file: string) => fs.statSync(file).mode & 0o777;

/** Issue #13, item 9: the index holds people's resumes; its folder and files are the user's alone. */
describe.skipIf(process.platform === 'win32')('the index on disk', () => {
  it('is created private: folder 0700, database, WAL and shared-memory files 0600', () => {
    const file = path.join(tempDir(), 'nested', 'talent-index.sqlite');
    const db = openDatabase(file);
    try {
      db.exec('CREATE TABLE t (x INTEGER) STRICT; INSERT INTO t VALUES (1)');
      expect(mode(path.dirname(file))).toBe(0o700);
      for (const part of [file, `${file}-wal`, `${file}-shm`]) expect(mode(part)).toBe(0o600);
    } finally {
      db.close();
    }
  });

  it('tightens an index made under a loose umask when it is opened', () => {
    const dir = tempDir();
    const file = path.join(dir, 'talent-index.sqlite');
    openDatabase(file).close();
    fs.chmodSync(dir, 0o755);
    fs.chmodSync(file, 0o644);
    openDatabase(file).close();
    expect(mode(dir)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
  });
});

describe.skipIf(process.platform === 'win32' || process.platform === 'darwin')(
  'the default data folder',
  () => {
    const saved = process.env.XDG_CONFIG_HOME;
    afterEach(() => {
      if (saved === undefined) delete process.env.XDG_CONFIG_HOME;
      else process.env.XDG_CONFIG_HOME = saved;
    });

    it.each([
      ['empty', ''],
      ['relative', 'relative/config'],
    ])('falls back to ~/.config when XDG_CONFIG_HOME is %s', (_, value) => {
      process.env.XDG_CONFIG_HOME = value;
      expect(defaultDataDir()).toBe(path.join(os.homedir(), '.config', 'Talent Index'));
    });

    it('follows an absolute XDG_CONFIG_HOME', () => {
      process.env.XDG_CONFIG_HOME = '/srv/config';
      expect(defaultDataDir()).toBe(path.join('/srv/config', 'Talent Index'));
    });
  },
);
