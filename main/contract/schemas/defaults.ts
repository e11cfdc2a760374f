/** The documented default port of the embedded /v1 server (desktop app and `talent serve`). */
export const DEFAULT_API_PORT = 4319;
