// Scanner engine comparison: decode rate and decode time of each engine on the generated fixture set,
// in Chromium, through the real BarcodeDetector the scanner remote exposes; and the gzip bytes the scanner
// route adds with each engine (scripts and WebAssembly fetched from /mfe/scanner/). The zxing-js engine is
// the camera scanner's own reader (@zxing/browser's BrowserMultiFormatReader with SPEC §9's passes), so its
// row is the camera's decode rate; the last line weighs /scanner as a shopper opens it to scan.
//   node scanner-engines.mjs <store url> <fixtures dir>
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright-core';

const [baseUrl = 'http://127.0.0.1:8080/', fixturesDir] = process.argv.slice(2);
const ENGINES = ['zxing-js', 'zxing-wasm'];
const ROUNDS = 3; // each picture is decoded this many times per engine; the median time of them counts
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const manifest = JSON.parse(readFileSync(path.join(fixturesDir, 'manifest.json'), 'utf8'));
const fixtures = manifest.map((entry) => ({ ...entry, base64: readFileSync(path.join(fixturesDir, entry.file)).toString('base64') }));

const browser = await chromium.launch({ executablePath, args });

/** A fresh page whose `shellFederation()` is the shell's federation runtime, to load the remote as a host does. */
async function newPage() {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    globalThis.shellFederation = () => globalThis.__FEDERATION__.__INSTANCES__.find((instance) => instance.name === 'shell');
  });
  return { context, page: await context.newPage() };
}

/**
 * Opens /scanner fresh (its camera reader loads with it) and returns the gzip bytes of everything fetched from
 * /mfe/scanner/, after a detector with `engine` has decoded a picture when an engine is named.
 */
async function routeBytes(engine) {
  const { context, page } = await newPage();
  const fetched = new Set();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/mfe/scanner/')) fetched.add(url.href);
  });
  await page.goto(new URL('/scanner', baseUrl).href, { waitUntil: 'networkidle' });
  if (engine) {
    await page.evaluate(async ({ engine, png }) => {
      const { BarcodeDetector } = await shellFederation().loadRemote('scanner/barcode-detector');
      const blob = await (await fetch(`data:image/png;base64,${png}`)).blob();
      await new BarcodeDetector({ formats: ['qr_code'], engine }).detect(blob);
    }, { engine, png: fixtures[0].base64 });
    await page.waitForLoadState('networkidle');
  }
  let total = 0;
  const files = [];
  for (const href of fetched) {
    const body = Buffer.from(await (await fetch(href)).arrayBuffer());
    const gzip = gzipSync(body, { level: 9 }).length;
    total += gzip;
    files.push(`${path.basename(new URL(href).pathname)} ${(gzip / 1024).toFixed(1)}`);
  }
  await context.close();
  return { total, files };
}

async function decodeAll(engine) {
  const { context, page } = await newPage();
  await page.goto(new URL('/scanner', baseUrl).href, { waitUntil: 'networkidle' });
  const outcome = await page.evaluate(
    async ({ engine, fixtures, rounds }) => {
      const { BarcodeDetector } = await shellFederation().loadRemote('scanner/barcode-detector');
      const detector = new BarcodeDetector({ formats: ['code_128', 'qr_code', 'ean_13', 'ean_8'], engine });
      const rows = [];
      for (const fixture of fixtures) {
        const blob = await (await fetch(`data:image/png;base64,${fixture.base64}`)).blob();
        const bitmap = await createImageBitmap(blob);
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context2d = canvas.getContext('2d');
        context2d.drawImage(bitmap, 0, 0);
        const image = context2d.getImageData(0, 0, bitmap.width, bitmap.height);
        await detector.detect(image); // warm-up: engine loaded, code compiled
        const times = [];
        let found = [];
        for (let round = 0; round < rounds; round += 1) {
          const started = performance.now();
          found = await detector.detect(image);
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        const ok = found.some((b) => b.rawValue === fixture.text && b.format === fixture.format);
        rows.push({ name: fixture.name, variant: fixture.variant, ok, ms: times[Math.floor(times.length / 2)] });
      }
      return rows;
    },
    { engine, fixtures, rounds: ROUNDS },
  );
  await context.close();
  return outcome;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = [];
for (const engine of ENGINES) {
  const rows = await decodeAll(engine);
  const times = rows.map((r) => r.ms).sort((a, b) => a - b);
  const bytes = await routeBytes(engine);
  const decoded = rows.filter((r) => r.ok).length;
  const byVariant = {};
  for (const row of rows) {
    byVariant[row.variant] ??= [0, 0];
    byVariant[row.variant][1] += 1;
    if (row.ok) byVariant[row.variant][0] += 1;
  }
  summary.push({ engine, decoded, total: rows.length, median: percentile(times, 50), p95: percentile(times, 95), bytes, byVariant, missed: rows.filter((r) => !r.ok).map((r) => r.name) });
}
const cameraRoute = await routeBytes(null);
await browser.close();

console.log(`scanner engines on ${fixtures.length} generated fixtures (640 × 480), Chromium, ${ROUNDS} timed decodes each after a warm-up`);
console.log('| engine | decoded | decode rate | median ms | p95 ms | scanner route gzip KB |');
console.log('|---|---|---|---|---|---|');
for (const s of summary) {
  console.log(`| ${s.engine} | ${s.decoded}/${s.total} | ${((100 * s.decoded) / s.total).toFixed(0)} % | ${s.median.toFixed(1)} | ${s.p95.toFixed(1)} | ${(s.bytes.total / 1024).toFixed(1)} |`);
}
for (const s of summary) {
  console.log(`\n${s.engine}: by variant ${Object.entries(s.byVariant).map(([v, [ok, n]]) => `${v} ${ok}/${n}`).join(', ')}`);
  console.log(`  missed: ${s.missed.join(', ') || 'none'}`);
  console.log(`  route files (gzip KB): ${s.bytes.files.join(', ')}`);
}
console.log(`\ncamera scanner route (/scanner with its camera reader, no detector): ${(cameraRoute.total / 1024).toFixed(1)} KB gzip`);
console.log(`  route files (gzip KB): ${cameraRoute.files.join(', ')}`);
