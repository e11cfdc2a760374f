import fs from 'node:fs';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { test as base, demoServerFixture, expect } from './support/fixtures';
import type { UiServer } from './support/server';

/**
 * "Who are my best 10 candidates for this job, and why?" from a fresh login: Coverage, the job
 * with the most matches, its page with ranked candidates and their reasons, filters, a shortlist
 * exported as CSV, and the reverse list from one candidate.
 */
const test = base.extend<object, { demoServer: UiServer }>({
  // Enough resumes that the best-covered job has more than ten matches.
  demoServer: demoServerFixture({ resumes: 2000, jobs: 40 }),
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
]) {
  test(`a job's 10 best candidates with reasons at ${viewport.width}×${viewport.height}`, async ({
    app,
    snap,
  }) => {
    test.setTimeout(120_000);
    await app.setViewportSize(viewport);
    const size = `${viewport.width}x${viewport.height}`;
    await app.getByRole('link', { name: 'Coverage' }).click();
    await expect(app.getByText(/of [\d,]+ open\s+jobs have low coverage/)).toBeVisible();
    // Most matches first: click the Matched header twice (ascending, then descending).
    const matched = app.getByRole('button', { name: /^Matched/ });
    await matched.click();
    await matched.click();
    await app.getByRole('table').getByRole('row').nth(1).getByRole('button').first().click();
    await snap(`matches-01-coverage-${size}`);
    await expectNoSeriousA11yViolations(app, `the coverage at ${size}`);
    await app.getByRole('link', { name: /Open the job: all [\d,]+ candidates/ }).click();

    // The job page: the job, then its candidates best first with their reasons.
    await expect(
      app.getByRole('heading', { level: 2, name: /Candidates \([\d,]+ matching\)/ }),
    ).toBeVisible();
    const rows = app.getByRole('table', { name: 'Candidates' }).getByRole('row');
    await expect(rows).toHaveCount(21); // the header and the first page of 20
    const scores: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const row = rows.nth(i);
      await expect(row.getByRole('cell').first()).toHaveText(String(i));
      await expect(row.getByText(/^Required:/)).toBeVisible();
      await expect(
        row.getByText(/Score = skills 0\.\d{4} \+ seniority 0\.\d{4} \+ location 0\.\d{4}/),
      ).toBeVisible();
      await expect(row.getByText(/Seniority .* fit\) · Location .* fit\) · [\d.?]+ years/)).toBeVisible();
      scores.push(Number((await row.getByRole('cell').nth(2).innerText()).replace('%', '')));
    }
    expect(scores.every((s, i) => s >= 50 && (i === 0 || s <= scores[i - 1]))).toBe(true);
    await snap(`matches-02-job-page-${size}`);
    await expectNoSeriousA11yViolations(app, `a job page at ${size}`);

    // Shortlist two and export them.
    await rows.nth(1).getByRole('checkbox').check();
    await rows.nth(2).getByRole('checkbox').check();
    const firstName = await rows.nth(1).getByRole('link').innerText();
    const [download] = await Promise.all([
      app.waitForEvent('download'),
      app.getByRole('button', { name: 'Export shortlist (2) as CSV' }).click(),
    ]);
    const csv = fs
      .readFileSync((await download.path()) as string, 'utf8')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(
      '"Rank","Name","Resume id","Location","Score","Required matched","Required missing","Years"',
    );
    expect(csv).toHaveLength(3);
    expect(csv[1]).toContain(`"${firstName}"`);

    const resumeId = (await rows.nth(1).getByRole('link').getAttribute('href'))?.split('/').pop();

    // Filters: seniors only.
    await app.getByLabel('Seniority').selectOption('Senior');
    await app.getByRole('button', { name: 'Apply' }).click();
    await expect(
      app.getByRole('heading', { level: 2, name: /Candidates \([\d,]+ matching\)/ }),
    ).toBeVisible();
    const seniorRows = app.getByRole('table', { name: 'Candidates' }).getByRole('row');
    const count = await seniorRows.count();
    for (let i = 1; i < Math.min(count, 6); i++) {
      await expect(seniorRows.nth(i).getByText(/Seniority Senior for/)).toBeVisible();
    }
    await snap(`matches-03-filtered-${size}`);

    // The reverse: the best open jobs for the first candidate include this job.
    const jobUrl = app.url();
    const jobId = decodeURIComponent(jobUrl.split('#/jobs/')[1]);
    await app.goto(jobUrl.replace(/#.*$/, `#/jobs/for/${resumeId}`));
    await expect(app.getByRole('heading', { name: /Best open jobs for/ })).toBeVisible();
    await expect(app.getByRole('table', { name: 'Jobs' }).locator(`a[href="#/jobs/${jobId}"]`)).toBeVisible();
    await snap(`matches-04-resume-best-jobs-${size}`);
    await expectNoSeriousA11yViolations(app, `a resume's best jobs at ${size}`);
  });
}
