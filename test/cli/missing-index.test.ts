import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers';
import { requireBuiltCli, TALENT, talent } from './talent-process';

requireBuiltCli();

/** Issue #13, item 9: commands that only use an index never create one where there is none. */
describe('commands on a folder without an index', () => {
  it.each([[['token', 'list']], [['token', 'create']], [['import', 'resumes', 'nothing.json']]])(
    'talent %s says to run talent init and creates nothing',
    (args) => {
      const dir = path.join(tempDir(), 'missing');
      const result = talent(dir, args);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(/run `talent init` first/);
      expect(fs.existsSync(dir)).toBe(false);
    },
  );

  it('treats an empty TALENT_DATA_DIR as unset instead of using the working folder', () => {
    const home = tempDir();
    const work = tempDir();
    const result = spawnSync(process.execPath, [TALENT, 'init'], {
      encoding: 'utf8',
      cwd: work,
      env: { ...process.env, TALENT_DATA_DIR: '', XDG_CONFIG_HOME: '', HOME: home },
    });
    expect(result.status).toBe(0);
    expect(fs.readdirSync(work)).toEqual([]);
    expect(fs.existsSync(path.join(home, '.config', 'Talent Index', 'talent-index.sqlite'))).toBe(true);
  });
});
