import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(__dirname, '../../renderer/src');

/** The file a relative import names: the path itself, or with one of the extensions the app uses. */
function resolveImport(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(fs.existsSync);
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return found;
}

/**
 * The packages a module loads before it runs, following its static imports (not `import type`,
 * which is erased, nor `import()`, which loads later) through the app's own files.
 */
function packagesLoadedBy(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier] of text.matchAll(
      /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
    )) {
      if (typeOnly) continue;
      const scoped = specifier.startsWith('@');
      if (specifier.startsWith('.')) visit(resolveImport(file, specifier));
      else packages.add(specifier.split('/', scoped ? 2 : 1).join('/'));
    }
  };
  visit(entry);
  return packages;
}

describe("the renderer's entry", () => {
  // The entry starts the first screen's requests (its data, its chunk, the chart library) and only
  // then loads React and the shell (main.tsx, boot.tsx): anything it imports statically is evaluated
  // before the first request leaves (issue #12 item 9).
  it('loads no library before the first requests start', () => {
    expect([...packagesLoadedBy(path.join(SOURCE, 'main.tsx'))]).toEqual([]);
  });

  it('finds libraries where they are imported (the walk itself works)', () => {
    expect(packagesLoadedBy(path.join(SOURCE, 'boot.tsx'))).toEqual(new Set(['react', 'react-dom']));
  });
});
