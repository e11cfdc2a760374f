import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ProblemError } from '../contract';
import { StoreError } from '../store/db';
import { demoHelp, runDemo } from './commands/demo';
import { importHelp, runImport } from './commands/import';
import { initHelp, runInit } from './commands/init';
import { runServe, serveHelp } from './commands/serve';
import { runToken, tokenHelp } from './commands/token';
import { runWebhook, webhookHelp } from './commands/webhook';
import type { Io } from './context';
import { CliError, UsageError } from './usage-error';

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
    switch (command) {
      case 'init':
        return runInit(rest, io, dataDir);
      case 'token':
        return await runToken(rest, io, dataDir);
      case 'webhook':
        return await runWebhook(rest, io, dataDir);
      case 'import':
        return await runImport(rest, io, dataDir);
      case 'demo':
        return runDemo(rest, io, dataDir);
      case 'serve':
        return await runServe(rest, io, dataDir);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        io.out(HELP);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command ${command}; see talent --help`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`talent: ${error.message}\n`);
      return 2;
    }
    if (error instanceof CliError || error instanceof StoreError) {
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
