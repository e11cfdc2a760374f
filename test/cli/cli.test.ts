import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../main/store/db';
import { adminMember } from '../../main/store/members';
import { firstOrganization } from '../../main/store/organizations';
import { countRows, request, sampleJob, sampleResume, tempDir } from '../helpers';
import { requireBuiltCli, TALENT, talent } from './talent-process';

const indexFile = (dataDir: string) => path.join(dataDir, 'talent-index.sqlite');
function rows(dataDir: string, table: string): number {
  const db = openDatabase(indexFile(dataDir));
  try {
    return countRows(db, table);
  } finally {
    db.close();
  }
}

requireBuiltCli();

describe('talent init', () => {
  it('creates the index and organization once, idempotently', () => {
    const dir = tempDir();
    const first = talent(dir, ['init', '--org', 'Acme Talent', '--email', 'ops@acme.example']);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Created organization Acme Talent \(org_/);
    const second = talent(dir, ['init', '--org', 'Other']);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/already holds organization Acme Talent/);
    expect(rows(dir, 'organizations')).toBe(1);
  });

  it('uses TALENT_DATA_DIR when --data-dir is not given', () => {
    const dir = tempDir();
    const result = spawnSync(process.execPath, [TALENT, 'init'], {
      encoding: 'utf8',
      env: { ...process.env, TALENT_DATA_DIR: dir },
    });
    expect(result.status).toBe(0);
    expect(fs.existsSync(indexFile(dir))).toBe(true);
  });

  it('reports user mistakes in one line with a non-zero exit and no stack trace', () => {
    const dir = tempDir();
    for (const args of [
      ['init', '--email', 'not-an-email'],
      ['init', '--bogus'],
      ['frobnicate'],
      ['token', 'list'],
      ['import', 'cats', 'x'],
    ]) {
      const result = talent(dir, args);
      expect(result.code, args.join(' ')).not.toBe(0);
      expect(result.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(result.stderr).toMatch(/^talent: /);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    expect(talent(dir, ['token', 'list']).stderr).toMatch(/run `talent init` first/);
  });

  it('refuses an index written by a newer version with a clear message', () => {
    const dir = tempDir();
    talent(dir, ['init']);
    const db = openDatabase(indexFile(dir));
    db.pragma('user_version = 999');
    db.close();
    const result = talent(dir, ['token', 'list']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/newer version of Talent Index/);
  });
});

describe('talent token', () => {
  it('creates (secret alone on stdout), lists (never the secret) and revokes', () => {
    const dir = tempDir();
    talent(dir, ['init']);
    const created = talent(dir, ['token', 'create', '--name', 'ci', '--ttl', '12h']);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^tix_[A-Za-z0-9_-]{43}\n$/);
    const secret = created.stdout.trim();
    const list = talent(dir, ['token', 'list']);
    expect(list.stdout).toMatch(/tok_[0-9A-Z]{26}\s+ci\s+active/);
    expect(list.stdout).toContain('never');
    expect(list.stdout).not.toContain(secret);
    const id = /tok_[0-9A-Z]{26}/.exec(list.stdout)![0];
    expect(talent(dir, ['token', 'revoke', id]).code).toBe(0);
    expect(talent(dir, ['token', 'list']).stdout).toMatch(/ci\s+revoked/);
    const unknown = talent(dir, ['token', 'revoke', 'tok_nope']);
    expect(unknown.code).toBe(2);
    expect(talent(dir, ['token', 'create', '--ttl', '400d']).code).toBe(1);
    expect(talent(dir, ['token', 'create', '--ttl', 'soon']).stderr).toMatch(/duration/);
  });
});

