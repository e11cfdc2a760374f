import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, posix, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

// Three builds from one config: the main process (which also yields the plain-Node `talent`
// command, so the service runs without Electron), the sandboxed preload, and the React renderer.
//
// electron-vite leaves package.json `dependencies` to node_modules and bundles the rest. Our
// dependencies are the two native addons, better-sqlite3 and @napi-rs/canvas (pdfjs needs its
// DOMMatrix under Node); every pure-JavaScript library is a devDependency, bundled into out/main.
// out/main then runs from any folder with those two beside it, which is what the installed app's
// `talent` command and import workers need: they run from app.asar.unpacked, outside the asar
// archive, where only the native addons are unpacked.

/**
 * JSON modules shipped beside the bundle as files (out/main/data/) and read with one JSON.parse at
 * import, instead of inlined as a string literal: V8 then neither decodes nor scans that megabyte and
 * a half of source (issue #14: load < 300 ms CPU; with the ASCII escaping below, about 50 ms of CPU
 * and 6 MB of memory less, measured by `npm run bench -- --only taxonomy`, which bundles the taxonomy
 * with these same plugins). The main build is an SSR build, which drops emitted assets, so the
 * plugin copies the files itself.
 */
const SHIPPED_AS_FILES = [resolve(__dirname, 'resources/taxonomy/generated/lexicon.json')];
const SHIPPED_PREFIX = '\0talent-shipped-json:';
const SHIPPED_DIR = 'data';

/**
 * JSON with every non-ASCII character escaped: the file then decodes to a one-byte string, and the
 * strings JSON.parse makes of it are one-byte too (a single "中" in the text made them all two-byte:
 * 1.5 MB more heap and a slower parse).
 */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function jsonShippedAsFiles(): Plugin {
  return {
    name: 'talent:json-shipped-as-files',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith('.json')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      // The id ends in .js: Vite's JSON plugin takes every id ending in .json.
      return resolved && SHIPPED_AS_FILES.includes(resolve(resolved.id))
        ? `${SHIPPED_PREFIX}${resolved.id}.js`
        : null;
    },
    load(id) {
      if (!id.startsWith(SHIPPED_PREFIX)) return null;
      const name = basename(id.slice(SHIPPED_PREFIX.length, -'.js'.length));
      return [
        "import { readFileSync } from 'node:fs';",
        `export default JSON.parse(readFileSync(new URL(__SHIPPED_JSON__(${JSON.stringify(name)}), import.meta.url), 'utf8'));`,
      ].join('\n');
    },
    // The path from each chunk to the file, known once chunks have their names.
    renderChunk(code, chunk) {
      if (!code.includes('__SHIPPED_JSON__(')) return null;
      return code.replace(/__SHIPPED_JSON__\("([^"]+)"\)/g, (_, name: string) => {
        const to = posix.relative(posix.dirname(chunk.fileName), `${SHIPPED_DIR}/${name}`);
        return JSON.stringify(to.startsWith('../') ? to : `./${to}`);
      });
    },
    writeBundle(options) {
      const dir = resolve(options.dir ?? 'out/main', SHIPPED_DIR);
      mkdirSync(dir, { recursive: true });
      for (const file of SHIPPED_AS_FILES)
        writeFileSync(resolve(dir, basename(file)), asciiJson(JSON.parse(readFileSync(file, 'utf8'))));
    },
  };
}

export default defineConfig({
  main: {
    plugins: [jsonShippedAsFiles()],
    // JSON modules become JSON.parse("…") instead of object literals: the generated skills taxonomy
    // (1.2 MB) then compiles and loads faster and leaves less memory behind (issue #14; measured by
    // `npm run bench -- --only taxonomy`, which bundles the taxonomy with this same setting).
    json: { stringify: true, namedExports: false },
    build: {
      outDir: 'out/main',
      rollupOptions: {
        input: {
          // The app binary's entry: it loads desktop.js, or talent.js when started with --talent-cli.
          index: resolve(__dirname, 'main/electron/entry.ts'),
          desktop: resolve(__dirname, 'main/electron/main.ts'),
          talent: resolve(__dirname, 'main/cli/talent.ts'),
          'prepare-worker': resolve(__dirname, 'main/workers/prepare-worker.ts'),
          'parse-worker': resolve(__dirname, 'main/workers/parse-worker.ts'),
          'report-worker': resolve(__dirname, 'main/operations/reports/report-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: {
        input: { index: resolve(__dirname, 'preload/index.ts') },
        // A sandboxed preload cannot require ESM chunks: emit one CommonJS file.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'renderer'),
    plugins: [react()],
    build: {
      outDir: 'out/renderer',
      // electron-vite leaves the renderer unminified; minified, the window and the browser mode
      // parse a third of the JavaScript before the first screen draws.
      minify: true,
      rollupOptions: { input: { index: resolve(__dirname, 'renderer/index.html') } },
    },
  },
});
