import { expectNoSeriousA11yViolations } from './support/a11y';
import { test as base, demoServerFixture, expect } from './support/fixtures';
import type { UiServer } from './support/server';

// Removes the demo data: this spec gets its own index, so other specs' counts stay exact.
const test = base.extend<object, { demoServer: UiServer }>({
  demoServer: demoServerFixture({ resumes: 25, jobs: 4 }),
});

test('settings: remove the demo data after a confirmation, keeping what the user added', async ({
  app,
  snap,
}) => {
  // One resume of the user's own, through the API with the browser session.
  const own = await app.evaluate(async () => {
    // Browser mode's session: a header from this origin's localStorage (renderer/src/api/browser-session.ts).
    const session = window.localStorage.getItem('talent.session') ?? '';
    const response = await fetch('/v1/resumes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Talent-Session': session },
      body: JSON.stringify({ basics: { name: 'Own Candidate' } }),
    });
    return response.status;
  });
  expect(own).toBe(201);

  await app.getByRole('link', { name: 'Settings' }).click();
  const section = app.getByRole('region', { name: 'Demo data' });
  await expect(section).toContainText('25 demo resumes and 4 demo jobs');
  await section.getByRole('button', { name: 'Remove demo data' }).click();
  const dialog = app.getByRole('dialog', { name: 'Remove the demo data?' });
  await expect(dialog).toContainText('Resumes and jobs you added yourself stay.');
  await snap('20-remove-demo-data');
  await expectNoSeriousA11yViolations(app, 'the remove demo data dialog');
  await dialog.getByRole('button', { name: 'Remove demo data' }).click();
  await expect(section).toContainText('Removed 25 demo resumes and 4 demo jobs.');
  await expect(section).toContainText('The index holds no demo data.');

  await app.getByRole('link', { name: 'Resumes' }).click();
  const list = app.getByRole('listbox', { name: 'Resumes' });
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list).toContainText('Own Candidate');
});
