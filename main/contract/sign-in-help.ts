/**
 * What a person needs to know to sign in to browser mode (`talent serve --ui`), said the same way
 * by the server's page for a used login link and by the app when it opens without a session.
 * Text between backticks is a command, shown as code.
 */
export const SIGN_IN_HELP = {
  title: 'Sign in to Talent Index',
  usedLink: 'This login link is unknown, expired or already used.',
  noSession: 'This browser is not signed in to Talent Index (or its session ended after 12 hours).',
  how:
    'Talent Index opens in a browser through a one-time login link, which `talent serve --ui` prints as its ' +
    'second line, under the address of the app.',
  steps: [
    'In the terminal where `talent serve --ui` runs (in a checkout: `npm run serve:ui`), stop it with Ctrl+C ' +
      'and start it again: it prints a fresh login link.',
    'Open that link in this browser within 10 minutes. It works once; the session it opens lasts 12 hours.',
  ],
  signedIn: 'Is this browser signed in already? Then open the app:',
} as const;

/** Splits help text into plain text and the commands between backticks (odd indexes). */
export function helpParts(text: string): string[] {
  return text.split('`');
}
