import type { OperationName, OperationOutput, OperationRequest, Operations } from '../../../main/contract';
import type { Transport } from '../transport';

/** How long an early answer waits for its screen; after that the screen asks again. */
const PRIMED_FOR_MS = 10_000;

export interface PrimedTransport extends Transport {
  /**
   * Starts a request now that a screen will make once it renders: the screen's own identical
   * request (same operation, same request as JSON) then takes this answer instead of asking again.
   */
  prime<K extends OperationName>(
    name: K,
    request: OperationRequest<Operations[K]>,
  ): Promise<OperationOutput<Operations[K]>>;
}

/**
 * A transport whose first requests can start before the app has rendered: at page load the
 * screen's data is otherwise asked for only after the shell's own request (setup status) has
 * answered and the screen has rendered, two round trips in series (issue #12 item 9). Each early
 * answer is used once, and only for a few seconds, so nothing is served stale from here; a failed
 * one is not used at all.
 */
export function primedTransport(transport: Transport): PrimedTransport {
  const primed = new Map<string, { at: number; answer: Promise<unknown> }>();
  const keyOf = (name: string, request: unknown) => JSON.stringify([name, request ?? {}]);
  return {
    invoke(name, request) {
      const key = keyOf(name, request);
      const early = primed.get(key);
      primed.delete(key);
      if (early && performance.now() - early.at < PRIMED_FOR_MS) return early.answer as never;
      return transport.invoke(name, request);
    },
    prime(name, request) {
      const key = keyOf(name, request);
      const started = primed.get(key);
      if (started) return started.answer as never;
      const answer = transport.invoke(name, request);
      // A failed early request is forgotten: the screen asks again when it renders, and reports
      // the problem it then gets, if any.
      answer.catch(() => {
        if (primed.get(key)?.answer === answer) primed.delete(key);
      });
      primed.set(key, { at: performance.now(), answer });
      return answer;
    },
  };
}
