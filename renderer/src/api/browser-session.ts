/**
 * Browser mode's session (`talent serve --ui`). The login link lands on `/#login=<code>`; the page
 * exchanges the code, from its own origin, for a session secret and keeps it in localStorage, which
 * belongs to this origin alone (scheme, host and port). API calls carry it as a header. A cookie
 * would not do: cookies ignore ports, so every other server on 127.0.0.1 would receive it.
 */

// From its own file, not the contract's index: that would bring every zod schema into the app's
// entry chunk, built before the first screen draws (issue #12 item 9).
import { BROWSER_SESSION_HEADER } from '../../../main/contract/schemas/defaults';

const STORAGE_KEY = 'talent.session';

/**
 * Takes a login code out of the address (`#login=…`) before the router reads the fragment, so the
 * code never stays in the address bar or the history.
 */
function takeLoginCode(): string | undefined {
  const match = /^#login=([^&]+)$/.exec(window.location.hash);
  if (!match) return undefined;
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#/`);
  return decodeURIComponent(match[1]);
}

async function exchange(code: string): Promise<void> {
  const response = await fetch(`/login?code=${encodeURIComponent(code)}`, {
    method: 'POST',
    credentials: 'omit',
  });
  if (!response.ok) return; // used or expired: the API's 401s then say what to do
  const { session } = (await response.json()) as { session: string };
  window.localStorage.setItem(STORAGE_KEY, session);
}

/**
 * Whether this browser holds a session from an earlier sign-in. Every session belongs to an
 * organization, so the first screen's data may be asked for without waiting for the setup status.
 */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    return false; // storage refused (a privacy setting): ask the way a first visit does
  }
}

/**
 * Starts the session at page load: exchanges a login code if the address carries one. The promise
 * resolves to the header API calls carry (none when this browser never logged in).
 */
export function startBrowserSession(): () => Promise<Record<string, string>> {
  const code = takeLoginCode();
  const ready = code ? exchange(code).catch(() => undefined) : Promise.resolve();
  return async (): Promise<Record<string, string>> => {
    await ready;
    const secret = window.localStorage.getItem(STORAGE_KEY);
    return secret ? { [BROWSER_SESSION_HEADER]: secret } : {};
  };
}
