import { type Session, shell, type WebContents } from 'electron';
import { DESKTOP_CSP, isAppUrl } from './window-options';

/**
 * Session-wide rules: every permission request is denied (the app needs none), every request that
 * is not the app's own files is cancelled (no remote content, ever), and responses carry the CSP.
 */
export function hardenSession(session: Session, rendererDir: string, devServerUrl: string | undefined): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.webRequest.onBeforeRequest((details, callback) => {
    callback({
      cancel: !isAppUrl(details.url, rendererDir, devServerUrl) && !details.url.startsWith('data:'),
    });
  });
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [DESKTOP_CSP] },
    });
  });
}

/** Per window: no navigation away, no new windows, no <webview>. External http(s) links open in the browser. */
export function hardenContents(
  contents: WebContents,
  rendererDir: string,
  devServerUrl: string | undefined,
): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url, rendererDir, devServerUrl)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url, rendererDir, devServerUrl)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (/^https?:\/\//.test(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
}
