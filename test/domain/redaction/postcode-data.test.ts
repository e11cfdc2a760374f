import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPostcodeShape } from '../../../main/domain/redaction/postcode-shapes';
import postcodesJson from '../../../resources/redaction/postcodes.json';

/**
 * resources/redaction/postcodes.json is built by scripts/build-postcodes.mjs from the committed
 * CLDR postalCodeData.xml; --check says whether the committed file is what the build writes.
 */

const ROOT = path.join(__dirname, '../../..');

function run(cwd: string, ...args: string[]) {
  return spawnSync(process.execPath, [path.join(cwd, 'scripts/build-postcodes.mjs'), ...args], {
    encoding: 'utf8',
  });
}

/** A copy of the script, its source and its output in a temporary tree, to break without harm. */
function copyTree(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'postcodes-'));
  for (const file of [
    'scripts/build-postcodes.mjs',
    'scripts/redaction/sources/cldr-postalCodeData.xml',
    'resources/redaction/postcodes.json',
  ]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  return dir;
}

describe('the postcode data build', () => {
  it('is deterministic: a fresh build from the committed CLDR file gives the committed postcodes.json', () => {
    const result = run(ROOT, '--check');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails --check when the committed file was edited by hand, and a build restores it', () => {
    const dir = copyTree();
    try {
      const out = path.join(dir, 'resources/redaction/postcodes.json');
      const original = fs.readFileSync(out, 'utf8');
      fs.writeFileSync(out, original.replace('"DE": "\\\\d{5}"', '"DE": "\\\\d{6}"'));
      expect(fs.readFileSync(out, 'utf8')).not.toBe(original);
      const stale = run(dir, '--check');
      expect(stale.status).toBe(1);
      expect(stale.stderr).toContain('differs from a fresh build');
      expect(run(dir).status).toBe(0);
      expect(fs.readFileSync(out, 'utf8')).toBe(original);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a source pattern that does not compile, writing nothing', () => {
    const dir = copyTree();
    try {
      const source = path.join(dir, 'scripts/redaction/sources/cldr-postalCodeData.xml');
      fs.writeFileSync(
        source,
        fs.readFileSync(source, 'utf8').replace('>\\d{5}</postCodeRegex>', '>\\d(5</postCodeRegex>'),
      );
      const out = path.join(dir, 'resources/redaction/postcodes.json');
      const before = fs.readFileSync(out, 'utf8');
      const result = run(dir);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain('Invalid regular expression');
      expect(fs.readFileSync(out, 'utf8')).toBe(before);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('holds every CLDR territory, and the detector reads their postcodes', () => {
    const patterns = postcodesJson.patterns as Record<string, string>;
    expect(Object.keys(patterns).length).toBe(158);
    expect(postcodesJson.source).toContain('scripts/build-postcodes.mjs');
    for (const code of ['SW1A 1AA', '10115', '100-0001', '1012 AB', '00-950', 'K1A 0B1'])
      expect(isPostcodeShape(code), code).toBe(true);
    expect(isPostcodeShape('v1.2.3')).toBe(false);
  });
});
