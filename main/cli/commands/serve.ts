import fs from 'node:fs';
import path from 'node:path';
import { openIndex } from '../../app';
import { WebhookWorker } from '../../delivery/webhook-worker';
import { DEFAULT_HOST, DEFAULT_PORT, startServer } from '../../http/server';
import { BrowserSessions } from '../../http/ui';
import { reportWorker } from '../../operations/reports/report-runner';
import { warmReports } from '../../operations/reports/warm';
import type { DB } from '../../store/db';
import { firstOrganization } from '../../store/organizations';
import { parsePool } from '../../workers/parse-task';
import { dataDirOf, type Io, openAdmin, parseOptions, positiveInt } from '../context';
import { UsageError } from '../usage-error';

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
    ui: { type: 'boolean' },
  });
  if (positionals.length) throw new UsageError(`unexpected argument ${positionals[0]}`);
  const port = positiveInt('port', values.port, DEFAULT_PORT, 65_535);
  const host = values.host ?? DEFAULT_HOST;
  // The Host check only admits loopback names, so a non-loopback bind would serve nobody but attackers' rebinding.
  if (!LOOPBACK_HOSTS.has(host))
    throw new UsageError('--host must be a loopback address (127.0.0.1, localhost or ::1)');

  const dataDir = dataDirOf(dataDirOption, io);
  const uiRoot = values.ui ? builtRendererDir(io) : undefined;
  // The browser UI sets up an empty index itself (first run), so only the API alone needs an organization.
  // A serving connection: another process's write lock is answered 503, never waited out on the event loop.
  const db: DB = uiRoot
    ? openIndex(dataDir, { serving: true })
    : (await openAdmin(dataDir, { serving: true })).db;
  const now = Date.now;
  const sessions = uiRoot ? new BrowserSessions(() => firstOrganization(db)?.id ?? '', now) : undefined;
  // Uploaded resume files are parsed in worker threads with a time limit, off the serving thread.
  const workerDir = io.prepareWorker ? path.dirname(io.prepareWorker) : undefined;
  const parser = parsePool(workerDir ? path.join(workerDir, 'parse-worker.js') : undefined);
  // Reports are computed in a worker thread on its own connection, so a cold one blocks no request.
  const reports = reportWorker(workerDir ? path.join(workerDir, 'report-worker.js') : undefined);
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({
      db,
      host,
      port,
      rateLimits: values['no-rate-limit'] ? false : undefined,
      now,
      ui: uiRoot && sessions ? { rootDir: uiRoot, sessions } : undefined,
      services: { parseResumeFile: parser.parse, computeReport: reports.compute },
      logError: (error) => io.err(`error: ${(error as Error).stack ?? error}\n`),
    });
  } catch (error) {
    await Promise.all([parser.close(), reports.close()]);
    db.close();
    throw new UsageError((error as Error).message);
  }
  // stdout stays two bare lines for scripts; the labels for people go to stderr, ahead of them.
  io.err(
    sessions
      ? 'talent serve: the API (/v1) and the app at the first URL; to sign in, open the second (a one-time login link, valid 10 minutes) in a browser.\n'
      : 'talent serve: the API (/v1) at this URL; GET /v1/openapi.json describes it.\n',
  );
  io.out(server.url);
  if (sessions) io.out(`${server.url}/login?code=${sessions.issueLoginCode()}`);
  // The reports the app opens first, computed now in the report worker: the first dashboard is warm.
  const organization = firstOrganization(db);
  if (organization) {
    void warmReports({
      db,
      organizationId: organization.id,
      actor: { kind: 'admin', via: 'cli' },
      now,
      services: { computeReport: reports.compute },
    });
  }
  // Delivers the webhook events of every process sharing this index.
  const timeout = Number(io.env.TALENT_WEBHOOK_TIMEOUT_MS);
  const webhooks = new WebhookWorker(db, {
    timeoutMs: timeout > 0 ? timeout : undefined,
    log: (line) => io.err(`${line}\n`),
  });
  webhooks.start();

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
  await webhooks.stop();
  await Promise.all([parser.close(), reports.close()]);
  db.close();
  io.err('Stopped.\n');
  return 0;
}

/** out/renderer next to the built command (out/main), or under the working folder when run from source. */
function builtRendererDir(io: Io): string {
  const candidates = [
    io.env.TALENT_UI_DIR,
    io.prepareWorker ? path.join(path.dirname(io.prepareWorker), '..', 'renderer') : undefined,
    path.resolve('out', 'renderer'),
  ].filter((dir): dir is string => !!dir);
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html')));
  if (!found) throw new UsageError('--ui needs the built app (out/renderer); run npm run build first');
  return found;
}
