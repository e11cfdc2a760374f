import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { test as base, demoServerFixture, expect } from './support/fixtures';
import type { UiServer } from './support/server';

// Thousands of resumes, so that axis ticks run into four digits (the overlap the issue saw was
// "01,0002,000" on 20,000 resumes); its own index, so other specs' counts stay exact.
const test = base.extend<object, { demoServer: UiServer }>({
  demoServer: [demoServerFixture({ resumes: 3000, jobs: 250 })[0], { scope: 'worker', timeout: 240_000 }],
});

interface Label {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface ChartLayout {
  title: string;
  width: number;
  height: number;
  labels: Label[];
}

/**
 * Every chart's visible labels with their boxes relative to the chart's canvas (at 0,0). The texts
 * are the ones ECharts laid out (its zrender display list's text spans); the boxes are what the
 * browser drew for them as SVG text, because zrender's own text rects here are only about 4px tall
 * (its measured font height in this Chromium), which would let vertical overlaps through unseen.
 */
function readLayouts(page: Page): Promise<ChartLayout[]> {
  return page.evaluate(() => {
    interface Displayable {
      type: string;
      invisible?: boolean;
      style?: { text?: string; opacity?: number };
    }
    const layouts: ChartLayout[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('[data-chart]')) {
      if (element.offsetParent === null) continue; // a chart with no data for these filters
      const chart = window.talentChartOf?.(element);
      if (!chart) throw new Error(`no chart instance for ${element.dataset.chart}`);
      const zr = chart.getZr() as unknown as { storage: { getDisplayList(update: boolean): Displayable[] } };
      const laidOut = zr.storage
        .getDisplayList(true)
        .filter((el) => el.type === 'tspan' && el.style?.text && !el.invisible && el.style.opacity !== 0)
        .map((el) => el.style?.text ?? '');
      const canvas = element.getBoundingClientRect();
      const labels: Label[] = [...element.querySelectorAll('svg text')]
        .filter(
          (text) =>
            getComputedStyle(text).visibility !== 'hidden' && Number(getComputedStyle(text).opacity) > 0,
        )
        .map((text) => {
          const box = text.getBoundingClientRect();
          return {
            text: text.textContent ?? '',
            x: box.x - canvas.x,
            y: box.y - canvas.y,
            width: box.width,
            height: box.height,
          };
        })
        .filter((label) => label.text && label.width > 0);
      const drawn = labels.map((l) => l.text).sort();
      if (JSON.stringify(drawn) !== JSON.stringify([...laidOut].sort())) {
        throw new Error(
          `${element.dataset.chart}: drawn ${drawn.join('|')} but laid out ${laidOut.join('|')}`,
        );
      }
      layouts.push({
        title: element.dataset.chart ?? '',
        width: canvas.width,
        height: canvas.height,
        labels,
      });
    }
    return layouts;
  });
}

/** Two boxes overlap when they share more than half a pixel in both directions (touching is fine). */
const overlaps = (a: Label, b: Label) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

const within = (label: Label, layout: ChartLayout) =>
  label.x >= -0.5 &&
  label.y >= -0.5 &&
  label.x + label.width <= layout.width + 0.5 &&
  label.y + label.height <= layout.height + 0.5;

function problemsOf(layout: ChartLayout): string[] {
  const problems: string[] = [];
  layout.labels.forEach((label, i) => {
    if (!within(label, layout)) problems.push(`"${label.text}" is cut by the chart's edge`);
    if (/(…|\.\.\.)$/.test(label.text)) problems.push(`"${label.text}" is truncated`);
    for (const other of layout.labels.slice(i + 1)) {
      if (overlaps(label, other)) problems.push(`"${label.text}" overlaps "${other.text}"`);
    }
  });
  return problems.map((p) => `${layout.title}: ${p}`);
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
]) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`dashboard charts at ${size}: no label overlaps, none cut or truncated`, async ({ app }) => {
    await app.setViewportSize(viewport);
    await expect(app.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const charts = app.locator('[data-chart]');
    await expect(charts).toHaveCount(15);
    for (const chart of await charts.all()) await expect(chart).toHaveAttribute('data-ready', 'true');
    // Let the resize observers settle at the new width before reading the layout.
    await app.waitForTimeout(300);

    const layouts = await readLayouts(app);
    expect(layouts.length).toBe(15);
    for (const layout of layouts)
      expect(layout.labels.length, `${layout.title} has labels`).toBeGreaterThan(0);
    expect(layouts.flatMap(problemsOf)).toEqual([]);

    // Compact axis numbers once counts reach thousands; natural bucket order with human labels.
    const labelsOf = (title: string) =>
      layouts.find((l) => l.title === title)?.labels.map((l) => l.text) ?? [];
    expect(labelsOf('Last activity').some((t) => /^\d+(\.\d)?K$/.test(t))).toBe(true);
    const top = (title: string, text: string) =>
      layouts.find((l) => l.title === title)?.labels.find((l) => l.text === text)?.y ?? Number.NaN;
    expect(top('Last activity', '0–30 days')).toBeLessThan(top('Last activity', '31–90 days'));
    expect(top('Last activity', '31–90 days')).toBeLessThan(top('Last activity', 'Over 90 days'));
    expect(top('Highest education level', 'High school')).toBeLessThan(
      top('Highest education level', 'Doctorate'),
    );
    expect(labelsOf('Highest education level')).toContain('High school');
    expect(labelsOf('Experience levels').join(' ')).toMatch(/Junior \d+(\.\d)?%.*Mid-level.*Senior/);

    // The screen scrolls inside <main>: one screenshot per section.
    for (const [i, section] of ['Skills intelligence', 'Job pool', 'Talent pool'].entries()) {
      await app.getByRole('heading', { name: section }).evaluate((h) => h.scrollIntoView({ block: 'start' }));
      await app.screenshot({ path: `test-results/screens/dashboard-${size}-${i + 1}.png` });
    }
  });
}

