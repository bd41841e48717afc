// The store's icons as PNG, drawn by Chromium from the source art (shell/src/favicon.svg). An SVG icon costs the page
// a document of its own, built on the main thread while the store starts (8 to 33 ms on the benchmark machine);
// a PNG of the same icon, 1 to 3 ms. Run again when the art changes:
//   CHROMIUM_PATH=/usr/bin/chromium node e2e/scripts/rasterize-icons.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';

const shellSrc = fileURLToPath(new URL('../../shell/src/', import.meta.url));
const art = readFileSync(`${shellSrc}favicon.svg`, 'utf8');
// Browser tab (32 px) and home-screen icon on iOS (180 px).
const ICONS = [
  { file: 'favicon-32.png', size: 32 },
  { file: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  for (const { file, size } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = art.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<body style="margin:0">${sized}</body>`);
    await page.screenshot({ path: `${shellSrc}${file}`, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
