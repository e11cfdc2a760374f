// Shared helpers of the benchmarks: run the built `talent` command, time things, summarize.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TALENT = path.join(ROOT, 'out/main/talent.js');

/** Runs `talent ...args` to completion; throws with its stderr when it fails. */
export function talent(dataDir, args, options = {}) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [TALENT, '--data-dir', dataDir, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0)
    throw new Error(`talent ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  return { stdout: result.stdout, stderr: result.stderr, seconds };
}

/** Starts `talent serve` on a free port; resolves with its base URL and a stop function. */
export function serve(dataDir, extraArgs = []) {
  const child = spawn(
    process.execPath,
    [TALENT, '--data-dir', dataDir, 'serve', '--port', '0', ...extraArgs],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const line = buffer.split('\n')[0];
      if (buffer.includes('\n')) {
        resolve({
          url: line.trim(),
          pid: child.pid,
          stop: () =>
            new Promise((done) => {
              child.once('exit', done);
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`talent serve exited early (${code})`)));
  });
}

/**
 * A process's parent and the CPU milliseconds (user + system, all its threads) it has used so far,
 * from /proc/PID/stat; undefined where there is no /proc or the process has ended.
 */
export function processStat(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks (USER_HZ 100).
    return { parent: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * (1000 / 100) };
  } catch {
    return undefined;
  }
}

/** CPU milliseconds a process (all its threads) has used so far, or undefined where /proc is not there. */
export const cpuMsOf = (pid) => processStat(pid)?.cpuMs;

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Sequential requests over one keep-alive connection; returns per-request milliseconds. */
export async function latencies(url, token, count, warmup = 50) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const target = new URL(url);
  const once = () =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      const req = http.get(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          agent,
          headers: { authorization: `Bearer ${token}` },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
            else resolve(Number(process.hrtime.bigint() - started) / 1e6);
          });
        },
      );
      req.on('error', reject);
    });
  for (let i = 0; i < warmup; i++) await once();
  const times = [];
  for (let i = 0; i < count; i++) times.push(await once());
  agent.destroy();
  return times;
}

export const fmt = (n, digits = 2) => Number(n).toFixed(digits);
