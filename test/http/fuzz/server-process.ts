import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TALENT } from '../../cli/talent-process';

/**
 * `talent serve` as users run it, in a child process: its memory is measured on its own (not mixed
 * with the fuzzer's), uploads go through the real parser worker pool, and a crash is a crash.
 */
export interface ServeProcess {
  url: string;
  pid: number;
  dataDir: string;
  databaseFile: string;
  /** What the server wrote to stderr (it logs the stack of every 5xx there). */
  stderr(): string;
  stop(): Promise<void>;
}

/**
 * glibc's malloc with a fixed mmap threshold (its default, 128 KiB), as mallopt(3) reads it from the
 * environment. The installed `talent` runs inside Electron, whose malloc is Chromium's PartitionAlloc:
 * it maps large blocks directly and unmaps them on free. Under plain Node, glibc instead raises its
 * threshold to the size of each large block freed (up to 32 MiB): after the fuzzer's 1-2 MiB bodies
 * and files, such blocks come from the main arena, and the arena keeps what they fragment. Measured
 * on one 10,000-request run: the arena ([heap] in /proc/PID/smaps) grew from 25 to 54 MiB while
 * every V8 heap stayed flat; over 30,000 requests RSS levelled off instead of climbing. Five runs
 * with glibc's sliding threshold ended +46 to +108 MiB over the start (CI once +126); with the fixed
 * one, +22 and +27 alone and +70 inside a whole `vitest run`. So the memory bound measures what our
 * code keeps, not that heuristic.
 */
const FIXED_MMAP_THRESHOLD = { MALLOC_MMAP_THRESHOLD_: String(128 * 1024) };

export async function startServeProcess(dataDir: string): Promise<ServeProcess> {
  // Rate limits are off: the fuzzer sends ~100 requests a second from one address, and a wall of 429s
  // would test nothing behind them (test/http/rate-limit.test.ts covers the limits).
  const child: ChildProcess = spawn(
    process.execPath,
    [TALENT, '--data-dir', dataDir, 'serve', '--port', '0', '--no-rate-limit'],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...FIXED_MMAP_THRESHOLD } },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.split('\n')[0].trim());
    });
    child.once('exit', (code) => reject(new Error(`talent serve exited ${code}: ${stderr}`)));
  });
  return {
    url,
    pid: child.pid!,
    dataDir,
    databaseFile: path.join(dataDir, 'talent-index.sqlite'),
    stderr: () => stderr,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident set size of a process in bytes (Linux: VmRSS of /proc/PID/status). */
export function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb[1]) * 1024;
}

/** CPU seconds a process has used so far, user and system (Linux: /proc/PID/stat, in clock ticks). */
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after "pid (comm) ".
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
