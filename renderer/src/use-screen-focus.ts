import { type RefObject, useEffect, useRef } from 'react';

/**
 * How long a screen may take to draw its heading (a job page waits for its job; a screen opened
 * the first time waits for its chunk, see lazy-screens.ts) before we give up. Focus never moves
 * once the user has moved it, so a late heading takes nothing from anyone.
 */
const HEADING_WAIT_MS = 10_000;

/**
 * Moves focus to the new screen's heading when the screen changes, so that a keyboard or screen
 * reader user lands on what opened instead of staying on the link that opened it. Not on the first
 * screen (the page's own start), and never away from a control the user focused meanwhile.
 */
export function useScreenFocus(main: RefObject<HTMLElement | null>, screenKey: string): void {
  const shown = useRef(screenKey);
  useEffect(() => {
    if (shown.current === screenKey) return;
    shown.current = screenKey;
    const container = main.current;
    if (!container) return;
    const focusedAtChange = document.activeElement;
    const userMovedOn = () =>
      document.activeElement !== focusedAtChange &&
      document.activeElement !== document.body &&
      document.activeElement !== container;
    const focusHeading = (): boolean => {
      const heading = container.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!userMovedOn()) {
        heading.tabIndex = -1; // focusable by script, not a tab stop
        heading.focus();
      }
      return true;
    };
    if (focusHeading()) return;
    // The screen is still loading: wait for its heading.
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(container, { childList: true, subtree: true });
    return stop;
  }, [main, screenKey]);
}
