import fs from 'node:fs';
import path from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';

/** Where the electron package keeps its downloaded binary; absent when installed with ELECTRON_SKIP_BINARY_DOWNLOAD. */
function electronBinary(): string | undefined {
  const dir = path.resolve('node_modules/electron');
  const pathFile = path.join(dir, 'path.txt');
  if (!fs.existsSync(pathFile)) return undefined;
  const binary = path.join(dir, 'dist', fs.readFileSync(pathFile, 'utf8').trim());
  return fs.existsSync(binary) ? binary : undefined;
}

test('desktop smoke: the window opens on the first-run screen over IPC', async () => {
  const binary = electronBinary();
  test.skip(
    !binary,
    'The Electron binary is not installed here (ELECTRON_SKIP_BINARY_DOWNLOAD); run where `npm start` works.',
  );
  // The app loads better-sqlite3's Electron build, kept apart from the plain-Node one (README).
  const { ensureElectronBinding } = await import('../../scripts/electron-native.mjs');
  let bindingProblem: string | undefined;
  try {
    ensureElectronBinding();
  } catch (error) {
    bindingProblem = (error as Error).message;
  }
  test.skip(!!bindingProblem, `better-sqlite3 could not be built for Electron: ${bindingProblem}`);
  const userData = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'talent-electron-'));
  const app = await electron.launch({
    executablePath: binary,
    // The checkout as the app (package.json's main is out/main/index.js), as `npm start` runs it.
    args: [path.resolve('.'), `--user-data-dir=${userData}`, '--no-sandbox'],
  });
  try {
    const window = await app.firstWindow();
    await expect(window.getByRole('heading', { name: 'Welcome to Talent Index' })).toBeVisible();
    // Sandboxed, isolated, no Node: the page sees neither require nor process, only the bridge.
    const globals = await window.evaluate(() => ({
      require: typeof (globalThis as { require?: unknown }).require,
      process: typeof (globalThis as { process?: unknown }).process,
      bridge: typeof (globalThis as { talent?: unknown }).talent,
    }));
    expect(globals).toEqual({ require: 'undefined', process: 'undefined', bridge: 'object' });
  } finally {
    await app.close();
    fs.rmSync(userData, { recursive: true, force: true });
  }
});
