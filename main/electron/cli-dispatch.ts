/**
 * The `talent` command inside the installed app. The app binary's RunAsNode fuse is off (see
 * electron-builder.yml), so it can no longer be run as plain Node with ELECTRON_RUN_AS_NODE; the
 * launchers in resources/bin start it with this flag instead, and the main entry (entry.ts) runs
 * the command line in place of the desktop app, before any window, lock or session exists.
 */
export const TALENT_CLI_FLAG = '--talent-cli';

/**
 * The command line after the flag, or undefined when the app was started as the desktop app. The
 * flag must come first among the arguments (after the binary, and the script path when run by
 * Node): a `--talent-cli` later in some other command line is an argument, not a mode switch.
 */
export function talentCliArgs(argv: readonly string[]): string[] | undefined {
  const at = argv.indexOf(TALENT_CLI_FLAG);
  if (at < 1 || at > 2) return undefined;
  // Packaged Electron: [binary, flag, ...]; Node or unpackaged Electron: [binary, script, flag, ...].
  if (at === 2 && argv[1].startsWith('-')) return undefined;
  return argv.slice(at + 1);
}