test('the layout check sees overlapping, cut and truncated labels when a chart has them', async ({ app }) => {
  await expect(app.locator('[data-chart]').first()).toHaveAttribute('data-ready', 'true');
  await app.setViewportSize({ width: 1280, height: 720 });
  await app.waitForTimeout(300);
  await app.evaluate(() => {
    const chartOf = (title: string) => {
      const element = document.querySelector<HTMLElement>(`[data-chart="${title}"]`);
      const chart = element && window.talentChartOf?.(element);
      if (!chart) throw new Error(`no chart ${title}`);
      return chart;
    };
    // Full numbers on a crowded axis, and no room left for the value at the end of the longest bar.
    chartOf('Resumes by role family').setOption({
      grid: { right: 0 },
      xAxis: {
        max: 'dataMax',
        splitNumber: 20,
        axisLabel: { formatter: (v: number) => v.toLocaleString(), hideOverlap: false },
      },
    });
    // Labels around the pie, which ECharts cuts with an ellipsis at a tile's width ("Senior: 77 jobs in t...").
    chartOf('Jobs by seniority').setOption({
      legend: { show: false },
      series: [{ label: { show: true, formatter: '{b}: {c} jobs in this selection' } }],
    });
  });
  const problems = (await readLayouts(app)).flatMap(problemsOf);
  const about = (chart: string, what: string) =>
    problems.filter((p) => p.startsWith(`${chart}:`) && p.includes(what));
  expect(about('Resumes by role family', 'overlaps').length).toBeGreaterThan(0);
  expect(about('Resumes by role family', 'cut by').length).toBeGreaterThan(0);
  expect(about('Jobs by seniority', 'truncated').length).toBeGreaterThan(0);
  // The other charts are untouched and still clean.
  expect(problems.filter((p) => !/^(Resumes by role family|Jobs by seniority):/.test(p))).toEqual([]);
});

