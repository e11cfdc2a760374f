// Before the app starts from a checkout (npm start, npm run dev): the two things npm install does
// not leave here. npm does not run electron's postinstall (allowScripts: electron=false), so
// machines without internet still install; fetch the Electron binary if it is missing. And the app
// needs better-sqlite3 built for Electron's Node, kept apart from the plain-Node build the tests
// use (scripts/electron-native.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureElectronBinding } from './electron-native.mjs';

const require = createRequire(import.meta.url);
const electronDir = path.dirname(require.resolve('electron/package.json'));
const pathFile = path.join(electronDir, 'path.txt');
const installed =
  existsSync(pathFile) && existsSync(path.join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim()));
if (!installed) {
  console.log('Downloading the Electron binary (first start only)…');
  execFileSync(process.execPath, [path.join(electronDir, 'install.js')], { stdio: 'inherit' });
}

try {
  ensureElectronBinding();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
