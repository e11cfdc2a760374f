// electron-builder afterPack hook: put better-sqlite3's Electron build into the packaged app.
// npmRebuild is off in electron-builder.yml because it rebuilds node_modules in place, which would
// leave the checkout's plain-Node tests with an addon they cannot load; the Electron build is made
// apart instead (scripts/electron-native.mjs) and copied over the unpacked addon here.
const fs = require('node:fs');
const path = require('node:path');
const { Arch } = require('electron-builder');

exports.default = async function afterPack(context) {
  if (context.electronPlatformName !== process.platform) {
    throw new Error(
      `Packaging for ${context.electronPlatformName} on ${process.platform}: build on the target OS (npm run dist builds for the current one).`,
    );
  }
  const { ensureElectronBinding } = await import('./electron-native.mjs');
  const binding = ensureElectronBinding({ arch: Arch[context.arch] });
  const resources =
    context.electronPlatformName === 'darwin'
      ? path.join(
          context.appOutDir,
          `${context.packager.appInfo.productFilename}.app`,
          'Contents',
          'Resources',
        )
      : path.join(context.appOutDir, 'resources');
  const target = path.join(
    resources,
    'app.asar.unpacked',
    'node_modules',
    'better-sqlite3',
    'build',
    'Release',
  );
  fs.mkdirSync(target, { recursive: true });
  fs.copyFileSync(binding, path.join(target, 'better_sqlite3.node'));
};
