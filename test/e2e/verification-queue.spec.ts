import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test as base, demoServerFixture, expect } from './support/fixtures';
import type { UiServer } from './support/server';

/**
 * Working the verification queue (issue #12, item 6) from a fresh login: run a resume's automatic
 * checks, ask for two checks by hand, then in the queue (pending first) mark one verified and one
 * not verified with a note, and read the queue's order and outcomes. Its own index, because it
 * writes verifications.
 */
const test = base.extend<object, { demoServer: UiServer }>({
  demoServer: demoServerFixture({ resumes: 40, jobs: 5 }),
});

const CANDIDATES = ['Richard Hendriks', 'Erlich Bachman'];
const RANK: Record<string, number> = { pending: 0, failed: 1, not_verified: 2, verified: 2 };

/** The outcomes of the queue's rows, top to bottom. */
async function outcomes(queue: Locator): Promise<string[]> {
  return queue
    .locator('tbody tr [data-outcome]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-outcome') ?? ''));
}

async function noSeriousAxeViolations(app: Page) {
  const result = await new AxeBuilder({ page: app }).include('main').analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const [index, viewport] of [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
].entries()) {
  test(`work the verification queue at ${viewport.width}×${viewport.height}`, async ({ app, snap }) => {
    test.setTimeout(120_000);
    await app.setViewportSize(viewport);
    const size = `${viewport.width}x${viewport.height}`;

    // A resume imported as a file: JSON Resume's sample, whose Twitter profile URL has no username
    // in it, so one automatic check fails. Another candidate per viewport.
    const name = CANDIDATES[index];
    const resume = JSON.parse(fs.readFileSync('test/fixtures/jsonresume/sample.resume.json', 'utf8'));
    resume.basics.name = name;
    resume.basics.email = `${name.split(' ')[0].toLowerCase()}@mail.example`;
    await app.getByRole('link', { name: 'Resumes' }).click();
    await app.getByTestId('import-input').setInputFiles({
      name: `${name}.json`,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(resume)),
    });
    await expect(
      app.getByRole('region', { name: 'Import status' }).getByText(/imported 1 resumes?\b/),
    ).toBeVisible();
    await app
      .getByRole('listbox', { name: 'Resumes' })
      .getByRole('option', { name: new RegExp(name) })
      .click();
    await expect(app.locator('.detail h2').first()).toHaveText(name);
    await app.getByRole('tab', { name: 'Verification' }).click();
    const panel = app.locator('section.verification-panel');
    await expect(panel.getByRole('heading', { name: 'Verification' })).toBeVisible();

    // The automatic checks: one outcome per entry, run twice without doubling.
    const entries = panel.locator('li.entry');
    const entryCount = await entries.count();
    expect(entryCount).toBeGreaterThan(1);
    for (let run = 0; run < 2; run++) {
      await panel.getByRole('button', { name: 'Run automatic checks' }).click();
      await expect(panel.getByRole('button', { name: 'Run automatic checks' })).toBeEnabled();
      await expect(panel.locator('li.verification')).toHaveCount(entryCount);
    }
    for (let i = 0; i < entryCount; i++) {
      await expect(entries.nth(i).locator('[data-outcome]')).toHaveCount(1);
      await expect(entries.nth(i).locator('[data-outcome]')).toHaveText(/Verified|Check failed/);
    }
    const twitter = entries.filter({ hasText: 'Twitter @neutralthoughts' });
    await expect(twitter.locator('[data-outcome]')).toHaveText(/Check failed/);
    await expect(twitter).toContainText(/username/);
    await snap(`verification-01-automatic-checks-${size}`);

    // Two checks asked for by hand: pending until someone settles them.
    const asked: string[] = [];
    for (let i = 0; i < 2; i++) {
      const entry = entries.nth(i);
      asked.push((await entry.locator('strong').first().innerText()).trim());
      await entry.getByRole('textbox', { name: /^Notes for / }).fill(`Ask HR (${size})`);
      await entry.getByRole('button', { name: /^Record a check of / }).click();
      await expect(entry.locator('[data-outcome="pending"]')).toHaveCount(1);
    }

    // The queue: pending first, then failed, then settled; entries by name, never by id.
    await app.getByRole('link', { name: 'Verifications' }).click();
    const queue = app.getByRole('table', { name: 'Verification queue' });
    await expect(queue).toBeVisible();
    const first = await outcomes(queue);
    expect(first.slice(0, 2)).toEqual(['pending', 'pending']);
    expect(first.map((o) => RANK[o])).toEqual([...first.map((o) => RANK[o])].sort((a, b) => a - b));
    expect(first[2]).toBe('failed');
    expect(first).toContain('verified');
    await expect(queue.getByText(/\b(wrk|edu|prf|soc)_[0-9a-z]+/i)).toHaveCount(0);
    const rows = queue.locator('tbody tr');
    // Newest first: the second check asked for is on top.
    await expect(rows.nth(0)).toContainText(asked[1]);
    await expect(rows.nth(0)).toContainText(name);
    await expect(rows.nth(1)).toContainText(asked[0]);
    // Right after the pending ones, the newest failed checks: this candidate's two profiles (the
    // Twitter URL has no username, the SoundCloud URL is not on soundcloud.com).
    const failedTexts = [await rows.nth(2).innerText(), await rows.nth(3).innerText()];
    for (const text of failedTexts) expect(text).toContain(name);
    expect(failedTexts.join('\n')).toContain('Twitter @neutralthoughts');
    expect(failedTexts.join('\n')).toContain('SoundCloud @dandymusicnl');
    await snap(`verification-02-queue-pending-first-${size}`);
    await noSeriousAxeViolations(app);

    // Settle them: the top one verified, the next one not verified, each with a note.
    const top = await rows.nth(0).getAttribute('data-verification');
    const next = await rows.nth(1).getAttribute('data-verification');
    const topRow = queue.locator(`tr[data-verification="${top}"]`);
    const nextRow = queue.locator(`tr[data-verification="${next}"]`);
    await topRow.getByRole('textbox', { name: /^Note for / }).fill('Payslip seen');
    await topRow.getByRole('button', { name: /^Mark (?!.*not verified$).* verified$/ }).click();
    await expect(topRow.locator('[data-outcome]')).toHaveText(/Verified/);
    await nextRow.getByRole('textbox', { name: /^Note for / }).fill('Employer has no record');
    await nextRow.getByRole('button', { name: /not verified$/ }).click();
    await expect(nextRow.locator('[data-outcome]')).toHaveText(/Not verified/);
    await expect(topRow).toContainText('Payslip seen');
    await expect(nextRow).toContainText('Employer has no record');
    await expect(app.getByRole('status')).toContainText('Not verified');

    // Settled, they leave the top: no pending item is left, the order still holds.
    await expect(rows.first().locator('[data-outcome]')).not.toHaveText(/Pending/);
    let after = await outcomes(queue);
    expect(after).not.toContain('pending');
    expect(after[0]).toBe('failed');

    // The failed Twitter check: the recruiter looked and confirms the handle by hand. The automatic
    // result stays as it was; the decision is a manual check of the same profile beside it.
    const failedRow = rows
      .filter({ hasText: name })
      .filter({ hasText: 'Twitter @neutralthoughts' })
      .filter({ has: app.locator('[data-outcome="failed"]') });
    await expect(failedRow).toHaveCount(1);
    await failedRow
      .getByRole('textbox', { name: /^Note for / })
      .fill(`Handle confirmed on the profile page (${size})`);
    await failedRow.getByRole('button', { name: /^Record (?!.*not verified$).* verified$/ }).click();
    await expect(app.getByRole('status')).toContainText('recorded by hand');
    const byHand = rows.filter({ hasText: `Handle confirmed on the profile page (${size})` });
    await expect(byHand).toHaveCount(1);
    await expect(byHand.locator('[data-outcome]')).toHaveText(/Verified/);
    await expect(byHand).toContainText('Twitter @neutralthoughts');
    await expect(byHand).toContainText('manual');
    after = await outcomes(queue);
    expect(after.map((o) => RANK[o])).toEqual([...after.map((o) => RANK[o])].sort((a, b) => a - b));
    await snap(`verification-03-queue-settled-${size}`);

    // Filter: what was found not verified, by the candidate's name.
    await app.getByLabel('Outcome').selectOption({ label: 'Not verified' });
    await app.getByLabel('Candidate or entry').fill(name);
    await app.getByRole('button', { name: 'Apply' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(asked[0]);
    await expect(rows.first().locator('[data-outcome]')).toHaveText(/Not verified/);
    await snap(`verification-04-queue-filtered-${size}`);
  });
}
