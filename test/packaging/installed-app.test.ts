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
 * downloaded here, so a stand-in takes its place: a script that carries Electron's fuse wire (so
 * electron-builder flips the fuses in it as in the real binary) and behaves as Electron does with
 * those fuses: ELECTRON_RUN_AS_NODE=1 runs a script under Node only while the RunAsNode fuse is on;
 * otherwise the app's main entry runs with the arguments. What is checked is ours: the fuses the
 * packaging sets, that out/main runs from app.asar.unpacked with only the unpacked native addons
 * beside it, that the launcher reaches the command line through the app binary's --talent-cli
 * (main/electron/entry.ts) and finds the app through a symlink (as /usr/bin/talent from the deb),
 * and that the packaging rules ship what the command needs and leave out what it does not.
 */
const ROOT = path.resolve(__dirname, '../..');
const linuxOnly = process.platform === 'linux';

const NODE_ADDON = path.join(ROOT, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
const fileHash = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Electron's fuse sentinel, in two halves so this file's stand-in holds it exactly once. */
const SENTINEL_HALVES = ['dL7pKGdnNz796PbbjQ', 'WNKmHXBZaB9tsX'];
/** Fuse wire v1 as Electron ships it: index 0 RunAsNode ... 7 GrantFileProtocolExtraPrivileges. */
const FUSES = [
  'RunAsNode',
  'EnableCookieEncryption',
  'EnableNodeOptionsEnvironmentVariable',
  'EnableNodeCliInspectArguments',
  'EnableEmbeddedAsarIntegrityValidation',
  'OnlyLoadAppFromAsar',
  'LoadBrowserProcessSpecificV8Snapshot',
  'GrantFileProtocolExtraPrivileges',
] as const;
const ELECTRON_DEFAULT_WIRE = '10110001';

/** The fuses of a binary: name → on/off, read after the sentinel (version byte, length, states). */
function readFuses(binary: string): Record<string, boolean> {
  const bytes = fs.readFileSync(binary);
  const at = bytes.indexOf(SENTINEL_HALVES.join('')) + SENTINEL_HALVES.join('').length;
  expect(bytes[at], 'fuse wire version').toBe(1);
  const wire = bytes.subarray(at + 2, at + 2 + bytes[at + 1]).toString('latin1');
  return Object.fromEntries(FUSES.map((name, i) => [name, wire[i] === '1']));
}

let work = '';
let addonBefore = '';
let appDir = '';
let talentLink = '';
const fakeElectronDir = () => path.join(work, 'electron-dist');

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
  const fakeElectron = fakeElectronDir();
  fs.mkdirSync(fakeElectron);
  // Like Electron: run as Node only while the first wire byte (RunAsNode) is '1'; else the app's
  // main entry (package.json "main", unpacked in this layout) with the arguments.
  fs.writeFileSync(
    path.join(fakeElectron, 'electron'),
    Buffer.concat([
      Buffer.from('#!/bin/sh\n# fuse wire: '),
      Buffer.from(SENTINEL_HALVES.join('')),
      Buffer.from([1, ELECTRON_DEFAULT_WIRE.length]),
      Buffer.from(`${ELECTRON_DEFAULT_WIRE}\n`),
      Buffer.from(
        [
          `s1=${SENTINEL_HALVES[0]}; s2=${SENTINEL_HALVES[1]}`,
          'run_as_node=$(LC_ALL=C grep -a -o "$s1$s2..[01r]" "$0" | head -n 1 | tail -c 2 | head -c 1)',
          'if [ "$ELECTRON_RUN_AS_NODE" = 1 ] && [ "$run_as_node" = 1 ]; then',
          `  exec "${process.execPath}" "$@"`,
          'fi',
          `exec "${process.execPath}" "$(dirname "$0")/resources/app.asar.unpacked/out/main/index.js" "$@"`,
          '',
        ].join('\n'),
      ),
    ]),
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

  it('sets the fuses in the app binary: no Node mode, no NODE_OPTIONS or inspector, encrypted cookies, asar only', () => {
    expect(readFuses(path.join(fakeElectronDir(), 'electron'))).toMatchObject({ RunAsNode: true });
    expect(readFuses(path.join(appDir, 'talent-index'))).toEqual({
      RunAsNode: false,
      EnableCookieEncryption: true,
      EnableNodeOptionsEnvironmentVariable: false,
      EnableNodeCliInspectArguments: false,
      EnableEmbeddedAsarIntegrityValidation: true,
      OnlyLoadAppFromAsar: true,
      LoadBrowserProcessSpecificV8Snapshot: false,
      GrantFileProtocolExtraPrivileges: true,
    });
  });

  it('does not run a script as Node through the app binary, and the launchers do not ask it to', () => {
    const marker = path.join(work, 'ran-as-node');
    const script = path.join(work, 'script.cjs');
    fs.writeFileSync(script, `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran');`);
    const run = spawnSync(path.join(appDir, 'talent-index'), [script], {
      encoding: 'utf8',
      env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' },
    });
    expect(run.status).not.toBe(0);
    expect(fs.existsSync(marker)).toBe(false);
    for (const launcher of ['talent', 'talent.cmd']) {
      const text = fs.readFileSync(path.join(appDir, 'resources/bin', launcher), 'utf8');
      const commands = text.split(/\r?\n/).filter((line) => !/^\s*(#|rem\b)/i.test(line));
      expect(commands.join('\n'), launcher).not.toContain('ELECTRON_RUN_AS_NODE');
      expect(commands.join('\n'), launcher).toContain('--talent-cli');
    }
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
    // Three processes and a 300-resume demo: about 25 s alone, more on a shared machine.
  }, 120_000);

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
