// npm does not run electron's postinstall here (allowScripts: electron=false), so machines without
// internet still install. Before the app starts, fetch the Electron binary if it is missing.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const electronDir = path.dirname(require.resolve('electron/package.json'));
const pathFile = path.join(electronDir, 'path.txt');
const installed =
  existsSync(pathFile) && existsSync(path.join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim()));
if (!installed) {
  console.log('Downloading the Electron binary (first start only)…');
  execFileSync(process.execPath, [path.join(electronDir, 'install.js')], { stdio: 'inherit' });
}
