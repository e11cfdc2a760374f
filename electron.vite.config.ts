import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

// Three builds from one config: the main process (which also yields the plain-Node `talent`
// command, so the service runs without Electron), the sandboxed preload, and the React renderer.
//
// electron-vite leaves package.json `dependencies` to node_modules and bundles the rest. Our
// dependencies are the two native addons, better-sqlite3 and @napi-rs/canvas (pdfjs needs its
// DOMMatrix under Node); every pure-JavaScript library is a devDependency, bundled into out/main.
// out/main then runs from any folder with those two beside it, which is what the installed app's
// `talent` command and import workers need: they run from app.asar.unpacked, outside the asar
// archive, where only the native addons are unpacked.

export default defineConfig({
  main: {
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
