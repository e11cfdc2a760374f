import fs from 'node:fs';
import path from 'node:path';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

/** A JSON Resume file the recruiter drops in: the shared sample under a name no demo resume has. */
function resumeFile() {
  const doc = JSON.parse(
    fs.readFileSync(path.resolve('test/fixtures/jsonresume/sample.resume.json'), 'utf8'),
  );
  doc.basics.name = 'Zelda Quintanilla';
  doc.basics.email = 'zelda.quintanilla@mail.example';
  return { name: 'zelda.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(doc)) };
}

test('dashboard: skills, job pool and talent pool charts drawn with real numbers', async ({ app, snap }) => {
  await expect(app.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  for (const title of [
    'Top skills (documents naming the skill)',
    'Jobs by role family',
    'Resumes by role family',
  ]) {
    const chart = app.locator(`[data-chart="${title}"]`);
    await expect(chart).toHaveAttribute('data-ready', 'true');
    // The SVG renderer draws values as text: at least one positive count is on screen.
    const label = await chart.getAttribute('aria-label');
    expect(label).toMatch(/: [1-9]\d*/);
    await expect(chart.locator('svg text').first()).toBeVisible();
  }
  await expect(app.locator('.kpi').filter({ hasText: 'resumes in this selection' })).toContainText('300');
  await snap('02-dashboard');
  await expectNoSeriousA11yViolations(app, 'the dashboard');

  // Filters reach the reports: closed jobs only.
  await app.getByLabel('Job status').selectOption('closed');
  await expect(app.locator('.kpi').filter({ hasText: 'jobs in this selection' })).toBeVisible();
});

test('resumes: import a file, open it, redact and compare, verify an entry', async ({ app, snap }) => {
  await app.getByRole('link', { name: 'Resumes' }).click();
  await expect(app.getByRole('listbox', { name: 'Resumes' })).toBeVisible();
  await snap('03-resumes');
  await expectNoSeriousA11yViolations(app, 'the resume list');

  await app.getByTestId('import-input').setInputFiles(resumeFile());
  await expect(app.getByText('imported 1 resume')).toBeVisible();

  await app.getByRole('searchbox', { name: 'Search' }).fill('Zelda');
  const row = app.getByRole('option', { name: /Zelda Quintanilla/ });
  await expect(row).toBeVisible();
  // Keyboard: focus the list, Enter opens the active row.
  await app.getByRole('listbox', { name: 'Resumes' }).focus();
  await app.keyboard.press('Enter');
  await expect(app.getByRole('heading', { name: 'Zelda Quintanilla' })).toBeVisible();
  await expect(app.getByText('Pied Piper').first()).toBeVisible();
  await snap('04-resume-detail');
  await expectNoSeriousA11yViolations(app, 'a resume');

  await app.getByRole('button', { name: 'Redact…' }).click();
  const dialog = app.getByRole('dialog', { name: 'Redact Zelda Quintanilla' });
  await dialog.getByRole('button', { name: 'Create redacted copy' }).click();
  await expect(dialog.getByText(/value\(s\) redacted/)).toBeVisible();
  const redacted = dialog.getByRole('region', { name: 'Redacted' });
  const original = dialog.getByRole('region', { name: 'Original' });
  await expect(redacted.getByText('[REDACTED]').first()).toBeVisible();
  await expect(original.getByText('zelda.quintanilla@mail.example')).toBeVisible();
  await expect(redacted.getByText('zelda.quintanilla@mail.example')).toHaveCount(0);
  await expect(original.locator('.flagged').first()).toBeVisible();
  await snap('05-redaction-compare');
  await expectNoSeriousA11yViolations(app, 'the redaction dialog');
  // The stored copy as a file for a hiring manager: a PDF without the original e-mail in its name.
  const downloading = app.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^redacted-resume-red_\w+\.pdf$/);
  expect(
    fs
      .readFileSync(await download.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await app.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await app.getByRole('tab', { name: 'Verification' }).click();
  const work = app.locator('.entry').filter({ hasText: 'Pied Piper' });
  await work.getByLabel('Notes').fill('Called the former employer');
  await work.getByRole('button', { name: 'Record' }).click();
  await expect(work.locator('.badge.pending')).toBeVisible();
  await work.getByRole('button', { name: 'Mark CEO/President at Pied Piper verified', exact: true }).click();
  await expect(work.locator('[data-outcome="verified"]')).toHaveText(/Verified/);
  await app.getByRole('button', { name: 'Run automatic checks' }).click();
  await expect(app.locator('.verification').filter({ hasText: 'automatic' }).first()).toBeVisible();
  await snap('06-verification');

  // The verification queue finds what was recorded, by the candidate's name and by outcome.
  await app.getByRole('link', { name: 'Verifications' }).click();
  await app.getByRole('searchbox', { name: 'Candidate or entry' }).fill('Zelda');
  await app.getByRole('button', { name: 'Apply' }).click();
  await expect(app.getByRole('cell', { name: 'Called the former employer' })).toBeVisible();
  await app.getByLabel('Outcome').selectOption({ label: 'Verified' });
  await app.getByRole('button', { name: 'Apply' }).click();
  await expect(app.getByRole('cell', { name: 'Called the former employer' })).toBeVisible();
  await snap('07-verifications');
  await expectNoSeriousA11yViolations(app, 'the verifications');
});

test('jobs: validation errors inline, create a job, see its coverage, close it', async ({ app, snap }) => {
  await app.getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(app.getByRole('table')).toBeVisible();
  await snap('08-jobs');
  await expectNoSeriousA11yViolations(app, 'the jobs');
  await app.getByRole('button', { name: 'New job' }).click();
  const dialog = app.getByRole('dialog', { name: 'New job' });
  await dialog.getByLabel('Salary from').fill('90000');
  await dialog.getByLabel('Salary to').fill('70000');
  await dialog.getByLabel('Currency').fill('euro');
  await dialog.getByRole('button', { name: 'Create job' }).click();
  await expect(dialog.getByText('a job needs a title')).toBeVisible();
  await expect(dialog.getByText('must be an ISO 4217 code such as USD')).toBeVisible();
  await snap('09-job-form-errors');
  await expectNoSeriousA11yViolations(app, 'the job form with errors');

  await dialog.getByLabel('Title', { exact: true }).fill('Senior Quantum Python Engineer');
  await dialog.getByLabel('City').fill('Berlin');
  await dialog.getByLabel('Country code').fill('DE');
  await dialog.getByLabel('Required skills').fill('Python, Kubernetes, PostgreSQL');
  await dialog.getByLabel('Salary to').fill('110000');
  await dialog.getByLabel('Currency').fill('EUR');
  await dialog.getByRole('button', { name: 'Create job' }).click();
  await expect(dialog).toBeHidden();
  await expect(app.getByRole('cell', { name: /Senior Quantum Python Engineer/ })).toBeVisible();

  await app.getByRole('link', { name: 'Coverage' }).click();
  await app.getByRole('button', { name: 'Senior Quantum Python Engineer' }).click();
  const drill = app.getByRole('complementary', { name: 'Coverage of Senior Quantum Python Engineer' });
  await expect(drill.getByText(/Coverage \d+%/)).toBeVisible();
  await expect(drill.getByRole('link').first()).toHaveAttribute('href', /#\/resumes\/res_/);
  await snap('10-coverage');
  await expectNoSeriousA11yViolations(app, 'the coverage');
  await drill.getByRole('link').first().click();
  await expect(app.getByRole('tab', { name: 'Resume' })).toBeVisible();

  await app.getByRole('link', { name: 'Jobs', exact: true }).click();
  const row = app.getByRole('row').filter({ hasText: 'Senior Quantum Python Engineer' });
  await row.getByRole('button', { name: 'Close' }).click();
  await app
    .getByRole('dialog', { name: 'Close this job?' })
    .getByRole('button', { name: 'Close job' })
    .click();
  await expect(row).toBeHidden();
});

test('candidates: inline errors, profile rows, create', async ({ app, snap }) => {
  await app.getByRole('link', { name: 'Candidates' }).click();
  await expect(app.getByText('No candidates yet')).toBeVisible();
  await app.getByRole('button', { name: 'New candidate' }).click();
  const dialog = app.getByRole('dialog', { name: 'New candidate' });
  await dialog.getByRole('button', { name: 'Add profile' }).click();
  await dialog.getByRole('button', { name: 'Add profile' }).click();
  await dialog.getByRole('button', { name: 'Remove profile 2' }).click();
  await dialog.getByLabel('URL').fill('not a url');
  await dialog.getByRole('button', { name: 'Create candidate' }).click();
  await expect(dialog.getByText('must be an e-mail address')).toBeVisible();
  await expect(dialog.getByText('must be an http(s) URL')).toBeVisible();
  await snap('11-candidate-errors');
  await expectNoSeriousA11yViolations(app, 'the candidate form with errors');
  await dialog.getByLabel('Full name').fill('Grace Okafor');
  await dialog.getByLabel('E-mail').fill('grace.okafor@mail.example');
  await dialog.getByLabel('Network').fill('GitHub');
  await dialog.getByLabel('Username').fill('gokafor');
  await dialog.getByLabel('URL').fill('https://github.com/gokafor');
  await dialog.getByRole('button', { name: 'Create candidate' }).click();
  await expect(dialog).toBeHidden();
  await expect(app.getByRole('cell', { name: 'Grace Okafor' })).toBeVisible();
  await expect(app.getByRole('cell', { name: 'GitHub: gokafor' })).toBeVisible();
  await snap('12-candidates');
  await expectNoSeriousA11yViolations(app, 'the candidates');
});

test('settings: tokens created once and revoked, webhook saved, API server state', async ({ app, snap }) => {
  await app.getByRole('link', { name: 'Settings' }).click();
  // Browser mode: the API serving this page is running, at this page's own address.
  await expect(app.getByTestId('api-state')).toContainText('running');
  await expect(app.getByTestId('api-state')).toContainText(new URL(app.url()).origin);

  await app.getByLabel('Token name').fill('reporting script');
  await app.getByLabel('webhooks', { exact: true }).check();
  await app.getByRole('button', { name: 'Create token' }).click();
  await expect(app.getByTestId('token-secret')).toHaveText(/^tix_/);
  const tokens = app.getByRole('table', { name: 'API tokens' });
  await expect(tokens.getByRole('row').filter({ hasText: 'reporting script' })).toContainText('active');
  await expect(tokens.getByRole('row').filter({ hasText: 'reporting script' })).toContainText(
    'read, write, webhooks',
  );
  await snap('13-token-created');
  await app.getByRole('button', { name: 'Done' }).click();
  await expect(app.getByTestId('token-secret')).toHaveCount(0);
  await tokens.getByRole('button', { name: 'Revoke reporting script' }).click();
  // Revoking asks first: Cancel leaves the token working.
  await app
    .getByRole('dialog', { name: 'Revoke this token?' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(tokens.getByRole('row').filter({ hasText: 'reporting script' })).toContainText('active');
  await tokens.getByRole('button', { name: 'Revoke reporting script' }).click();
  await app.getByRole('button', { name: 'Revoke token' }).click();
  await expect(tokens.getByRole('row').filter({ hasText: 'reporting script' })).toContainText('revoked');

  await app.getByLabel('Deliver events to a URL').check();
  await app.getByLabel('Webhook URL').fill('ftp://nope');
  await app.getByRole('button', { name: 'Save webhook' }).click();
  await expect(app.getByText('must be an http(s) URL')).toBeVisible();
  await app.getByLabel('Webhook URL').fill('http://127.0.0.1:9/hook');
  await app.getByLabel('resume.parsed').check();
  await app.getByRole('button', { name: 'Save webhook' }).click();
  await expect(app.getByText('Webhook saved.')).toBeVisible();
  await app.reload();
  await expect(app.getByLabel('Webhook URL')).toHaveValue('http://127.0.0.1:9/hook');
  await expect(app.getByLabel('resume.parsed')).toBeChecked();
  // A local receiver needs the allow-list: one click.
  await app.getByRole('button', { name: 'Allow this computer' }).click();
  await expect(app.getByText('Allowed hosts saved.')).toBeVisible();
  await expect(app.getByLabel('Allowed hosts')).toHaveValue('localhost\n127.0.0.1\n::1');
  await snap('14-settings');
  await expectNoSeriousA11yViolations(app, 'the settings');
});
