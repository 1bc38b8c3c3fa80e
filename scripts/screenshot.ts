// Screenshots of running pages for looking at what we build:
//   node scripts/screenshot.ts http://localhost:4321 .data/screenshots /shop /ar/shop
// writes <path>-390.png and <path>-1280.png for each path (full page).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags } from '../tests/e2e/browser-settings.ts';
import { shopEnv } from '../src/server/env.ts';

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error('usage: node scripts/screenshot.ts <base-url> <out-dir> <path>...');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: shopEnv().CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumFlags });
try {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 }, deviceScaleFactor: 1 });
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const file = join(outDir, `${path.replace(/^\//, '').replace(/[/?=&]/g, '_') || 'home'}-${width}.png`);
      await page.screenshot({ path: file, fullPage: shopEnv().FULL_PAGE !== '0' });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