test('dashboard: From after To is one error at the field, and the reports stay', async ({ app }) => {
  await expect(app.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const resumesKpi = app.locator('.kpi').filter({ hasText: 'resumes in this selection' });
  await expect(resumesKpi).toContainText('3,000');
  // A window the reports can answer, then a To before its From.
  await app.getByLabel('From', { exact: true }).fill('2026-03-01');
  await expect(resumesKpi).not.toContainText('3,000');
  const windowed = await resumesKpi.locator('.kpi-value').innerText();
  await app.getByLabel('To', { exact: true }).fill('2025-01-01');

  const to = app.getByLabel('To', { exact: true });
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveAccessibleDescription('To must be on or after From');
  await expect(app.getByText('To must be on or after From')).toHaveCount(1);
  await expect(app.getByRole('alert')).toHaveCount(1);
  // Every section is still there, with the figures of the last window the reports could answer.
  for (const heading of ['Skills intelligence', 'Job pool', 'Talent pool']) {
    await expect(app.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(resumesKpi.locator('.kpi-value')).toHaveText(windowed);
  await expect(app.locator('[data-chart]')).toHaveCount(15);
  await app.screenshot({ path: 'test-results/screens/dashboard-date-error.png' });

  await app.getByLabel('To', { exact: true }).fill('2026-12-31');
  await expect(to).not.toHaveAttribute('aria-invalid', 'true');
  await expect(app.getByRole('alert')).toHaveCount(0);
});

test('dashboard: skip link, focus on the new screen heading, no serious axe violations', async ({ app }) => {
  await expect(app.locator('[data-chart]').first()).toHaveAttribute('data-ready', 'true');
  await expectNoSeriousA11yViolations(app, 'the dashboard');

  await app.keyboard.press('Tab');
  const skip = app.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await app.keyboard.press('Enter');
  await expect(app.getByRole('main')).toBeFocused();

  await app.getByRole('link', { name: 'Coverage' }).focus();
  await app.keyboard.press('Enter');
  await expect(app.getByRole('heading', { level: 1, name: 'Coverage' })).toBeFocused();
});

test('dashboard: a tooltip gives the count with its unit and its share', async ({ app }) => {
  const chart = app.locator('[data-chart="Experience levels"]');
  await expect(chart).toHaveAttribute('data-ready', 'true');
  await chart.scrollIntoViewIfNeeded();
  // The tooltip as a pointer over the first slice would show it (drawn as text inside the chart).
  await chart.evaluate((element: HTMLElement) =>
    window.talentChartOf?.(element)?.dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex: 0 }),
  );
  await expect(
    chart.locator('svg text').filter({ hasText: /^Junior: [\d,]+ resumes \(\d+(\.\d)?%\)$/ }),
  ).toHaveCount(1);
});

test('dashboard: a report answering late redraws none of the charts already drawn', async ({
  page,
  demoServer,
  session,
  problems,
}) => {
  void problems;
  // The talent pool's answer is held back until the other two sections' charts are drawn.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/v1/intelligence/talent-pool**', async (route) => {
    await released;
    await route.continue();
  });
  // A chart marks itself not ready while it draws again: data-ready going from true to false.
  await page.addInitScript((secret) => {
    localStorage.setItem('talent.session', secret);
    const redrawn: string[] = [];
    Object.assign(window, { redrawn });
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.oldValue === 'true') redrawn.push((record.target as HTMLElement).dataset.chart ?? '');
      }
    }).observe(document, { subtree: true, attributeFilter: ['data-ready'], attributeOldValue: true });
  }, session);
  await page.goto(demoServer.baseUrl);

  const charts = page.locator('[data-chart]');
  await expect(charts).toHaveCount(8); // skills and job pool; the talent pool is still waiting
  for (const chart of await charts.all()) await expect(chart).toHaveAttribute('data-ready', 'true');
  release();
  await expect(charts).toHaveCount(15);
  for (const chart of await charts.all()) await expect(chart).toHaveAttribute('data-ready', 'true');
  expect(await page.evaluate(() => (window as unknown as { redrawn: string[] }).redrawn)).toEqual([]);
});
