// Renders resources/icons/icon.svg to icon.png (1024 px), the app icon electron-builder turns into
// each platform's format. Run after editing the SVG: node scripts/render-icon.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const icons = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'resources', 'icons');
const svg = readFileSync(path.join(icons, 'icon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1024, height: 1024 } });
await page.setContent(`<body style="margin:0;background:transparent">${svg}</body>`);
await page.locator('svg').screenshot({ path: path.join(icons, 'icon.png'), omitBackground: true });
await browser.close();
