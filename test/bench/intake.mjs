// Intake benchmark (issue: real-world intake), through the built `talent` command as users run it:
// - PDF resumes parsed per second: `talent import resumes` of PDFs rendered by the quality corpus
//   generator (three layouts, one of them two-column), parsed in the worker pool and stored
//   (target: at least 20 a second on this 2-core machine);
// - 10,000 JSON resumes imported: a folder of 10,000 JSON Resume files, one document each, from the
//   demo generator (target: under 15 s).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, talent } from './lib.mjs';

const PDFS = 200;
const JSON_RESUMES = 10_000;

/** The summary line of `talent import` must say every file was imported. */
function expectImported(result, count) {
  if (!result.stdout.includes(`Imported ${count} resumes`)) throw new Error(`import said: ${result.stdout}`);
}

export async function intake() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-bench-intake-'));
  const results = {};
  try {
    const corpus = path.join(work, 'corpus');
    const rendered = spawnSync(
      process.execPath,
      [path.join(ROOT, 'test/fixtures/parsing/render-corpus.mjs'), String(PDFS), '11', corpus],
      { encoding: 'utf8' },
    );
    if (rendered.status !== 0) throw new Error(`render-corpus failed: ${rendered.stderr}`);
    const pdfs = fs
      .readdirSync(corpus)
      .filter((name) => name.endsWith('.pdf'))
      .map((name) => path.join(corpus, name));
    const pdfIndex = path.join(work, 'pdf-index');
    talent(pdfIndex, ['init', '--org', 'Bench Org']);
    const pdfImport = talent(pdfIndex, ['import', 'resumes', ...pdfs]);
    expectImported(pdfImport, pdfs.length);
    results.pdfFiles = pdfs.length;
    results.pdfImportSeconds = pdfImport.seconds;
    results.pdfPerSecond = pdfs.length / pdfImport.seconds;

    const demo = path.join(work, 'demo');
    talent(path.join(work, 'scratch'), [
      'demo',
      '--resumes',
      String(JSON_RESUMES),
      '--jobs',
      '0',
      '--out',
      demo,
    ]);
    const folder = path.join(work, 'json');
    fs.mkdirSync(folder);
    const lines = fs.readFileSync(path.join(demo, 'resumes.ndjson'), 'utf8').split('\n').filter(Boolean);
    for (const [i, line] of lines.entries()) fs.writeFileSync(path.join(folder, `resume-${i}.json`), line);
    const jsonIndex = path.join(work, 'json-index');
    talent(jsonIndex, ['init', '--org', 'Bench Org']);
    const jsonImport = talent(jsonIndex, ['import', 'resumes', folder]);
    expectImported(jsonImport, JSON_RESUMES);
    results.jsonResumes = JSON_RESUMES;
    results.jsonImportSeconds = jsonImport.seconds;
    console.log(
      `intake: ${pdfs.length} PDFs in ${pdfImport.seconds.toFixed(1)} s (${results.pdfPerSecond.toFixed(1)}/s, target >= 20); ` +
        `${JSON_RESUMES} JSON files in ${jsonImport.seconds.toFixed(1)} s (target < 15 s)`,
    );
    return results;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
