import path from 'node:path';
import { app, BrowserWindow, type IpcMainInvokeEvent, session } from 'electron';
import { APP_NAME, adminContext, openIndex } from '../app';
import { WebhookWorker } from '../delivery/webhook-worker';
import type { OperationContext } from '../operations';
import { warmReports } from '../operations/reports/warm';
import { apiServerSettings } from '../operations/setup';
import type { DB } from '../store/db';
import { createDesktopServices } from './desktop-services';
import { registerIpc } from './ipc';
import { sqliteBindingFor } from './native-binding';
import { hardenContents, hardenSession } from './security';
import { isAppUrl, mainWindowOptions } from './window-options';

/**
 * The desktop shell: one instance, the index in the user-data folder, a sandboxed window, the IPC
 * bridge and the embedded /v1 server.
 */
app.setName(APP_NAME);
if (!app.requestSingleInstanceLock()) app.quit();

const RENDERER_URL = process.env.ELECTRON_RENDERER_URL;
const RENDERER_DIR = path.join(__dirname, '../renderer');

let db: DB | undefined;
let window: BrowserWindow | undefined;

/** The administrator's context; on an index without organization, one where only setup operations run. */
function context(): OperationContext | undefined {
  if (!db) return undefined;
  const services = desktop?.services;
  const admin = adminContext(db, 'desktop');
  if (admin) return { ...admin, services };
  return { db, organizationId: '', actor: { kind: 'admin', via: 'desktop' }, now: Date.now, services };
}

/** Only the main frame of our window, showing our own renderer, may invoke operations. */
function isTrustedSender(event: IpcMainInvokeEvent): boolean {
  const frame = event.senderFrame;
  return (
    !!window &&
    !!frame &&
    frame === window.webContents.mainFrame &&
    isAppUrl(frame.url, RENDERER_DIR, RENDERER_URL)
  );
}

/** The embedded server and the resume-file parser pool, shared by the window and the server. */
let desktop: ReturnType<typeof createDesktopServices> | undefined;
let webhooks: WebhookWorker | undefined;

function createWindow(): BrowserWindow {
  const win = new BrowserWindow(mainWindowOptions(path.join(__dirname, '../preload/index.cjs'), APP_NAME));
  hardenContents(win.webContents, RENDERER_DIR, RENDERER_URL);
  win.once('ready-to-show', () => win.show());
  if (RENDERER_URL) void win.loadURL(RENDERER_URL);
  else void win.loadFile(path.join(RENDERER_DIR, 'index.html'));
  return win;
}

app.on('second-instance', () => {
  if (window?.isMinimized()) window.restore();
  window?.focus();
});

app.on('web-contents-created', (_event, contents) => hardenContents(contents, RENDERER_DIR, RENDERER_URL));

app.whenReady().then(async () => {
  hardenSession(session.defaultSession, RENDERER_DIR, RENDERER_URL);
  const nativeBinding = sqliteBindingFor(app);
  const index = openIndex(app.getPath('userData'), { nativeBinding, serving: true });
  db = index;
  desktop = createDesktopServices(index, {
    parseWorkerFile: path.join(__dirname, 'parse-worker.js'),
    reportWorkerFile: path.join(__dirname, 'report-worker.js'),
    nativeBinding,
    logError: (error) => console.error(error),
  });
  // Delivers the webhook events of every process sharing this index (the CLI's too).
  webhooks = new WebhookWorker(index, { log: (line) => console.error(line) });
  webhooks.start();
  registerIpc(context, isTrustedSender);
  // The reports the window opens first, in the report worker while the window loads, as `talent
  // serve` does: the first dashboard is warm (answers kept in the index are not computed again).
  const warm = context();
  if (warm) void warmReports(warm);
  window = createWindow();
  const admin = adminContext(index, 'desktop');
  // Before setup there is no organization, hence no token: the server starts once there is one.
  if (admin) await desktop.apiServer.apply(apiServerSettings(admin));
});

app.on('window-all-closed', async () => {
  await desktop?.close();
  await webhooks?.stop();
  db?.close();
  app.quit();
});
