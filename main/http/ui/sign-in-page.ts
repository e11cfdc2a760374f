import { helpParts, SIGN_IN_HELP } from '../../contract/sign-in-help';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Help text with its backticked commands as <code>. */
const withCode = (text: string) =>
  helpParts(text)
    .map((part, i) => (i % 2 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join('');

/**
 * The app's look in a few lines (the colours and type of renderer/src/styles.css): this page is
 * served where the app could not start, so it carries its own style, inline (the UI's CSP allows
 * inline styles and nothing from elsewhere; the page has no script and loads nothing).
 */
const STYLE = `
:root { color-scheme: light dark; --bg: #f4f5f7; --card: #ffffff; --fg: #1d2330; --muted: #5d6675;
  --border: #d9dde3; --accent: #2563eb; --danger: #b42318; --code: #eef0f3;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, sans-serif; font-size: 15px; line-height: 1.5;
  background: var(--bg); color: var(--fg); }
@media (prefers-color-scheme: dark) { :root { --bg: #151922; --card: #1e2430; --fg: #e6e9ef; --muted: #9aa4b5;
  --border: #323a48; --accent: #6b9bff; --danger: #ff7b6e; --code: #2a3140; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px; }
main { max-width: 36rem; background: var(--card); border: 1px solid var(--border); border-radius: 10px;
  padding: 28px 32px; box-shadow: 0 1px 3px rgb(0 0 0 / 8%); }
.brand { color: var(--muted); font-size: 0.85rem; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; margin: 0 0 8px; }
h1 { font-size: 1.45rem; margin: 0 0 12px; }
.what { border-left: 4px solid var(--danger); padding: 4px 0 4px 12px; margin: 0 0 16px; font-weight: 600; }
ol { padding-left: 1.3rem; margin: 8px 0 16px; }
li { margin: 6px 0; }
code { background: var(--code); border-radius: 4px; padding: 1px 5px; font-size: 0.92em;
  font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
a { color: var(--accent); }
.muted { color: var(--muted); }
`;

/**
 * The page a login link that no longer works shows (sent with 403): what happened, how to get a
 * fresh link, and the way back to the app for a browser that is already signed in.
 */
export function usedLoginLinkPage(appUrl: string): string {
  const steps = SIGN_IN_HELP.steps.map((step) => `<li>${withCode(step)}</li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Login link no longer valid · Talent Index</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">Talent Index</p>
<h1>${escapeHtml(SIGN_IN_HELP.title)}</h1>
<p class="what" role="alert">${escapeHtml(SIGN_IN_HELP.usedLink)}</p>
<p>${withCode(SIGN_IN_HELP.how)}</p>
<ol>${steps}</ol>
<p class="muted">${escapeHtml(SIGN_IN_HELP.signedIn)} <a href="${escapeHtml(appUrl)}">${escapeHtml(appUrl)}</a></p>
</main>
</body>
</html>
`;
}
