/** The documented default port of the embedded /v1 server (desktop app and `talent serve`). */
export const DEFAULT_API_PORT = 4319;

/**
 * The header that carries a browser-mode session (`talent serve --ui`): a header, not a cookie,
 * because cookies ignore ports and would reach every other server on 127.0.0.1.
 */
export const BROWSER_SESSION_HEADER = 'x-talent-session';
