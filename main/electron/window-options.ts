import type { BrowserWindowConstructorOptions } from 'electron';

/**
 * The main window's options, as plain data so a unit test can assert them without Electron: an
 * isolated, sandboxed renderer without Node, whose only door to the service is the preload's
 * invoke(). Nothing here may be loosened to make a feature work; features go through the contract.
 */
export function mainWindowOptions(preloadPath: string, title: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    title,
    show: false,
    backgroundColor: '#151922',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      safeDialogs: true,
    },
  };
}

/** The renderer's CSP, also sent as a header: nothing but the app's own files, no inline script. */
export const DESKTOP_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Whether a URL is the app's own renderer: its file:// entry in a built app, or the dev server
 * electron-vite started. Everything else is remote content and never loads.
 */
export function isAppUrl(url: string, rendererDir: string, devServerUrl: string | undefined): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (devServerUrl) {
    const dev = new URL(devServerUrl);
    if (parsed.origin === dev.origin) return true;
  }
  if (parsed.protocol === 'devtools:') return true;
  if (parsed.protocol !== 'file:') return false;
  const dir = rendererDir.replace(/\\/g, '/').replace(/\/+$/, '');
  const path = decodeURIComponent(parsed.pathname).replace(/^\/([A-Za-z]:)/, '$1');
  return path.startsWith(`${dir}/`) || path.startsWith(`/${dir.replace(/^\//, '')}/`);
}
