import fs from 'node:fs';
import path from 'node:path';
import { test as base, demoServerFixture, expect } from './support/fixtures';
import type { UiServer } from './support/server';

// Imports add resumes and jobs: this spec gets its own index, so the other specs' counts stay exact.
const test = base.extend<object, { demoServer: UiServer }>({
  demoServer: demoServerFixture({ resumes: 40, jobs: 10 }),
});

const CORPUS = path.resolve('test/fixtures/parsing/corpus');
/** A rendered resume of the parsing corpus, as the recruiter's file picker hands it over. */
function corpusFile(name: string, mimeType: string) {
  return { name, mimeType, buffer: fs.readFileSync(path.join(CORPUS, name)) };
}

test('resumes: import PDF and DOCX files by the picker, each file answered', async ({ app, snap }) => {
  await app.getByRole('link', { name: 'Resumes' }).click();
  await expect(app.getByRole('listbox', { name: 'Resumes' })).toBeVisible();

  await app
    .getByTestId('import-input')
    .setInputFiles([
      corpusFile('05-manon-lefevre.pdf', 'application/pdf'),
      corpusFile(
        '06-maria-jose-perez.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ]);
  const status = app.getByRole('region', { name: 'Import status' });
  await expect(status.getByText('imported 2 resumes.')).toBeVisible();
  const outcomes = status.getByRole('listitem');
  await expect(outcomes.filter({ hasText: '05-manon-lefevre.pdf' })).toContainText('imported');
  await expect(outcomes.filter({ hasText: '06-maria-jose-perez.docx' })).toContainText('imported');

  // The list is filtered (the count says "match") before the imported resume is looked for in it.
  const search = app.getByRole('searchbox', { name: 'Search' });
  await search.fill('Manon Lefèvre');
  await expect(app.getByText(/resumes? match/)).toBeVisible();
  await expect(app.getByRole('option', { name: /Manon Lefèvre/ })).toBeVisible();
  await search.fill('María José Pérez');
  await expect(app.getByRole('option', { name: /Manon Lefèvre/ })).toBeHidden();
  await expect(app.getByRole('option', { name: /María José Pérez/ })).toBeVisible();
  await snap('15-resume-files-imported');

  // The same file again is recognized, and nothing is written twice.
  await status.getByRole('button', { name: 'Dismiss' }).click();
  await app.getByTestId('import-input').setInputFiles(corpusFile('05-manon-lefevre.pdf', 'application/pdf'));
  await expect(status.getByText('imported 0 resumes, 1 already in the index.')).toBeVisible();
  await expect(status.getByRole('listitem').filter({ hasText: '05-manon-lefevre.pdf' })).toContainText(
    'already in the index',
  );
});

/** An export whose "Location" column is a metro area: the office city is in another column. */
const JOBS_CSV = [
  'Job Title,Employer,Location,Office City,Country,Skills,Salary Min,Salary Max,Currency',
  'Quokka Data Engineer,Initech,Hamburg Metro,Berlin,DE,"Python; SQL",70000,90000,EUR',
  'Quokka Platform Lead,Initech,Hamburg Metro,Munich,DE,Kubernetes,90000,120000,EUR',
  ',Initech,Hamburg Metro,Berlin,DE,Excel,1,2,EUR',
].join('\n');

test('jobs: import a CSV with one column remapped in the dialog', async ({ app, snap }) => {
  await app.getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(app.getByRole('table')).toBeVisible();
  await app
    .getByTestId('import-input')
    .setInputFiles({ name: 'openings.csv', mimeType: 'text/csv', buffer: Buffer.from(JOBS_CSV) });

  const dialog = app.getByRole('dialog', { name: 'Import jobs from openings.csv' });
  const preview = dialog.getByRole('table', { name: 'Preview of the first rows' });
  await expect(dialog.getByRole('combobox', { name: 'Title', exact: true })).toHaveValue('Job Title');
  // The keyboard starts at the first field once the columns are known.
  await expect(dialog.getByRole('combobox', { name: 'Title', exact: true })).toBeFocused();
  await expect(dialog.getByRole('combobox', { name: 'City', exact: true })).toHaveValue('Location');
  await expect(preview).toContainText('Hamburg Metro, DE');
  await expect(dialog.getByText('Line 4, column “Job Title”: a job needs a title')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'City', exact: true }).selectOption('Office City');
  await expect(preview).toContainText('Berlin, DE');
  await expect(preview).not.toContainText('Hamburg Metro');
  await snap('16-jobs-csv-mapping');

  await dialog.getByRole('button', { name: 'Import 2 jobs' }).click();
  await expect(dialog.getByText('Imported 2 jobs; 1 row skipped.')).toBeVisible();
  await expect(dialog.getByText('Line 4, column “Job Title”: a job needs a title')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const row = app.getByRole('row').filter({ hasText: 'Quokka Data Engineer' });
  await expect(row).toContainText('Initech · Berlin, DE');
  await expect(row).toContainText('Python, SQL');
  await expect(app.getByRole('row').filter({ hasText: 'Quokka Platform Lead' })).toContainText('Munich, DE');
  await snap('17-jobs-csv-imported');
});

test('resumes: a file dropped on the screen is imported like a picked one', async ({ app }) => {
  await app.getByRole('link', { name: 'Resumes' }).click();
  await expect(app.getByRole('listbox', { name: 'Resumes' })).toBeVisible();
  const text = fs.readFileSync(path.join(CORPUS, '07-gabriel-oliveira.txt'), 'utf8');
  // A real drag from the desktop cannot be scripted; the drop event carries the same DataTransfer.
  const files = await app.evaluateHandle((content) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([content], '07-gabriel-oliveira.txt', { type: 'text/plain' }));
    return transfer;
  }, text);
  const screen = app.locator('.screen.split');
  await screen.dispatchEvent('dragover', { dataTransfer: files });
  await expect(screen).toHaveClass(/dragging/);
  await screen.dispatchEvent('drop', { dataTransfer: files });
  const status = app.getByRole('region', { name: 'Import status' });
  await expect(status.getByText('imported 1 resume.')).toBeVisible();
  await expect(status.getByRole('listitem').filter({ hasText: '07-gabriel-oliveira.txt' })).toContainText(
    'imported',
  );
});
