import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { OperationContext } from '../operations';
import type { DB } from '../store/db';
import type { BrowserSessions } from './ui/sessions';
import { contentTypeOf, resolveStaticFile } from './ui/static-files';

export { BrowserSessions } from './ui/sessions';

/**
 * Browser mode (`talent serve --ui`): the built renderer served from the same origin as /v1, and
 * the cookie session a one-time login link opens. Same origin means connect-src 'self' holds and
 * the Host/Origin guards of /v1 protect the UI too.
 */
export interface UiOptions {
  /** The built renderer (out/renderer). */
  rootDir: string;
  /** Where login codes come from; serve prints one. Default: a private store (no way to log in). */
  sessions?: BrowserSessions;
}

/** No inline script, nothing from anywhere but this origin. Inline styles stay: charts and the virtual list position with them. */
export const UI_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const HTML_HEADERS = {
  'content-security-policy': UI_CSP,
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/** One cookie name per port: cookies ignore ports, and two local servers must not overwrite each other's session. */
function cookieName(c: Context): string {
  const host = c.req.header('host') ?? '';
  const port = /:(\d+)$/.exec(host)?.[1] ?? '80';
  return `talent_session_${port}`;
}

export interface BrowserUi {
  /** The administrator's context when the request carries a valid session cookie. */
  sessionContext(c: Context, db: DB, now: () => number): OperationContext | undefined;
  /** GET /login?code=…: exchanges the code for a session cookie and redirects to the app. */
  login(c: Context, headers: Record<string, string>): Response;
  /** Any other GET outside /v1: a built file, else index.html (the app routes in the URL fragment). */
  serve(c: Context, headers: Record<string, string>): Response;
}

export function createBrowserUi(options: UiOptions & { sessions: BrowserSessions }): BrowserUi {
  const { rootDir, sessions } = options;
  const indexFile = path.join(rootDir, 'index.html');

  const sendFile = (c: Context, file: string, headers: Record<string, string>): Response => {
    const isHtml = file.endsWith('.html');
    // Vite names built assets by content hash, so they never change under their name.
    const caching: Record<string, string> = file.includes(`${path.sep}assets${path.sep}`)
      ? { 'cache-control': 'public, max-age=31536000, immutable' }
      : {};
    const responseHeaders: Record<string, string> = {
      ...headers,
      ...caching,
      ...(isHtml ? HTML_HEADERS : undefined),
      'content-type': contentTypeOf(file),
    };
    return c.body(new Uint8Array(fs.readFileSync(file)), 200, responseHeaders);
  };

  return {
    sessionContext(c, db, now) {
      const session = sessions.resolve(getCookie(c, cookieName(c)));
      if (!session) return undefined;
      return { db, organizationId: session.organizationId, actor: { kind: 'admin', via: 'browser' }, now };
    },

    login(c, headers) {
      const opened = sessions.exchange(c.req.query('code'));
      if (!opened) {
        // Someone already logged in who reloads the used link simply gets the app.
        if (sessions.resolve(getCookie(c, cookieName(c)))) return c.redirect('/', 303);
        return c.body(
          'This login link is unknown, expired or already used. Restart `talent serve --ui` for a new one.\n',
          403,
          { ...headers, 'content-type': 'text/plain; charset=utf-8' },
        );
      }
      setCookie(c, cookieName(c), opened.secret, {
        httpOnly: true,
        sameSite: 'Strict',
        path: '/',
        maxAge: opened.maxAgeSeconds,
      });
      for (const [key, value] of Object.entries(headers)) c.header(key, value);
      return c.redirect('/', 303);
    },

    serve(c, headers) {
      const file = resolveStaticFile(rootDir, c.req.path) ?? indexFile;
      if (!fs.existsSync(file)) {
        return c.body('The UI is not built; run npm run build.\n', 404, {
          ...headers,
          'content-type': 'text/plain; charset=utf-8',
        });
      }
      return sendFile(c, file, headers);
    },
  };
}
