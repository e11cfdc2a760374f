import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { test as base, demoServerFixture, expect } from './support/fixtures';
import type { UiServer } from './support/server';

// Deletes a job and configures a webhook: this spec gets its own index, so other specs' counts stay exact.
const test = base.extend<object, { demoServer: UiServer }>({
  demoServer: demoServerFixture({ resumes: 20, jobs: 3 }),
});
test.use({ viewport: { width: 1280, height: 720 } });

/** No serious or critical axe violations on the page as it is now. */
async function expectNoSeriousAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** A page in a fresh context: no session in its localStorage, as a browser that never signed in. */
async function signedOutPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const external: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1') return route.continue();
    external.push(url.href);
    return route.abort('blockedbyclient');
  });
  return { page, external, close: () => context.close() };
}

test('jobs: delete asks first, in the list and on the job page; Cancel keeps the job, confirming deletes it', async ({
  app,
  snap,
}) => {
  await app.getByRole('link', { name: 'Jobs', exact: true }).click();
  const rows = app.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4); // header + 3 demo jobs
  const row = rows.nth(1);
  const title = (await row.getByRole('link').textContent()) ?? '';
  expect(title).not.toBe('');
  const rowOf = app.getByRole('row').filter({ has: app.getByRole('link', { name: title, exact: true }) });

  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = app.getByRole('dialog', { name: 'Delete this job?' });
  await expect(dialog).toContainText(`“${title}” will be deleted for good`);
  await snap('30-delete-job-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf).toHaveCount(1);

  await rowOf.getByRole('button', { name: 'Delete' }).click();
  await app
    .getByRole('dialog', { name: 'Delete this job?' })
    .getByRole('button', { name: 'Delete job' })
    .click();
  await expect(rowOf).toHaveCount(0);
  await expect(rows).toHaveCount(3);
  await snap('31-job-deleted');

  // The job page has the same Delete: confirming goes back to the list, one job fewer.
  const pageTitle = (await rows.nth(1).getByRole('link').textContent()) ?? '';
  await rows.nth(1).getByRole('link').click();
  await expect(app.getByRole('heading', { level: 1, name: pageTitle })).toBeVisible();
  await app.getByRole('button', { name: 'Delete' }).click();
  await app
    .getByRole('dialog', { name: 'Delete this job?' })
    .getByRole('button', { name: 'Delete job' })
    .click();
  await expect(app.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(app.getByRole('link', { name: pageTitle, exact: true })).toHaveCount(0);
});

test('settings: a webhook test event reaches a local receiver and shows in the delivery log', async ({
  app,
  snap,
}) => {
  const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  try {
    await app.getByRole('link', { name: 'Settings' }).click();
    // A receiver on this computer needs the administrator's allow-list.
    await app.getByRole('button', { name: 'Allow this computer' }).click();
    await expect(app.getByText('Allowed hosts saved.')).toBeVisible();
    await app.getByLabel('Deliver events to a URL').check();
    await app.getByLabel('Webhook URL').fill(hookUrl);
    await app.getByRole('button', { name: 'Save webhook' }).click();
    await expect(app.getByText('Webhook saved.')).toBeVisible();

    await app.getByRole('button', { name: 'Send test event' }).click();
    await expect(app.getByText('Test event queued')).toBeVisible();
    const log = app.getByRole('table', { name: 'Deliveries' });
    const testRow = log.getByRole('row').filter({ hasText: 'webhook.test' });
    await expect(testRow).toHaveCount(1);
    // The log looks again by itself while the event waits for the delivery worker.
    await expect(testRow).toContainText('delivered', { timeout: 20_000 });
    await expect(testRow.getByRole('cell').nth(3)).toHaveText('200');
    await expect(testRow.getByRole('cell').nth(4)).toHaveText('1');
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0].body)).toMatchObject({ type: 'webhook.test' });

    // The secret is hidden until asked for; the delivery was signed with it (Standard Webhooks).
    await expect(app.getByTestId('webhook-secret')).toHaveCount(0);
    await app.getByRole('button', { name: 'Show secret' }).click();
    const secret = (await app.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    const { headers, body } = received[0];
    const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`;
    const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
      .update(signed)
      .digest('base64');
    expect(String(headers['webhook-signature']).split(' ')).toContain(`v1,${expected}`);
    await snap('32-webhook-delivery-log');

    // Rotating asks first, then shows the new secret.
    await app.getByRole('button', { name: 'Rotate secret…' }).click();
    await app
      .getByRole('dialog', { name: 'Replace the signing secret?' })
      .getByRole('button', { name: 'Rotate secret' })
      .click();
    await expect(app.getByText('New secret.')).toBeVisible();
    await expect(app.getByTestId('webhook-secret')).not.toHaveText(secret);
    await expectNoSeriousAxeViolations(app);
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});

test('browser mode: a used login link and the app without a session say how to sign in', async ({
  browser,
  demoServer,
}) => {
  // The worker's session fixture already used the login link once.
  const { page, external, close } = await signedOutPage(browser);
  try {
    const response = await page.goto(demoServer.loginUrl);
    expect(response?.status()).toBe(403);
    const heading = page.getByRole('heading', { level: 1, name: 'Sign in to Talent Index' });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('This login link is unknown, expired or already used.');
    await expect(page.locator('code', { hasText: 'talent serve --ui' }).first()).toBeVisible();
    // Styled by its inline CSS: the app's system font and a card, not the browser's default page.
    const look = await heading.evaluate((h) => {
      const card = getComputedStyle(h.closest('main') as HTMLElement);
      return {
        font: getComputedStyle(h).fontFamily,
        size: getComputedStyle(h).fontSize,
        radius: card.borderTopLeftRadius,
        border: card.borderTopStyle,
      };
    });
    expect(look.font).toContain('system-ui');
    expect(look.size).not.toBe('32px'); // the default h1 is 2em of 16px
    expect(look).toMatchObject({ radius: '10px', border: 'solid' });
    await page.screenshot({ path: 'test-results/screens/33-used-login-link.png' });
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: `${demoServer.baseUrl}/` }).click();

    // The app's base URL without a session: how to sign in, not a bare 401.
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Talent Index' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This browser is not signed in');
    await expect(page.getByRole('navigation', { name: 'Screens' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screens/34-sign-in-needed.png' });
    await expectNoSeriousAxeViolations(page);
    expect(external).toEqual([]);
  } finally {
    await close();
  }
});

test('a failed save says what was not saved and why, in words, with each message at its field', async ({
  app,
  snap,
  problems,
}) => {
  await app.getByRole('link', { name: 'Jobs', exact: true }).click();
  await app.getByRole('button', { name: 'New job' }).click();
  const form = app.getByRole('dialog', { name: 'New job' });
  await form.getByLabel('Currency').fill('euro');
  await form.getByLabel('Salary from').fill('50000');
  await form.getByRole('button', { name: 'Create job' }).click();
  const summary = form.getByRole('alert').filter({ hasText: 'was not saved' });
  // A salary from without a salary to, a currency that is no ISO code, no title: three fields, named.
  await expect(summary).toHaveText(
    'The job was not saved. 3 fields need attention: Title, Salary to, Currency.',
  );
  await expect(form.getByText('a job needs a title')).toBeVisible();
  await expect(form.getByText('needed when a salary is given (or leave the salary empty)')).toBeVisible();
  await snap('35-job-form-errors');
  await form.getByRole('button', { name: 'Cancel' }).click();

  // The service's refusal without a field (a duplicate e-mail) in its own words, not "Conflict".
  await app.getByRole('link', { name: 'Candidates' }).click();
  for (let attempt = 0; attempt < 2; attempt++) {
    await app.getByRole('button', { name: 'New candidate' }).click();
    const dialog = app.getByRole('dialog', { name: 'New candidate' });
    await dialog.getByLabel('Full name').fill('Grace Okafor');
    await dialog.getByLabel('E-mail').fill('grace.twice@mail.example');
    await dialog.getByRole('button', { name: 'Create candidate' }).click();
    if (attempt === 0) await expect(dialog).toBeHidden();
  }
  const refused = app.getByRole('dialog', { name: 'New candidate' }).getByRole('alert');
  await expect(refused).toHaveText(
    'The candidate was not saved. A candidate with the e-mail grace.twice@mail.example already exists.',
  );
  // The browser logs the 409 this test provoked; that one is expected, anything else still fails the test.
  const conflict = problems.findIndex((p) => p.includes('status of 409'));
  expect(conflict).toBeGreaterThanOrEqual(0);
  problems.splice(conflict, 1);
});
