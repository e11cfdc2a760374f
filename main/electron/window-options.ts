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
 * The path a file:// URL names, or undefined when it is not a plain local path: a host (on Windows
 * `file://server/share` is a network path), or an encoded separator or dot segment, which the URL
 * parser leaves alone but a decoding step would turn into `../` (`renderer/..%2F..%2Fetc`).
 */
function localFilePath(url: URL): string | undefined {
  if (url.host !== '' || url.username !== '' || url.password !== '') return undefined;
  if (/%(?:2f|5c|00)/i.test(url.pathname)) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
  // file:///C:/x is C:/x on Windows.
  return withLowerDrive(path.replace(/^\/([A-Za-z]:)/, '$1'));
}

/** Windows drive letters come in either case (C:\ from Node, c: from some shells). */
const withLowerDrive = (path: string) => path.replace(/^[A-Z]:/, (drive) => drive.toLowerCase());

/**
 * Whether a URL is the app's own renderer: its file:// entry in a built app, or the dev server
 * electron-vite started. Everything else is remote content and never loads. Both sides are parsed
 * URLs, compared part by part (scheme, host, port, path segments), never string prefixes of a
 * decoded URL.
 */
export function isAppUrl(url: string, rendererDir: string, devServerUrl: string | undefined): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username !== '' || parsed.password !== '') return false;
  if (devServerUrl) {
    const dev = new URL(devServerUrl);
    if (parsed.protocol === dev.protocol && parsed.host === dev.host) return true;
  }
  if (parsed.protocol === 'devtools:') return parsed.host === 'devtools';
  if (parsed.protocol !== 'file:') return false;
  const path = localFilePath(parsed);
  if (path === undefined) return false;
  const dir = withLowerDrive(rendererDir.replace(/\\/g, '/').replace(/\/+$/, ''));
  return path.startsWith(`${dir}/`);
}
