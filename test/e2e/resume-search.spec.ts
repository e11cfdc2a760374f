import { expectNoSeriousA11yViolations } from './support/a11y';
import { test as base, demoServerFixture, expect } from './support/fixtures';
import type { UiServer } from './support/server';

// Search that forgives (issue #12, item 4), as a recruiter uses it: type an alias in the skill
// filter, read how many resumes match and each row's skills and years, sort by experience. Its own
// index, so the count is exact whatever other specs add to the shared one; the UI only.
const test = base.extend<object, { demoServer: UiServer }>({
  demoServer: demoServerFixture({ resumes: 300, jobs: 5 }),
});

/** The rows the virtual list has drawn, as their text. */
const rowTexts = (app: import('@playwright/test').Page) =>
  app.getByRole('listbox', { name: 'Resumes' }).getByRole('option').allInnerTexts();

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
]) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`resumes: filter by k8s, read the count and each match with its skills, sort by experience, at ${size}`, async ({
    app,
    snap,
  }) => {
    await app.setViewportSize(viewport);
    await app.getByRole('link', { name: 'Resumes' }).click();
    const list = app.getByRole('listbox', { name: 'Resumes' });
    await expect(list.getByRole('option').first()).toBeVisible();
    // The whole index is counted, not "100+".
    await expect(app.getByText(/^300 resumes ·/)).toBeVisible();
    await snap(`40-resumes-all-${size}`);

    const skill = app.getByRole('combobox', { name: 'Skill' });
    await skill.fill('k8s');
    // Autocomplete offers the skill the alias stands for.
    await expect(app.locator('datalist option[value="Kubernetes"]')).toHaveCount(1);
    const count = app.getByText(/^\d[\d,]* resumes? match(es)? ·/);
    await expect(count).toBeVisible();
    const matches = Number((await count.innerText()).match(/^[\d,]+/)![0].replace(/,/g, ''));
    expect(matches).toBeGreaterThan(0);
    expect(matches).toBeLessThan(300);
    await expect(list.getByRole('option').first()).toContainText('Kubernetes');
    const rows = await rowTexts(app);
    expect(rows.length).toBe(Math.min(matches, rows.length));
    // Each row names its years and leads with the skill it matched.
    for (const row of rows) expect(row).toMatch(/\d+ years?.* · Kubernetes/s);
    await snap(`41-resumes-k8s-${size}`);
    await expectNoSeriousA11yViolations(app, `the filtered resume list at ${size}`);

    await app.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Most experience' });
    await expect(count).toBeVisible();
    await expect
      .poll(async () => {
        const years = (await rowTexts(app)).map((r) => Number(/(\d+) years?/.exec(r)?.[1] ?? -1));
        return years.length > 1 && years.every((y, i) => i === 0 || years[i - 1] >= y);
      })
      .toBe(true);
    await snap(`42-resumes-k8s-by-experience-${size}`);

    // The same filter, written as the name in lower case, finds the same resumes.
    await skill.fill('kubernetes ');
    await expect(
      app.getByText(new RegExp(`^${matches.toLocaleString('en-US')} resumes? match`)),
    ).toBeVisible();
  });
}
