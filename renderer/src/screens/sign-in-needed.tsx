import { helpParts, SIGN_IN_HELP } from '../../../main/contract/sign-in-help';

/** Help text with its backticked commands as code. */
function HelpText({ text }: { text: string }) {
  return (
    <>
      {helpParts(text).map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence never move
        i % 2 ? <code key={i}>{part}</code> : <span key={i}>{part}</span>,
      )}
    </>
  );
}

/**
 * Browser mode opened without a session (the base URL before signing in, or after the session
 * ended): how to sign in, instead of the API's bare 401. The server's page for a used login link
 * says the same (main/http/ui/sign-in-page.ts).
 */
export function SignInNeeded() {
  return (
    <main className="center sign-in">
      <div className="card">
        <p className="brand-line">Talent Index</p>
        <h1>{SIGN_IN_HELP.title}</h1>
        <p className="notice" role="alert">
          {SIGN_IN_HELP.noSession}
        </p>
        <p>
          <HelpText text={SIGN_IN_HELP.how} />
        </p>
        <ol>
          {SIGN_IN_HELP.steps.map((step) => (
            <li key={step}>
              <HelpText text={step} />
            </li>
          ))}
        </ol>
      </div>
    </main>
  );
}
