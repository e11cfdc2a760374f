import fs from 'node:fs';
import path from 'node:path';

/**
 * The better-sqlite3 addon the app loads. A packaged app ships its own, built for Electron
 * (scripts/after-pack.cjs), so it needs nothing. From a checkout, node_modules/better-sqlite3 holds
 * the plain-Node build the tests use; the Electron build sits apart, where
 * scripts/electron-native.mjs (run by `npm start`) put it.
 */
export function sqliteBindingFor(app: { isPackaged: boolean; getAppPath(): string }): string | undefined {
  if (app.isPackaged) return undefined;
  const binding = path.join(app.getAppPath(), 'node_modules', '.talent-electron', 'better_sqlite3.node');
  if (!fs.existsSync(binding)) {
    throw new Error(
      `better-sqlite3 is not built for Electron yet (${binding}); run \`npm start\`, which builds it.`,
    );
  }
  return binding;
}
