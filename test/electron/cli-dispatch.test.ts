import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// biome-ignore lint/style/noRestrictedImports: cli-dispatch.ts imports no electron; it is the entry's argument rule
import { TALENT_CLI_FLAG, talentCliArgs } from '../../main/electron/cli-dispatch';
import { tempDir } from '../helpers';

describe('the app binary as the talent command (--talent-cli)', () => {
  it('takes the command line after the flag when the flag comes first', () => {
    // Packaged app: [binary, flag, ...]
    expect(talentCliArgs(['/opt/Talent Index/talent-index', TALENT_CLI_FLAG, 'token', 'list'])).toEqual([
      'token',
      'list',
    ]);
    // Node or unpackaged Electron: [binary, script or app folder, flag, ...]
    expect(talentCliArgs(['node', 'out/main/index.js', TALENT_CLI_FLAG, '--data-dir', 'x', 'init'])).toEqual([
      '--data-dir',
      'x',
      'init',
    ]);
    expect(talentCliArgs(['electron', '.', TALENT_CLI_FLAG])).toEqual([]);
  });

  it('is the desktop app otherwise, even when the flag appears later as an argument', () => {
    expect(talentCliArgs(['/opt/Talent Index/talent-index'])).toBeUndefined();
    expect(talentCliArgs(['/opt/Talent Index/talent-index', '--no-sandbox'])).toBeUndefined();
    expect(talentCliArgs(['talent-index', '--enable-logging', TALENT_CLI_FLAG])).toBeUndefined();
    expect(talentCliArgs(['node', 'index.js', 'import', TALENT_CLI_FLAG])).toBeUndefined();
    expect(talentCliArgs([TALENT_CLI_FLAG, 'init'])).toBeUndefined();
  });

  const entry = path.resolve(__dirname, '../../out/main/index.js');
  it.skipIf(!fs.existsSync(entry))(
    'runs the command line from the built entry without loading Electron',
    () => {
      const data = tempDir();
      const run = (args: string[]) =>
        spawnSync(process.execPath, [entry, TALENT_CLI_FLAG, '--data-dir', data, ...args], {
          encoding: 'utf8',
        });
      const init = run(['init', '--org', 'Acme']);
      expect(init.stderr).toBe('');
      expect(init.status).toBe(0);
      expect(init.stdout).toMatch(/Created organization Acme/);
      const wrong = run(['no-such-command']);
      expect(wrong.status).toBe(2);
      expect(wrong.stderr).toMatch(/unknown command no-such-command/);
    },
  );
});
