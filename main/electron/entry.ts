import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { talentCliArgs } from './cli-dispatch';

/**
 * The app binary's main entry (package.json "main" → out/main/index.js). Started by the `talent`
 * launcher with --talent-cli, it runs that command line and exits, without loading the desktop
 * shell (no window, no single-instance lock: the CLI may run beside the open app); otherwise it
 * is the desktop app. The CLI branch needs nothing from Electron, so it also runs under Node.
 *
 * Both are separate build entries beside this file (out/main/talent.js, out/main/desktop.js),
 * loaded by path at run time: bundled in here, the desktop shell would land in a chunk folder and
 * its paths to the renderer and preload (relative to its own file) would be wrong.
 */
const beside = (file: string) => new URL(file, import.meta.url);

/**
 * In the installed app, the unpacked copy of a file (out/** is unpacked, see electron-builder.yml):
 * the command and the import workers it starts then run from real files, as they did when the
 * launcher ran them under Node, rather than through the asar archive.
 */
function unpacked(url: URL): URL {
  const file = fileURLToPath(url);
  const real = file.replace(/([\\/])app\.asar([\\/])/, '$1app.asar.unpacked$2');
  return real !== file && fs.existsSync(real) ? pathToFileURL(real) : url;
}

const cliArgs = talentCliArgs(process.argv);
if (cliArgs) {
  void import(unpacked(beside('./talent.js')).href).then(
    async ({ runTalent }: { runTalent: (argv: string[]) => Promise<number> }) => {
      process.exit(await runTalent(cliArgs));
    },
  );
} else {
  void import(beside('./desktop.js').href);
}
