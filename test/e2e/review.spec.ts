import fs from 'node:fs';
import path from 'node:path';
import { makeDocx, makePdf } from '../domain/parsing/make-files';
import { test as base, demoServerFixture, expect } from './support/fixtures';
import type { UiServer } from './support/server';

// Imports add resumes: this spec gets its own small index, so other specs' counts stay exact.
const test = base.extend<object, { demoServer: UiServer }>({
  demoServer: demoServerFixture({ resumes: 20, jobs: 5 }),
});

/** A corpus PDF whose parse warns "no Education section found" and is unsure of the summary. */
const PDF_NAME = '40-harry-hughes.pdf';
const PDF = fs.readFileSync(path.resolve('test/fixtures/parsing/corpus', PDF_NAME));

test('resumes: review a PDF import next to the original, correct a field and save', async ({
  app,
  demoServer,
  snap,
}) => {
  await app.getByRole('link', { name: 'Resumes' }).click();
  await expect(app.getByRole('listbox', { name: 'Resumes' })).toBeVisible();
  await app
    .getByTestId('import-input')
    .setInputFiles({ name: PDF_NAME, mimeType: 'application/pdf', buffer: PDF });

  const status = app.getByRole('region', { name: 'Import status' });
  const outcome = status.getByRole('listitem').filter({ hasText: PDF_NAME }).first();
  await expect(outcome).toContainText('imported with 1 warning');
  await outcome.getByText('1 warning', { exact: true }).click(); // expands the list
  await expect(outcome.getByText('no Education section found')).toBeVisible();
  await snap('30-import-with-warnings');

  await outcome.getByRole('link', { name: `Review ${PDF_NAME}` }).click();
  await expect(app.getByRole('heading', { name: `Review the import of ${PDF_NAME}` })).toBeVisible();
  await expect(app.getByRole('region', { name: 'Parse warnings' })).toContainText(
    'no Education section found',
  );

  // The PDF is drawn into a canvas in the window: pixels that are not all blank.
  const page1 = app.getByRole('img', { name: `${PDF_NAME}, page 1 of 1` });
  await expect(page1).toBeVisible();
  await expect(app.locator('.pdf-pages')).toHaveAttribute('data-drawn', '1');
  const inked = await page1.evaluate((canvas) => {
    const c = canvas as HTMLCanvasElement;
    const pixels = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let dark = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 128 && pixels[i + 3] > 0) dark++;
    return dark;
  });
  expect(inked).toBeGreaterThan(1000);

  const parsed = app.getByRole('region', { name: 'Parsed fields' });
  const work1 = parsed.getByRole('group', { name: /^Work 1/ });
  const company = work1.getByRole('textbox', { name: 'Company' });
  await expect(company).toHaveValue('Initech');
  // The field the parser was unsure of is highlighted, with the reason to look at it.
  const summary = parsed.locator('.field[data-path="personalInfo.summary"]');
  await expect(summary).toHaveClass(/low-confidence/);
  await expect(summary).toContainText('Parser unsure (60 %)');
  await expect(parsed.locator('.field.low-confidence')).toHaveCount(1);
  await snap('31-review-pdf');

  // A value the service cannot read is left out, as any write reads it, and the field says so.
  const start = work1.getByRole('textbox', { name: 'Start date' });
  const startBefore = await start.inputValue();
  await start.fill('last spring');
  await parsed.getByRole('button', { name: 'Save corrections' }).click();
  await expect(work1.getByRole('note')).toContainText('"last spring" is not a date');
  await expect(start).toHaveValue('');
  await snap('32-review-unreadable-date');
  await start.fill(startBefore);

  await company.fill('Initech Europe GmbH');
  await parsed.getByRole('button', { name: 'Save corrections' }).click();
  await expect(parsed.getByRole('status')).toContainText('Saved');
  // Saving was the review: the warning is gone and the corrected field is no longer doubted.
  await expect(app.getByRole('region', { name: 'Parse warnings' })).toContainText('No open warnings');
  await snap('33-review-saved');

  const id = new URL(app.url()).hash.split('/')[2];
  await parsed.getByRole('link', { name: 'open it' }).click();
  await expect(app.locator('.resume-doc .doc-entry').first()).toContainText('at Initech Europe GmbH');
  await expect(app.locator('.import-note')).toContainText(`Imported from ${PDF_NAME} with 1 unsure field`);
  await snap('35-resume-detail-after-review');

  // The page's session is a header (localStorage, per origin), not a cookie the request context would send.
  const headers = {
    'x-talent-session': await app.evaluate(() => localStorage.getItem('talent.session') ?? ''),
  };
  const api = await app.request.get(`${demoServer.baseUrl}/v1/resumes/${id}`, { headers });
  expect(api.status()).toBe(200);
  const resume = await api.json();
  expect(resume.work[0].company).toBe('Initech Europe GmbH');
  expect(resume.source).toMatchObject({ fileName: PDF_NAME, warnings: [] });
  expect(resume.source.confidence['work[0].name']).toBe(1);
  const file = await app.request.get(`${demoServer.baseUrl}/v1/resumes/${id}/file`, { headers });
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);
});

test('resumes: a text import is reviewed as the text the parser read', async ({ app }) => {
  await app.getByRole('link', { name: 'Resumes' }).click();
  const text = fs.readFileSync(path.resolve('test/fixtures/parsing/corpus/07-gabriel-oliveira.txt'));
  await app
    .getByTestId('import-input')
    .setInputFiles({ name: 'gabriel-review.txt', mimeType: 'text/plain', buffer: text });
  const status = app.getByRole('region', { name: 'Import status' });
  await status.getByRole('link', { name: 'Review gabriel-review.txt' }).click();
  await expect(app.getByRole('region', { name: 'Original file' })).toContainText('Gabriel');
});

test('resumes: a CSV, an image-only PDF and an empty DOCX are refused with their reasons', async ({
  app,
  snap,
}) => {
  await app.getByRole('link', { name: 'Resumes' }).click();
  await expect(app.getByRole('listbox', { name: 'Resumes' })).toBeVisible();
  const scan = await makePdf((doc) => {
    doc.rect(50, 50, 300, 200).fill('#336699');
  });
  await app.getByTestId('import-input').setInputFiles([
    { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from(scan) },
    {
      name: 'blank.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from(await makeDocx(['', ' '])),
    },
  ]);
  const status = app.getByRole('region', { name: 'Import status' });
  const lines = status.getByRole('listitem');
  await expect(lines.filter({ hasText: 'scan.pdf' })).toContainText(
    /failed\s+scan\.pdf — the file holds only images/,
  );
  await expect(lines.filter({ hasText: 'blank.docx' })).toContainText(
    /failed\s+blank\.docx — the file has no text/,
  );
  await snap('34-refusals');
});

test('resumes: a CSV file is refused as not a resume, in plain words', async ({ app }) => {
  await app.getByRole('link', { name: 'Resumes' }).click();
  await app.getByTestId('import-input').setInputFiles({
    name: 'openings.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Job Title,Employer,Location\nData Engineer,Initech,Berlin\n'),
  });
  const line = app
    .getByRole('region', { name: 'Import status' })
    .getByRole('listitem')
    .filter({ hasText: 'openings.csv' });
  await expect(line).toContainText(/failed\s+openings\.csv — the file does not read as a resume/);
});
