import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newId } from '../../../main/domain/ids';
import { INDEX_FILE_NAME, openDatabase } from '../../../main/store/db';
import { insertMember } from '../../../main/store/members';
import { firstOrganization } from '../../../main/store/organizations';

const TALENT = path.resolve('out/main/talent.js');

export interface UiServer {
  baseUrl: string;
  loginUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Runs a talent command over the data folder (init, demo); throws with its stderr when it fails. */
export function talent(dataDir: string, ...args: string[]): string {
  return execFileSync(process.execPath, [TALENT, '--data-dir', dataDir, ...args], { encoding: 'utf8' });
}

/** A temporary index, optionally with an organization and demo data. */
export function makeIndex(
  options: { demo?: { resumes: number; jobs: number }; empty?: boolean } = {},
): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talent-e2e-'));
  if (!options.empty) {
    talent(dataDir, 'init', '--org', 'Acme Talent', '--email', 'admin@acme.example', '--admin', 'Ada Admin');
    if (options.demo) {
      talent(dataDir, 'demo', '--resumes', String(options.demo.resumes), '--jobs', String(options.demo.jobs));
    }
  }
  return dataDir;
}

/** `talent serve --port 0 --ui` over dataDir: the first stdout line is the base URL, the second the login URL. */
export async function startUiServer(dataDir: string, extraArgs: string[] = []): Promise<UiServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [TALENT, '--data-dir', dataDir, 'serve', '--port', '0', '--ui', ...extraArgs],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const lines = await new Promise<string[]>((resolve, reject) => {
    let out = '';
    // A minute: on a shared machine under load, opening an index of thousands of resumes took over 20 s.
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${stderr}`)), 60_000);
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      const got = out.split('\n').filter(Boolean);
      if (got.length >= 2) {
        clearTimeout(timer);
        resolve(got);
      }
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
  });
  return {
    baseUrl: lines[0].trim(),
    loginUrl: lines[1].trim(),
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Adds a recruiter to the index's organization, newer than its administrator (so the first of
 * GET /v1/members, which is newest first): the product has no screen for members yet.
 */
export function addRecruiter(dataDir: string, firstName: string, lastName: string): void {
  const db = openDatabase(path.join(dataDir, INDEX_FILE_NAME));
  try {
    const organization = firstOrganization(db);
    if (!organization) throw new Error(`no organization in ${dataDir}`);
    const now = Date.now();
    insertMember(db, {
      id: newId('mem', now),
      organization_id: organization.id,
      role: 'recruiter',
      first_name: firstName,
      last_name: lastName,
      email: `${firstName.toLowerCase()}@acme.example`,
      phone: '',
      profile_picture_url: '',
      created_at: now,
    });
  } finally {
    db.close();
  }
}

export function removeIndex(dataDir: string): void {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
