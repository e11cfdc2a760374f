import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * Runs axe over the page as it is now (WCAG 2.x A and AA rules, plus best practices) and fails with
 * the serious and critical violations, each with the elements it found them on. Call it once per
 * screen a journey visits, after the screen has drawn.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen = 'this screen'): Promise<void> {
  // axe's run is not the journey's time: about a second on an idle machine, but 20–30 s each on this
  // shared one under load, so every check extends the test's budget instead of eating it.
  test.info().setTimeout(test.info().timeout + 45_000);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
  expect(serious, `no serious or critical accessibility violations on ${screen}`).toEqual([]);
}