describe('talent token scopes and the webhook allow-list', () => {
  it('issues tokens with --scope (repeatable), lists each token with its scopes, and refuses unknown scopes', () => {
    const dir = tempDir();
    talent(dir, ['init']);
    expect(talent(dir, ['token', 'create', '--name', 'plain']).code).toBe(0);
    const hooks = talent(dir, [
      'token',
      'create',
      '--name',
      'hooks',
      '--scope',
      'read',
      '--scope',
      'webhooks',
    ]);
    expect(hooks.code).toBe(0);
    expect(hooks.stderr).toContain('scopes read webhooks');
    const list = talent(dir, ['token', 'list']);
    expect(list.stdout).toMatch(/SCOPES/);
    expect(list.stdout).toMatch(/plain\s+active\s+read,write\s/);
    expect(list.stdout).toMatch(/hooks\s+active\s+read,webhooks\s/);
    const bad = talent(dir, ['token', 'create', '--scope', 'admin']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^talent: .*scopes\/0/);
    expect(bad.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    expect(rows(dir, 'api_tokens')).toBe(2);
  });

  it('allows a local webhook receiver in one step, and lists and removes allowed hosts', () => {
    const dir = tempDir();
    talent(dir, ['init']);
    expect(talent(dir, ['webhook', 'allowed']).stdout).toContain('No hosts allowed');
    const allow = talent(dir, ['webhook', 'allow', 'localhost', '127.0.0.1']);
    expect(allow.code).toBe(0);
    expect(allow.stdout).toBe('localhost\n127.0.0.1\n');
    expect(talent(dir, ['webhook', 'disallow', 'localhost']).stdout).toBe('127.0.0.1\n');
    const bad = talent(dir, ['webhook', 'allow', 'not a host!']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^talent: .*hosts/);
    expect(talent(dir, ['webhook', 'allowed']).stdout).toBe('127.0.0.1\n');
  });
});

describe('talent import', () => {
  it('imports files, folders, arrays and NDJSON, reporting each bad document and keeping the good ones', () => {
    const dir = tempDir();
    talent(dir, ['init']);
    const input = tempDir();
    fs.mkdirSync(path.join(input, 'nested'));
    fs.writeFileSync(path.join(input, 'one.json'), JSON.stringify(sampleResume()));
    fs.writeFileSync(
      path.join(input, 'nested', 'many.json'),
      JSON.stringify([{ basics: { name: 'A' } }, { basics: { name: '' } }, { basics: { name: 'C' } }]),
    );
    fs.writeFileSync(
      path.join(input, 'lines.ndjson'),
      [
        JSON.stringify({ basics: { name: 'D' } }),
        '',
        '{not json',
        JSON.stringify({ basics: 'E', work: {}, skills: 'Go' }),
      ].join('\n'),
    );
    fs.writeFileSync(path.join(input, 'notes.log'), 'ignored: not a document file');
    fs.writeFileSync(path.join(input, 'broken.json'), '{"basics": ');
    const result = talent(dir, ['import', 'resumes', input, path.join(input, 'missing.json')]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Imported 4 resumes from 4 file(s); 5 failed.');
    expect(result.stderr).toContain('many.json[1]: line 1: (document): not a resume');
    expect(result.stderr).toContain('lines.ndjson:3: not valid JSON');
    // Every problem of a bad document, not the first.
    expect(result.stderr).toMatch(/lines\.ndjson:4: \/basics: [^\n]*; \/work: [^\n]*; \/skills: /);
    expect(result.stderr).toContain('broken.json: not valid JSON');
    expect(result.stderr).toContain('missing.json: no such file or folder');
    expect(rows(dir, 'resumes')).toBe(4);
  });

  it('imports JSON Resume as people write it, listing what was changed per document', () => {
    const dir = tempDir();
    talent(dir, ['init']);
    const input = tempDir();
    fs.writeFileSync(
      path.join(input, 'hand-written.json'),
      JSON.stringify({
        basics: { name: 'Hand Written', website: 'jane.dev', summary: null, location: 'Berlin, Germany' },
        work: [{ company: 'Acme', startDate: 'Jan 2019', endDate: 'Present', summary: null }],
      }),
    );
    fs.writeFileSync(
      path.join(input, 'more.ndjson'),
      [
        JSON.stringify({ basics: { name: 'Official', image: 'me.png' }, work: [{ name: 'B', endDate: '' }] }),
        JSON.stringify({ basics: { name: 'Clean' }, work: [{ name: 'C', startDate: '2020-02' }] }),
      ].join('\n'),
    );
    // A pretty-printed document that is not a resume: every problem, each with its line.
    fs.writeFileSync(
      path.join(input, 'wrong.json'),
      JSON.stringify({ basics: 'Jane', work: {}, skills: 'Go' }, null, 2),
    );
    const result = talent(dir, ['import', 'resumes', input]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Imported 3 resumes from 3 file(s); 1 failed. 2 imported with warnings.');
    expect(result.stderr).toMatch(
      /wrong\.json: line 2: \/basics: [^\n]*; line 3: \/work: [^\n]*; line 4: \/skills: /,
    );
    expect(result.stderr).toContain('hand-written.json:\n');
    expect(result.stderr).toContain('/basics/url: "jane.dev" has no scheme; read as https://jane.dev');
    expect(result.stderr).toContain('/basics/location: "Berlin, Germany" read as Berlin, DE');
    expect(result.stderr).toContain('/work/0/endDate: "Present" read as ongoing');
    expect(result.stderr).toContain('more.ndjson:1:\n    /basics/image:');
    expect(result.stderr).not.toContain('more.ndjson:2');
    expect(rows(dir, 'resumes')).toBe(3);
  });

  it('imports jobs and fails with status 1 when nothing could be imported', () => {
    const dir = tempDir();
    talent(dir, ['init']);
    const input = tempDir();
    const file = path.join(input, 'jobs.ndjson');
    fs.writeFileSync(
      file,
      [JSON.stringify(sampleJob()), JSON.stringify({ ...sampleJob(), status: 'closed' })].join('\n'),
    );
    const ok = talent(dir, ['import', 'jobs', file]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('Imported 2 jobs');
    expect(rows(dir, 'jobs')).toBe(2);
    fs.writeFileSync(file, JSON.stringify({ title: '' }));
    const bad = talent(dir, ['import', 'jobs', file]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('Imported 0 jobs');
  });
});

describe('talent import resumes from files', () => {
  it('parses PDF and text resumes in workers, keeps the originals, and skips a file imported before', async () => {
    const dir = tempDir();
    talent(dir, ['init']);
    const input = tempDir();
    const PDFDocument = (await import('pdfkit')).default;
    const pdf = new PDFDocument();
    const chunks: Buffer[] = [];
    pdf.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => pdf.on('end', resolve));
    pdf.fontSize(20).text('Omar Haddad');
    pdf.fontSize(11).text('omar.haddad@example.org  +1 415 555 0134  San Francisco, CA');
    pdf.moveDown().fontSize(14).text('Experience');
    pdf.fontSize(11).text('Backend Engineer, Hooli — Jan 2021 – Present');
    pdf.moveDown().fontSize(14).text('Skills');
    pdf.fontSize(11).text('Go, PostgreSQL, Kubernetes');
    pdf.end();
    await ended;
    fs.writeFileSync(path.join(input, 'omar.pdf'), Buffer.concat(chunks));
    fs.writeFileSync(path.join(input, 'lee.txt'), 'Lee Park\nlee.park@example.com\n\nSkills\nPython, SQL\n');
    fs.writeFileSync(path.join(input, 'blank.md'), '\n\n');
    const first = talent(dir, ['import', 'resumes', input]);
    expect(first.stdout).toContain('Imported 2 resumes from 3 file(s); 1 failed.');
    expect(first.stderr).toMatch(/blank\.md: the file has no text/);
    const again = talent(dir, ['import', 'resumes', path.join(input, 'omar.pdf')]);
    expect(again.stdout).toContain(
      'Imported 0 resumes from 1 file(s); 1 skipped as already imported; 0 failed.',
    );
    expect(rows(dir, 'resume_files')).toBe(2);
    const db = openDatabase(indexFile(dir));
    const names = db.prepare('SELECT name FROM resumes ORDER BY name').pluck().all();
    db.close();
    expect(names).toEqual(['Lee Park', 'Omar Haddad']);
  });
});

describe('talent import jobs from CSV', () => {
  it('maps columns, reports bad rows by line, and takes --map', () => {
    const dir = tempDir();
    talent(dir, ['init']);
    const file = path.join(tempDir(), 'jobs.csv');
    fs.writeFileSync(
      file,
      'Job Title,Salary Min,Salary Max,Currency\nAnalyst,1,2,USD\n,3,4,USD\nCook,9,5,USD\nBaker,1,2,EUR\n',
    );
    const result = talent(dir, ['import', 'jobs', file]);
    expect(result.stdout).toContain('Imported 2 jobs from 1 file(s); 2 failed.');
    expect(result.stderr).toContain('jobs.csv:3: /title');
    expect(result.stderr).toContain('jobs.csv:4: /salaryRange/min');
    const renamed = path.join(tempDir(), 'other.csv');
    fs.writeFileSync(renamed, 'Posting,Employer\nDriver,Acme\n');
    expect(talent(dir, ['import', 'jobs', renamed]).stderr).toMatch(/no title column/);
    expect(talent(dir, ['import', 'jobs', renamed, '--map', 'title=Posting']).stdout).toContain(
      'Imported 1 jobs',
    );
    expect(talent(dir, ['import', 'jobs', renamed, '--map', 'wage=Posting']).code).toBe(2);
    expect(rows(dir, 'jobs')).toBe(3);
  });
});

describe('talent demo', () => {
  it('makes the same data for the same seed, and fills an index', () => {
    const dir = tempDir();
    const a = tempDir();
    const b = tempDir();
    const now = ['--now', '2026-11-01T00:00:00Z'];
    expect(
      talent(dir, ['demo', '--resumes', '50', '--jobs', '10', '--seed', 's1', '--out', a, ...now]).code,
    ).toBe(0);
    talent(dir, ['demo', '--resumes', '50', '--jobs', '10', '--seed', 's1', '--out', b, ...now]);
    expect(fs.readFileSync(path.join(a, 'resumes.ndjson'), 'utf8')).toBe(
      fs.readFileSync(path.join(b, 'resumes.ndjson'), 'utf8'),
    );
    expect(fs.readFileSync(path.join(a, 'jobs.ndjson'), 'utf8').trim().split('\n')).toHaveLength(10);

    const filled = talent(dir, ['demo', '--resumes', '200', '--jobs', '30', '--seed', 's1']);
    expect(filled.code).toBe(0);
    expect(rows(dir, 'resumes')).toBe(200);
    expect(rows(dir, 'jobs')).toBe(30);
    // The generated files are valid import input.
    const imported = talent(dir, ['import', 'resumes', path.join(a, 'resumes.ndjson')]);
    expect(imported.stdout).toContain('Imported 50 resumes');
    expect(imported.stdout).toContain('0 failed');
  });

  it("init after demo gives the user's names to the placeholder organization and its administrator", () => {
    const dir = tempDir();
    expect(talent(dir, ['demo', '--resumes', '5', '--jobs', '1', '--seed', 's3']).code).toBe(0);
    const renamed = talent(dir, [
      'init',
      '--org',
      'Beta Recruiting',
      '--email',
      'boss@beta.example',
      '--admin',
      'Bea Boss',
    ]);
    expect(renamed.stdout).toContain('Renamed the demo organization');
    const db = openDatabase(indexFile(dir));
    try {
      const organization = firstOrganization(db)!;
      expect(organization).toMatchObject({ name: 'Beta Recruiting', email: 'boss@beta.example' });
      // Not "Demo Admin <admin@example.com>": the owner the app gives the candidates it creates.
      expect(adminMember(db, organization.id)).toMatchObject({
        first_name: 'Bea',
        last_name: 'Boss',
        email: 'boss@beta.example',
      });
    } finally {
      db.close();
    }
  }, 90_000); // two CLI runs: seconds each on a loaded machine

  it("replaces its own data when run again, removes it on request, and leaves the user's data alone", () => {
    const dir = tempDir();
    // demo before init: a placeholder organization, which init --org then renames.
    expect(talent(dir, ['demo', '--resumes', '40', '--jobs', '6', '--seed', 's2']).code).toBe(0);
    const renamed = talent(dir, ['init', '--org', 'Acme Talent']);
    expect(renamed.stdout).toContain('Renamed the demo organization');
    expect(renamed.stdout).toContain('Acme Talent');
    expect(talent(dir, ['init', '--org', 'Other']).stdout).toContain('nothing changed');

    const own = path.join(tempDir(), 'own.json');
    fs.writeFileSync(own, JSON.stringify(sampleResume()));
    expect(talent(dir, ['import', 'resumes', own]).code).toBe(0);
    // The same seed twice: the same index, not twice the data.
    expect(talent(dir, ['demo', '--resumes', '40', '--jobs', '6', '--seed', 's2']).code).toBe(0);
    expect(rows(dir, 'resumes')).toBe(41);
    expect(rows(dir, 'jobs')).toBe(6);

    const removed = talent(dir, ['demo', '--remove']);
    expect(removed.stdout).toContain('Removed 40 demo resumes and 6 demo jobs');
    expect(rows(dir, 'resumes')).toBe(1);
    expect(rows(dir, 'jobs')).toBe(0);
    expect(talent(dir, ['demo', '--remove', '--seed', 'x']).code).toBe(2);
  });
});

describe('talent serve', () => {
  it('prints the base URL first, serves, shares the index with the CLI, and stops cleanly on SIGTERM', async () => {
    const dir = tempDir();
    talent(dir, ['init']);
    const token = talent(dir, ['token', 'create']).stdout.trim();
    const child = spawn(process.execPath, [TALENT, '--data-dir', dir, 'serve', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (c) => {
        out += c;
        if (out.includes('\n')) resolve(out.split('\n')[0]);
      });
      child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${stderr}`)));
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const me = await request(url, 'GET', '/v1/organizations/me', { token });
    expect(me.status).toBe(200);

    // The CLI writes to the same index while the server has it open.
    const input = path.join(tempDir(), 'r.json');
    fs.writeFileSync(input, JSON.stringify(sampleResume()));
    expect(talent(dir, ['import', 'resumes', input]).code).toBe(0);
    const list = await request(url, 'GET', '/v1/resumes', { token });
    expect(list.json.data).toHaveLength(1);

    // A token revoked by the CLI stops working on the running server within a second.
    const id = /tok_[0-9A-Z]{26}/.exec(talent(dir, ['token', 'list']).stdout)![0];
    expect(talent(dir, ['token', 'revoke', id]).code).toBe(0);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await request(url, 'GET', '/v1/organizations/me', { token })).status).toBe(401);

    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(stderr).toContain('Stopped.');
    // People read what the bare stdout URL is on stderr.
    expect(stderr).toContain('talent serve: the API (/v1) at this URL');
    // Closed cleanly: the WAL was checkpointed away.
    expect(fs.existsSync(`${indexFile(dir)}-wal`)).toBe(false);
  });

  it('reports a busy port in one line', async () => {
    const dir = tempDir();
    talent(dir, ['init']);
    const first = spawn(process.execPath, [TALENT, '--data-dir', dir, 'serve', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const url = await new Promise<string>((resolve) =>
      first.stdout.once('data', (c) => resolve(String(c).split('\n')[0])),
    );
    const port = new URL(url).port;
    const second = talent(dir, ['serve', '--port', port]);
    first.kill('SIGTERM');
    expect(second.code).toBe(2);
    expect(second.stderr).toMatch(/already in use/);
    expect(talent(dir, ['serve', '--host', '0.0.0.0']).stderr).toMatch(/loopback/);
  });
});
