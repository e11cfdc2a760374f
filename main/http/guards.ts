/**
 * DNS-rebinding and cross-site defences for a loopback server: the Host must be a loopback name with
 * the server's port, and a browser's Origin, when sent, must be that same origin.
 */
const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isAllowedHost(host: string | undefined, port: number | undefined): boolean {
  if (!host) return false;
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host.toLowerCase());
  if (!match || !LOOPBACK_NAMES.has(match[1])) return false;
  if (port === undefined) return true;
  const given = match[2] === undefined ? 80 : Number(match[2]);
  return given === port;
}

export function isAllowedOrigin(origin: string | undefined, host: string): boolean {
  if (origin === undefined) return true; // not a browser, or a same-origin GET
  return origin.toLowerCase() === `http://${host.toLowerCase()}`;
}
