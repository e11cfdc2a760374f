import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers';

/**
 * The installed app's layout, made by electron-builder itself (`--dir`, the unpacked app every
 * installer wraps) from this checkout's out/ and electron-builder.yml. No Electron binary can be
 * downloaded here, so a stand-in takes its place: a script that, like Electron with
 * ELECTRON_RUN_AS_NODE=1, runs a script under Node (and refuses to run otherwise). What is checked
 * is ours: that out/main runs from app.asar.unpacked with only the unpacked native addons beside
 * it, that the launcher finds the app through a symlink (as /usr/bin/talent from the deb), and
 * that the packaging rules ship what the command needs and leave out what it does not.
 */
const ROOT = path.resolve(__dirname, '../..');
const linuxOnly = process.platform === 'linux';

const NODE_ADDON = path.join(ROOT, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
const fileHash = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

let work = '';
let addonBefore = '';
let appDir = '';
let talentLink = '';

function talent(args: string[], dataDir: string) {
  const result = spawnSync(talentLink, args, {
    encoding: 'utf8',
    env: { ...process.env, TALENT_DATA_DIR: dataDir },
  });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  if (!linuxOnly) return;
  if (!fs.existsSync(path.join(ROOT, 'out/main/talent.js')))
    throw new Error('run `npm run build` first (npm test does).');
  // Not tempDir(): that one is emptied after each test, and the app serves every test of the file.
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-installed-'));
  const fakeElectron = path.join(work, 'electron-dist');
  fs.mkdirSync(fakeElectron);
  fs.writeFileSync(
    path.join(fakeElectron, 'electron'),
    '#!/bin/sh\n[ "$ELECTRON_RUN_AS_NODE" = 1 ] || { echo "stand-in: run as node only" >&2; exit 3; }\n' +
      `exec "${process.execPath}" "$@"\n`,
    { mode: 0o755 },
  );
  const output = path.join(work, 'dist');
  addonBefore = fileHash(NODE_ADDON);
  const build = spawnSync(
    path.join(ROOT, 'node_modules/.bin/electron-builder'),
    [
      '--config',
      'electron-builder.yml',
      '--dir',
      '--linux',
      `-c.electronDist=${fakeElectron}`,
      '-c.electronVersion=39.8.10',
      `-c.directories.output=${output}`,
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      // The stand-in for better-sqlite3's Electron build: the stand-in "Electron" is this Node.
      env: {
        ...process.env,
        TALENT_ELECTRON_BINDING: 'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
      },
    },
  );
  if (build.status !== 0) throw new Error(`electron-builder failed:\n${build.stdout}\n${build.stderr}`);
  appDir = path.join(output, 'linux-unpacked');
  talentLink = path.join(work, 'talent');
  fs.symlinkSync(path.join(appDir, 'resources/bin/talent'), talentLink);
}, 120_000);

afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!linuxOnly)('the installed app (electron-builder --dir layout)', () => {
  it('ships the launcher, the unpacked code and only the native addons outside the asar', () => {
    const unpacked = path.join(appDir, 'resources/app.asar.unpacked');
    expect(fs.existsSync(path.join(appDir, 'resources/bin/talent'))).toBe(true);
    expect(fs.existsSync(path.join(appDir, 'resources/bin/talent.cmd'))).toBe(true);
    expect(fs.existsSync(path.join(unpacked, 'out/main/talent.js'))).toBe(true);
    expect(fs.readdirSync(path.join(unpacked, 'node_modules')).sort()).toEqual(
      ['@napi-rs', 'better-sqlite3', 'bindings', 'file-uri-to-path'].sort(),
    );
    // Sources and build leftovers of the addon stay out; its binary is the one after-pack put in.
    expect(fs.existsSync(path.join(unpacked, 'node_modules/better-sqlite3/deps'))).toBe(false);
    expect(fs.existsSync(path.join(unpacked, 'node_modules/better-sqlite3/build/Release/obj'))).toBe(false);
    expect(
      fs.existsSync(path.join(unpacked, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node')),
    ).toBe(true);
  });

  it("leaves the checkout's plain-Node better-sqlite3 build as it was (no rebuild in place)", () => {
    expect(fileHash(NODE_ADDON)).toBe(addonBefore);
  });

  it('runs talent through a symlinked launcher: init, demo, import of a PDF', () => {
    const data = tempDir();
    expect(talent(['init', '--org', 'Acme'], data)).toMatchObject({ code: 0 });
    const demo = talent(['demo', '--resumes', '300', '--jobs', '10'], data);
    expect(demo.stderr).toBe('');
    expect(demo.stdout).toMatch(/Added 300 resumes and 10 jobs/);
    const pdf = path.join(ROOT, 'test/fixtures/parsing/corpus/16-maya-tremblay.pdf');
    const imported = talent(['import', 'resumes', pdf], data);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(/Imported 1 resumes from 1 file\(s\); 0 failed/);
  });

  it('serves /v1 and the browser UI from the installed layout', async () => {
    const data = tempDir();
    expect(talent(['init'], data).code).toBe(0);
    const server = spawn(talentLink, ['serve', '--port', '0', '--ui'], {
      env: { ...process.env, TALENT_DATA_DIR: data },
    });
    try {
      const lines = createInterface({ input: server.stdout })[Symbol.asyncIterator]();
      const base = (await lines.next()).value as string;
      const login = (await lines.next()).value as string;
      expect(login).toMatch(/\/login\?code=/);
      const openapi = await fetch(`${base}/v1/openapi.json`);
      expect(openapi.status).toBe(200);
      const page = await fetch(login, { redirect: 'manual' });
      expect([302, 303]).toContain(page.status);
      const index = await fetch(`${base}/`);
      expect(await index.text()).toContain('<div id="root">');
    } finally {
      server.kill('SIGTERM');
    }
  });
});
