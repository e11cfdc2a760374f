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
/** What a newcomer can do without the desktop binary: the same app, served to a browser. */
const WITHOUT_ELECTRON =
  'Without it, run the same app in your browser: `npm run serve:ui` (it prints a login link), or the ' +
  'API alone with `npm run serve`. Both need no Electron binary.';

function giveUp(what) {
  console.error(`\nTalent Index cannot start the desktop window: ${what} ${WITHOUT_ELECTRON}`);
  process.exit(1);
}

if (!installed) {
  console.log('Downloading the Electron binary (first start only)…');
  try {
    execFileSync(process.execPath, [path.join(electronDir, 'install.js')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    const reason = String(error.stderr ?? error.message)
      .trim()
      .split('\n')
      .find((line) => /error/i.test(line));
    giveUp(
      `the Electron binary is missing from node_modules/electron and could not be downloaded` +
        `${reason ? ` (${reason.trim().slice(0, 160)})` : ''}. It is fetched once, from the internet.`,
    );
  }
}

try {
  ensureElectronBinding();
} catch (error) {
  giveUp(error.message);
}
