import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { BROWSER_SESSION_HEADER, ProblemError } from '../contract';
import type { OperationContext } from '../operations';
import type { DB } from '../store/db';
import type { BrowserSessions } from './ui/sessions';
import { usedLoginLinkPage } from './ui/sign-in-page';
import { contentTypeOf, resolveStaticFile } from './ui/static-files';

export { BrowserSessions } from './ui/sessions';

/**
 * Browser mode (`talent serve --ui`): the built renderer served from the same origin as /v1, and
 * the session a one-time login link opens. Same origin means connect-src 'self' holds and the
 * Host/Origin guards of /v1 protect the UI too.
 *
 * The session is a header, not a cookie: cookies ignore ports, so a cookie for 127.0.0.1:4319
 * would also be sent to every other server on 127.0.0.1 the browser visits, and any of them could
 * replay it here. The page keeps the session secret in localStorage, which is per origin (scheme,
 * host and port), and sends it as `X-Talent-Session` on its API calls. The login link
 * (`GET /login?code=…`) only checks the code and redirects to `/#login=<code>`; the page, from
 * its own origin, exchanges it with `POST /login?code=…` (the Origin check applies) for the secret.
 * A fragment never leaves the browser, and the page strips it before anything else runs.
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

export interface BrowserUi {
  /** The administrator's context when the request carries a valid session header. */
  sessionContext(c: Context, db: DB, now: () => number): OperationContext | undefined;
  /**
   * GET /login?code=…: redirects a good code to the page, which exchanges it; POST /login?code=…:
   * exchanges the code (once) for the session secret, as JSON.
   */
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
      const session = sessions.resolve(c.req.header(BROWSER_SESSION_HEADER));
      if (!session) return undefined;
      return { db, organizationId: session.organizationId, actor: { kind: 'admin', via: 'browser' }, now };
    },

    login(c, headers) {
      const code = c.req.query('code');
      if (c.req.method === 'POST') {
        const opened = sessions.exchange(code);
        if (!opened) throw new ProblemError(403, 'This login code is unknown, expired or already used.');
        return c.json({ session: opened.secret, expiresInSeconds: opened.maxAgeSeconds }, 200, headers);
      }
      if (!sessions.isOpenCode(code)) {
        // A page for people, in the app's look: what happened and how to get a fresh link. 403 stays.
        return c.body(usedLoginLinkPage(`${new URL(c.req.url).origin}/`), 403, {
          ...headers,
          ...HTML_HEADERS,
          'content-type': 'text/html; charset=utf-8',
        });
      }
      for (const [key, value] of Object.entries(headers)) c.header(key, value);
      return c.redirect(`/#login=${encodeURIComponent(code ?? '')}`, 303);
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
