import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll } from 'vitest';

/** The CLI as users run it: the built out/main/talent.js under plain Node (npm test builds first). */
export const TALENT = path.resolve(__dirname, '../../out/main/talent.js');

/** Runs `talent --data-dir DIR ...args` to completion. */
export function talent(dataDir: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [TALENT, '--data-dir', dataDir, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Fails the file at once, with the fix, when the CLI has not been built. */
export function requireBuiltCli() {
  beforeAll(() => {
    if (!fs.existsSync(TALENT))
      throw new Error('out/main/talent.js is missing: run `npm run build` first (npm test does).');
  });
}
