import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Io } from './context';
import { demoHelp, importHelp, initHelp, serveHelp, tokenHelp, webhookHelp } from './help';
import { CliError, UsageError } from './usage-error';

type Command = (args: string[], io: Io, dataDir: string | undefined) => number | Promise<number>;

/**
 * Each command's module is loaded when the command runs, not before: together they load the
 * contract, the store, the taxonomy, the resume parser and the HTTP server, about a second of CPU
 * that `talent --help` or `talent token list` never needs (a chunk per command in out/main).
 */
const COMMANDS: Record<string, () => Promise<Command>> = {
  init: async () => (await import('./commands/init')).runInit,
  token: async () => (await import('./commands/token')).runToken,
  webhook: async () => (await import('./commands/webhook')).runWebhook,
  import: async () => (await import('./commands/import')).runImport,
  demo: async () => (await import('./commands/demo')).runDemo,
  serve: async () => (await import('./commands/serve')).runServe,
};

const HELP = `talent — the Talent Index command line

Usage: talent [--data-dir DIR] <command> ...
  The index is DIR, else $TALENT_DATA_DIR, else the desktop app's data folder.

${initHelp}
${tokenHelp}
${webhookHelp}
${importHelp}
${demoHelp}
${serveHelp}
`;

/** Runs one command line; returns the exit status. User mistakes are one line on stderr, never a stack. */
export async function main(argv: string[], io: Io): Promise<number> {
  let args = argv;
  let dataDir: string | undefined;
  const dirIndex = args.findIndex((a) => a === '--data-dir' || a.startsWith('--data-dir='));
  if (dirIndex >= 0) {
    const arg = args[dirIndex];
    dataDir = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[dirIndex + 1];
    if (!dataDir) {
      io.err('talent: --data-dir needs a folder\n');
      return 2;
    }
    args = [...args.slice(0, dirIndex), ...args.slice(dirIndex + (arg.includes('=') ? 1 : 2))];
  }
  const [command, ...rest] = args;
  try {
    if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
      io.out(HELP);
      return command === undefined ? 2 : 0;
    }
    const load = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
    if (!load) throw new UsageError(`unknown command ${command}; see talent --help`);
    return await (await load())(rest, io, dataDir);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`talent: ${error.message}\n`);
      return 2;
    }
    if (error instanceof CliError) {
      io.err(`talent: ${error.message}\n`);
      return 1;
    }
    // Only a command that ran throws these, so their modules are loaded already.
    const [{ ProblemError }, { StoreError }] = await Promise.all([
      import('../contract'),
      import('../store/db'),
    ]);
    if (error instanceof StoreError) {
      io.err(`talent: ${error.message}\n`);
      return 1;
    }
    if (error instanceof ProblemError) {
      const detail = error.errors?.map((e) => `${e.pointer || e.parameter}: ${e.detail}`).join('; ');
      io.err(`talent: ${error.message}${detail ? ` (${detail})` : ''}\n`);
      return 1;
    }
    io.err(`talent: unexpected error: ${(error as Error).stack ?? error}\n`);
    return 70;
  }
}

/** Runs a command line with this process's streams and environment; resolves to the exit status. */
export function runTalent(argv: string[]): Promise<number> {
  return main(argv, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (text) => process.stderr.write(text),
    isTTY: process.stderr.isTTY ?? false,
    env: process.env,
    prepareWorker: path.join(path.dirname(fileURLToPath(import.meta.url)), 'prepare-worker.js'),
  });
}

// Run when executed as the entry point (out/main/talent.js), not when imported by tests or by the
// app binary's entry (main/electron/entry.ts, for the installed `talent` launcher).
if (process.argv[1] && /talent\.(js|cjs|mjs)$/.test(process.argv[1])) {
  runTalent(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
