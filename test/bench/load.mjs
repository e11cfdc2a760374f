// The load generator, run as its own process so it does not share an event loop with the server.
// Usage: node load.mjs URL TOKEN SECONDS CONNECTIONS [auto|wrk|autocannon]  → prints the result as JSON.
//
// On a 2-core machine the generator and the server share the cores, so the generator's own CPU
// caps what is measured: autocannon (Node) spends about as much CPU per request as the server
// does, wrk (C, the Debian package) a fraction of it. `auto` takes wrk when it is installed and
// falls back to autocannon; the result says which tool measured.
import { spawnSync } from 'node:child_process';

const [url, token, seconds, connections, wanted = 'auto'] = process.argv.slice(2);

function hasWrk() {
  return spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;
}

/** Milliseconds from one of wrk's latency figures ("850.00us", "1.23ms", "2.00s"). */
function wrkMs(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) return Number.NaN;
  const factor = { us: 1e-3, ms: 1, s: 1e3, m: 6e4 }[match[2]];
  return Number(match[1]) * factor;
}

function runWrk() {
  // One thread: wrk's event loop keeps 32 connections busy with well under a core.
  const run = spawnSync(
    'wrk',
    ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', `Authorization: Bearer ${token}`, url],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  const out = run.stdout;
  const total = Number(/(\d+) requests in/.exec(out)?.[1]);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    tool: 'wrk',
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    total,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    latencyMedianMs: wrkMs(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? ''),
  };
}

async function runAutocannon() {
  // Imported only here: loading it costs the wrk run CPU on the cores it measures.
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({
    url,
    headers: { authorization: `Bearer ${token}` },
    duration: Number(seconds),
    connections: Number(connections),
    pipelining: 1,
  });
  return {
    tool: 'autocannon',
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    latencyMedianMs: result.latency.p50,
  };
}

const useWrk = wanted === 'wrk' || (wanted === 'auto' && hasWrk());
process.stdout.write(JSON.stringify(useWrk ? runWrk() : await runAutocannon()));
