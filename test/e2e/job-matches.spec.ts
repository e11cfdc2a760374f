import fs from 'node:fs';
import path from 'node:path';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { test as base, expect } from './support/fixtures';
import { addRecruiter, makeIndex, removeIndex, startUiServer, talent, type UiServer } from './support/server';

/**
 * "Who are my best 10 candidates for this job, and why?" from a fresh login: Coverage, the job
 * with the most matches, its page with ranked candidates and their reasons, filters, a shortlist
 * exported as CSV, and the reverse list from one candidate.
 */
/** A job nobody in the demo pool fits: languages no demo person speaks. */
const UNFILLABLE = {
  title: 'Icelandic, Basque and Welsh interpreter',
  company: 'Nordlys Translations',
  location: { city: 'Reykjavik', countryCode: 'IS' },
  requiredSkills: ['Icelandic', 'Basque', 'Welsh'],
};

const test = base.extend<object, { demoServer: UiServer }>({
  // Enough resumes that the best-covered job has more than ten matches; plus one job nobody fits.
  demoServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const dataDir = makeIndex({ demo: { resumes: 2000, jobs: 40 } });
      const file = path.join(dataDir, 'unfillable-job.json');
      fs.writeFileSync(file, JSON.stringify(UNFILLABLE));
      talent(dataDir, 'import', 'jobs', file);
      // A member newer than the signed-in administrator (Ada Admin): the shortlist's candidates
      // must still be Ada's, not the member list's first.
      addRecruiter(dataDir, 'Rita', 'Recruiter');
      const server = await startUiServer(dataDir);
      await use(server);
      await server.stop();
      removeIndex(dataDir);
    },
    { scope: 'worker', timeout: 180_000 },
  ],
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
    await expect(app.getByText(/of [\d,]+ open\s+jobs? ha(ve|s) low coverage/)).toBeVisible();
    // Most matches first: click the Matched header twice (ascending, then descending).
    const matched = app.getByRole('button', { name: /^Matched/ });
    await matched.click();
    await matched.click();
    await app.getByRole('table').getByRole('row').nth(1).getByRole('button').first().click();
    await snap(`matches-01-coverage-${size}`);
    await expectNoSeriousA11yViolations(app, `the coverage at ${size}`);
    await app.getByRole('link', { name: /Open the job: (all|its) [\d,]+ candidates?/ }).click();

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

    // The shortlist becomes candidate profiles, linked to the resume and the job. Asked twice (and
    // in the other viewport's run), the same people are reported as already candidates, not errors.
    const create = app.getByRole('button', { name: 'Create candidates from shortlist (2)' });
    await create.click();
    const result = app.getByRole('status', { name: 'Shortlist result' });
    await expect(result).toContainText(/candidates? created/);
    await expect(result).not.toContainText(/failed|without e-mail/);
    await create.click();
    await expect(result).toContainText('0 candidates created · 2 already candidates');
    await expect(result).toContainText(`${firstName}: already a candidate (same e-mail)`);
    await snap(`matches-03a-shortlist-to-candidates-${size}`);
    const jobHash = decodeURIComponent(app.url().split('#')[1]);
    await result.getByRole('link', { name: 'Open Candidates' }).click();
    const candidate = app.getByRole('row').filter({ hasText: firstName });
    // Owned by the signed-in member (browser mode signs in as the administrator, Ada Admin).
    // allInnerTexts() does not wait, so the headers are read only once the row is on screen:
    // read earlier (CI run of a0c39df) they were the previous screen's and indexOf gave -1.
    await expect(candidate).toBeVisible();
    await expect(app.getByRole('columnheader', { name: 'Owner' })).toBeVisible();
    const ownerColumn = await app.getByRole('columnheader').allInnerTexts();
    expect(ownerColumn).toContain('Owner');
    await expect(candidate.getByRole('cell').nth(ownerColumn.indexOf('Owner'))).toHaveText('Ada Admin');
    await expect(candidate.getByRole('link', { name: 'Resume' })).toHaveAttribute(
      'href',
      `#/resumes/${resumeId}`,
    );
    await expect(candidate.getByRole('link', { name: 'Job' })).toHaveAttribute('href', `#${jobHash}`);
    await snap(`matches-03b-candidates-${size}`);
    await app.goBack();
    await expect(
      app.getByRole('heading', { level: 2, name: /Candidates \([\d,]+ matching\)/ }),
    ).toBeVisible();

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
    await app.goto(jobUrl.replace(/#.*$/, `#/resumes/${resumeId}`));
    await app.getByRole('link', { name: 'Best open jobs for this candidate' }).click();
    await expect(app.getByRole('heading', { name: /Best open jobs for/ })).toBeVisible();
    await expect(app.getByRole('heading', { level: 2, name: /[\d,]+ matching open jobs/ })).toBeVisible();
    const jobRow = app
      .getByRole('table', { name: 'Jobs' })
      .getByRole('row')
      .filter({
        has: app.locator(`a[href="#/jobs/${jobId}"]`),
      });
    // The same reasons as the job page's.
    await expect(jobRow.getByText(/^Required:/)).toBeVisible();
    await expect(
      jobRow.getByText(/Score = skills 0\.\d{4} \+ seniority 0\.\d{4} \+ location 0\.\d{4}/),
    ).toBeVisible();
    await expect(jobRow.getByText(/Seniority .* fit\) · Location .* fit\) · [\d.?]+ years/)).toBeVisible();
    await snap(`matches-04-resume-best-jobs-${size}`);
    await expectNoSeriousA11yViolations(app, `a resume's best jobs at ${size}`);
  });

  test(`the jobs nobody fits, and gaps without the languages the pool speaks, at ${viewport.width}×${viewport.height}`, async ({
    app,
    snap,
  }) => {
    test.setTimeout(120_000);
    await app.setViewportSize(viewport);
    const size = `${viewport.width}x${viewport.height}`;
    await app.getByRole('link', { name: 'Coverage' }).click();
    const headline = app.getByText(/of [\d,]+ open\s+jobs have low coverage/);
    await expect(headline).toBeVisible();
    const lowJobs = Number((await headline.innerText()).match(/^([\d,]+) of/)?.[1].replaceAll(',', ''));
    expect(lowJobs).toBeGreaterThanOrEqual(1);

    // Fewest matches first (the Matched header once): the job nobody fits leads, labelled low, 0 matching.
    await app.getByRole('button', { name: /^Matched/ }).click();
    const first = app.getByRole('table').getByRole('row').nth(1);
    await expect(first.getByRole('cell').last()).toHaveText('0');
    await expect(first.getByText('low', { exact: true })).toBeVisible();
    await app.getByRole('searchbox', { name: 'Find a job' }).fill('Icelandic');
    const found = app.getByRole('table').getByRole('row').nth(1);
    await expect(found).toContainText(UNFILLABLE.title);
    await expect(found.getByText('low', { exact: true })).toBeVisible();
    await expect(found.getByRole('cell').last()).toHaveText('0');
    await snap(`gaps-01-unfillable-job-${size}`);

    // The gaps: languages the pool lacks are there, English (which the pool speaks) is not.
    const missing = (await app.getByText(/Most often missing:/).innerText()).split('Most often missing:')[1];
    expect(missing).not.toMatch(/\bEnglish\b/);
    // A language the pool lacks is a gap: the unfillable job's drill-down names it.
    await found.getByRole('button', { name: UNFILLABLE.title }).click();
    await expect(app.getByRole('complementary', { name: `Coverage of ${UNFILLABLE.title}` })).toContainText(
      'Icelandic',
    );
    await snap(`gaps-02-most-often-missing-${size}`);

    // The dashboard's job pool: the most required skills and the biggest gaps, each with how many
    // open jobs require it and how many resumes have it; English, which every demo resume speaks, is
    // no gap.
    await app.getByRole('link', { name: 'Dashboard' }).click();
    const gaps = app.getByRole('table', { name: /^Biggest gaps/ });
    await gaps.scrollIntoViewIfNeeded();
    await expect(gaps.getByRole('columnheader')).toHaveText([
      'Skill',
      'Open jobs requiring it',
      'Resumes having it',
      'Gap',
    ]);
    const gapRows = gaps.getByRole('row').filter({ has: app.getByRole('rowheader') });
    expect(await gapRows.count()).toBeGreaterThan(0);
    for (const row of await gapRows.all()) {
      await expect(row.getByRole('cell').nth(0)).toHaveText(/^[\d,]+ \(\d+(\.\d)?%\)$/);
      await expect(row.getByRole('cell').nth(1)).toHaveText(/^[\d,]+ \(\d+(\.\d)?%\)$/);
      await expect(row.getByRole('cell').nth(2)).toHaveText(/^\+\d+(\.\d)? points$/);
    }
    await expect(gaps.getByRole('rowheader', { name: 'English', exact: true })).toHaveCount(0);
    const required = app.getByRole('table', { name: 'Most required skills' });
    await expect(required.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^[\d,]+ \(/);
    // Soft skills do not crowd the lists: they come on a line apart.
    for (const table of [required, gaps])
      await expect(table.getByRole('rowheader', { name: /^(Teamwork|Communication)$/ })).toHaveCount(0);
    await expect(app.getByText(/^Soft skills, apart: \w/)).toBeVisible();
    await snap(`gaps-03-dashboard-required-and-gaps-${size}`);
    await expectNoSeriousA11yViolations(app, `the dashboard's skill tables at ${size}`);
  });
}
