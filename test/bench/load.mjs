// The load generator, run as its own process so it does not share an event loop with the server.
// Usage: node load.mjs URL TOKEN SECONDS CONNECTIONS  → prints autocannon's result as JSON.
import autocannon from 'autocannon';

const [url, token, seconds, connections] = process.argv.slice(2);
const result = await autocannon({
  url,
  headers: { authorization: `Bearer ${token}` },
  duration: Number(seconds),
  connections: Number(connections),
  pipelining: 1,
});
process.stdout.write(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    latencyMedianMs: result.latency.p50,
  }),
);
