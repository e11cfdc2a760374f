import { DEFAULT_HOST, DEFAULT_PORT, startServer } from '../../http/server';
import { dataDirOf, type Io, openAdmin, parseOptions, positiveInt } from '../context';
import { UsageError } from '../usage-error';

export const serveHelp =
  'talent serve [--port N] [--host 127.0.0.1] [--no-rate-limit]   serve /v1 until SIGINT/SIGTERM (--port 0: a free port)';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * Serves the index over HTTP. The first stdout line is the base URL, so scripts can read it. On
 * SIGINT/SIGTERM it stops accepting, lets in-flight requests finish, then closes the index.
 */
export async function runServe(args: string[], io: Io, dataDirOption?: string): Promise<number> {
  const { values, positionals } = parseOptions(args, {
    port: { type: 'string' },
    host: { type: 'string' },
    'no-rate-limit': { type: 'boolean' },
  });
  if (positionals.length) throw new UsageError(`unexpected argument ${positionals[0]}`);
  const port = positiveInt('port', values.port, DEFAULT_PORT, 65_535);
  const host = values.host ?? DEFAULT_HOST;
  // The Host check only admits loopback names, so a non-loopback bind would serve nobody but attackers' rebinding.
  if (!LOOPBACK_HOSTS.has(host))
    throw new UsageError('--host must be a loopback address (127.0.0.1, localhost or ::1)');

  const { db } = openAdmin(dataDirOf(dataDirOption, io));
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({
      db,
      host,
      port,
      rateLimits: values['no-rate-limit'] ? false : undefined,
      logError: (error) => io.err(`error: ${(error as Error).stack ?? error}\n`),
    });
  } catch (error) {
    db.close();
    throw new UsageError((error as Error).message);
  }
  io.out(server.url);

  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await server.close();
  db.close();
  io.err('Stopped.\n');
  return 0;
}
