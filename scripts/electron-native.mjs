// better-sqlite3 for Electron, kept apart from the one plain Node uses.
//
// node_modules/better-sqlite3/build holds the addon built for this machine's Node: the tests, the
// benchmarks and the `talent` command load it. Electron embeds another Node with another ABI, so
// the app needs a second build of the same addon. Rebuilding node_modules in place (what
// electron-rebuild and electron-builder's npmRebuild do) would break every plain-Node run after a
// developer started the app, so the Electron build is made in a scratch copy of the package and
// kept at ELECTRON_BINDING, with a stamp naming the Electron version, platform and arch it is for:
//   - `npm start` / `npm run dev` (scripts/ensure-electron.mjs) make sure it exists, and the app,
//     when not packaged, opens the index with it (main/electron/native-binding.ts);
//   - `npm run dist` copies it into the packaged app (scripts/after-pack.cjs).
//
// It is made with better-sqlite3's own install chain: prebuild-install (a prebuilt Electron binary
// from the package's releases), else node-gyp against Electron's headers. Both need the internet
// once; the result is reused until Electron or better-sqlite3 changes.
//
//   node scripts/electron-native.mjs    build it if missing or stale, print its path

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));

/** Where the Electron build lives; main/electron/native-binding.ts reads the same path. */
export const ELECTRON_BINDING = path.join(root, 'node_modules', '.talent-electron', 'better_sqlite3.node');
const STAMP = `${ELECTRON_BINDING}.json`;

function wanted(arch = process.arch) {
  return {
    electron: require('electron/package.json').version,
    betterSqlite3: require('better-sqlite3/package.json').version,
    platform: process.platform,
    arch,
  };
}

function isCurrent(want) {
  if (!fs.existsSync(ELECTRON_BINDING) || !fs.existsSync(STAMP)) return false;
  const have = JSON.parse(fs.readFileSync(STAMP, 'utf8'));
  return Object.entries(want).every(([key, value]) => have[key] === value);
}

/** Where the output of a failed build goes: a newcomer gets one paragraph, not 30 lines of gyp. */
export const BUILD_LOG = path.join(os.tmpdir(), 'talent-electron-native.log');

function run(command, args, cwd) {
  const bin = path.join(
    root,
    'node_modules',
    '.bin',
    process.platform === 'win32' ? `${command}.cmd` : command,
  );
  try {
    execFileSync(bin, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
  } catch (error) {
    fs.appendFileSync(
      BUILD_LOG,
      `$ ${command} ${args.join(' ')}\n${error.stdout ?? ''}${error.stderr ?? ''}\n`,
    );
    throw new Error(`${command} failed (its output is in ${BUILD_LOG})`);
  }
}

/**
 * The Electron build of better-sqlite3 for this platform (or `arch`), made if missing or stale.
 * TALENT_ELECTRON_BINDING names one built elsewhere (a release machine's cache) to use as it is.
 */
export function ensureElectronBinding({ arch = process.arch } = {}) {
  if (process.env.TALENT_ELECTRON_BINDING) return path.resolve(process.env.TALENT_ELECTRON_BINDING);
  const want = wanted(arch);
  if (isCurrent(want)) return ELECTRON_BINDING;
  console.log(
    `Building better-sqlite3 ${want.betterSqlite3} for Electron ${want.electron} (${want.platform}-${arch})…`,
  );
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-electron-native-'));
  try {
    const source = path.dirname(require.resolve('better-sqlite3/package.json'));
    // The sources without the plain-Node build/ folder, which node-gyp would otherwise reuse.
    const isNodeBuild = (file) => path.relative(source, file).split(path.sep)[0] === 'build';
    fs.cpSync(source, scratch, { recursive: true, filter: (file) => !isNodeBuild(file) });
    const target = ['--runtime=electron', `--target=${want.electron}`, `--arch=${arch}`];
    try {
      run('prebuild-install', [...target], scratch);
    } catch {
      run(
        'node-gyp',
        ['rebuild', '--release', ...target, '--dist-url=https://electronjs.org/headers'],
        scratch,
      );
    }
    fs.mkdirSync(path.dirname(ELECTRON_BINDING), { recursive: true });
    fs.copyFileSync(path.join(scratch, 'build', 'Release', 'better_sqlite3.node'), ELECTRON_BINDING);
    fs.writeFileSync(STAMP, `${JSON.stringify(want, null, 2)}\n`);
  } catch (error) {
    throw new Error(
      `Could not build better-sqlite3 for Electron ${want.electron} (${error.message}). ` +
        'It needs the internet once (prebuilt binaries or Electron headers) and a C++ toolchain for node-gyp.',
    );
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return ELECTRON_BINDING;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(ensureElectronBinding());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
