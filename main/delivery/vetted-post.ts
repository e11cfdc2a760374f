import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

/** The code of the error a vetted lookup fails with when the name resolves to a refused address. */
export const REFUSED_ADDRESS = 'ETALENT_REFUSED_ADDRESS';

/**
 * A lookup for one connection that resolves the name once, judges the addresses, and hands the
 * socket exactly the addresses it judged. Checking first and letting the HTTP client resolve again
 * leaves a DNS-rebinding window: a name that answers a public address to the check and 127.0.0.1
 * to the connect would reach the local network. `refusal` says why addresses may not be used.
 */
export function vettedLookup(
  resolve: (host: string) => Promise<string[]>,
  refusal: (addresses: string[]) => string | undefined,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (resolved) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const addresses = resolved.filter((address) => family === 0 || isIP(address) === family);
        const why = refusal(addresses);
        if (why !== undefined || addresses.length === 0) {
          const error: NodeJS.ErrnoException = new Error(why ?? `${hostname} has no usable address`);
          error.code = why !== undefined ? REFUSED_ADDRESS : 'ENOTFOUND';
          callback(error, '', 0);
          return;
        }
        // Node asks for every address when it may try several (autoSelectFamily), else for one.
        if (options.all) {
          callback(
            null,
            addresses.map((address) => ({ address, family: isIP(address) })),
          );
        } else {
          callback(null, addresses[0], isIP(addresses[0]));
        }
      },
      (error: NodeJS.ErrnoException) => {
        error.code ??= 'ENOTFOUND';
        callback(error, '', 0);
      },
    );
  };
}

export interface VettedPostOptions {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Used for host names; IP literals connect as written (they were judged as written). */
  lookup: LookupFunction;
}

/**
 * POSTs a body and resolves with the answer's status and headers once they arrive (the body is
 * discarded). Node's http(s).request rather than fetch: it takes the lookup for its connection,
 * while the Host header and the TLS server name (SNI, certificate check) stay the URL's host.
 * Redirects are not followed.
 */
export function vettedPost(
  url: URL,
  options: VettedPostOptions,
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) },
        lookup: options.lookup,
        agent: false,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, headers: response.headers });
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
