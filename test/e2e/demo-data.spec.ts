import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { test as base, demoServerFixture, expect } from './support/fixtures';
import type { UiServer } from './support/server';

// Removes the demo data: this spec gets its own index, so other specs' counts stay exact.
const test = base.extend<object, { demoServer: UiServer }>({
  demoServer: demoServerFixture({ resumes: 25, jobs: 4 }),
});

/** A /v1 call with browser mode's session: a header from this origin's localStorage (renderer/src/api/browser-session.ts). */
const callApi = (app: Page, method: string, path: string, body: unknown) =>
  app.evaluate(
    async ({ method, path, body }) => {
      const session = window.localStorage.getItem('talent.session') ?? '';
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Talent-Session': session },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { method, path, body },
  );

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
]) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`settings: remove the demo data after a confirmation, keeping what the user added, at ${size}`, async ({
    app,
    snap,
  }) => {
    await app.setViewportSize(viewport);
    // The index's demo data as `talent demo` made it (the second run reloads it: the same seed
    // replaces, never doubles), and one resume of the user's own.
    expect(await callApi(app, 'POST', '/v1/demo', { resumes: 25, jobs: 4 })).toBe(201);
    const own = `Own Candidate ${viewport.width}`;
    expect(await callApi(app, 'POST', '/v1/resumes', { basics: { name: own } })).toBe(201);

    await app.getByRole('link', { name: 'Settings' }).click();
    const section = app.getByRole('region', { name: 'Demo data' });
    await expect(section).toContainText('25 demo resumes and 4 demo jobs');
    await section.getByRole('button', { name: 'Remove demo data' }).click();
    const dialog = app.getByRole('dialog', { name: 'Remove the demo data?' });
    await expect(dialog).toContainText('Resumes and jobs you added yourself stay.');
    await snap(`20-remove-demo-data-${size}`);
    await expectNoSeriousA11yViolations(app, `the remove demo data dialog at ${size}`);
    await dialog.getByRole('button', { name: 'Remove demo data' }).click();
    await expect(section).toContainText('Removed 25 demo resumes and 4 demo jobs.');
    await expect(section).toContainText('The index holds no demo data.');
    await snap(`21-demo-data-removed-${size}`);

    // Only the user's own resumes are left: this one, and the other size's run's.
    await app.getByRole('link', { name: 'Resumes' }).click();
    const list = app.getByRole('listbox', { name: 'Resumes' });
    await expect(list.getByRole('option', { name: new RegExp(own) })).toHaveCount(1);
    for (const text of await list.getByRole('option').allInnerTexts()) expect(text).toMatch(/Own Candidate/);
    await snap(`22-resumes-after-demo-removal-${size}`);
  });
}
