import { expect, test } from './support/fixtures';
import { makeIndex, removeIndex, startUiServer } from './support/server';

test('first run: the login link opens a session, onboarding creates the organization with demo data', async ({
  page,
  problems,
  snap,
}) => {
  void problems;
  test.setTimeout(120_000);
  const dataDir = makeIndex({ empty: true });
  const server = await startUiServer(dataDir);
  try {
    // Without the session the API refuses.
    const refused = await page.request.get(`${server.baseUrl}/v1/setup`);
    expect(refused.status()).toBe(401);

    await page.goto(server.loginUrl);
    await expect(page.getByRole('heading', { name: 'Welcome to Talent Index' })).toBeVisible();
    await snap('01-onboarding');

    // Inline validation from the contract's schema.
    await page.getByRole('button', { name: 'Create organization' }).click();
    await expect(page.getByText('must not be empty')).toBeVisible();
    await expect(page.getByText('must be an e-mail address')).toBeVisible();

    await page.getByLabel('Organization name').fill('Blue Harbor Recruiting');
    await page.getByLabel('Contact e-mail').fill('talent@blueharbor.example');
    await page.getByRole('button', { name: 'Create organization' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('navigation', { name: 'Screens' })).toContainText('Blue Harbor Recruiting');
    await expect(
      page.locator('[data-chart="Top skills (documents naming the skill)"][data-ready="true"]'),
    ).toBeVisible();

    // The session is the page's, in localStorage (per origin), and sets no cookie any other port could receive.
    const secret = await page.evaluate(() => localStorage.getItem('talent.session') ?? '');
    expect(secret).not.toBe('');
    expect(await page.context().cookies()).toEqual([]);
    expect(page.url()).not.toContain('login=');

    // The browser session is not an API client: a burst over the per-IP limit (100 a minute) never meets a 429.
    const statuses = await Promise.all(
      Array.from({ length: 130 }, () =>
        page.request
          .get(`${server.baseUrl}/v1/setup`, { headers: { 'x-talent-session': secret } })
          .then((r) => r.status()),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));

    // The code was single use.
    const again = await page.context().newPage();
    await again.context().clearCookies();
    const reused = await again.goto(server.loginUrl);
    expect(reused?.status()).toBe(403);
    await again.close();
  } finally {
    await server.stop();
    removeIndex(dataDir);
  }
});
