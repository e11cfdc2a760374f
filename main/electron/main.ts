import path from 'node:path';
import { app, BrowserWindow, session } from 'electron';
import { APP_NAME, adminContext, openIndex } from '../app';
import { DEFAULT_PORT, startServer } from '../http/server';
import type { DB } from '../store/db';
import { registerIpc } from './ipc';

/**
 * The desktop shell: one instance, the index in the user-data folder, a sandboxed window, the IPC
 * bridge and the embedded /v1 server.
 */
app.setName(APP_NAME);
if (!app.requestSingleInstanceLock()) app.quit();

let db: DB | undefined;
let window: BrowserWindow | undefined;

const RENDERER_URL = process.env.ELECTRON_RENDERER_URL;

function createWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 820,
    title: APP_NAME,
    webPreferences: {
      preload: path.join(__dirname, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  win.webContents.on('will-navigate', (event) => event.preventDefault());
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  if (RENDERER_URL) void win.loadURL(RENDERER_URL);
  else void win.loadFile(path.join(__dirname, '../renderer/index.html'));
  return win;
}

app.on('second-instance', () => {
  if (window?.isMinimized()) window.restore();
  window?.focus();
});

app.whenReady().then(async () => {
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  db = openIndex(app.getPath('userData'));
  registerIpc(
    () => (db ? adminContext(db, 'desktop') : undefined),
    (event) => !!window && event.senderFrame === window.webContents.mainFrame,
  );
  window = createWindow();
  try {
    await startServer({ db, port: DEFAULT_PORT });
  } catch (error) {
    // A busy port must not stop the app; the Settings screen reports it.
    console.error((error as Error).message);
  }
});

app.on('window-all-closed', () => {
  db?.close();
  app.quit();
});
