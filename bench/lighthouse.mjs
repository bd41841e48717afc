// Lighthouse (mobile, a mid-range phone on slow 4G, simulated throttling) on one page of the running
// store, with Debian's Chromium. First a calibration run measures the host (Lighthouse's BenchmarkIndex)
// and sets the CPU slowdown that emulates the same phone on any machine (tooling/src/cpu-calibration.mjs);
// then `runs` audits with it. Prints the multiplier, the performance score, the Core Web Vitals lab
// figures and the JavaScript the page loaded, each the median of the runs; writes every report.
// Usage: node bench/lighthouse.mjs <url> [runs]   (CHROMIUM_PATH overrides /usr/bin/chromium;
// LIGHTHOUSE_CPU_MULTIPLIER fixes the slowdown instead of calibrating)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { cpuSlowdownFor, hostTooSlow } from '../tooling/src/cpu-calibration.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const runs = Number(process.argv[3] ?? 5);
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const resultsDir = join(here, 'results');
mkdirSync(resultsDir, { recursive: true });
// Each page's reports under its own name: home, orders-JP.
const pageName = new URL(url).pathname.replace(/^\/|\/$/g, '').replace(/[^A-Za-z0-9]+/g, '-') || 'home';

const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

function audit(run, multiplier) {
  const output = join(resultsDir, `lighthouse-${pageName}-${run}.json`);
  execFileSync(
    process.execPath,
    [
      join(here, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--only-categories=performance',
      '--form-factor=mobile',
      `--chrome-flags=${flags}`,
      ...(multiplier ? [`--throttling.cpuSlowdownMultiplier=${multiplier.toFixed(2)}`] : []),
      '--output=json',
      `--output-path=${output}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const audits = report.audits;
  const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    scriptKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    scriptCount: scripts.length,
    // Lighthouse's own measure of the host's CPU (higher is faster); its TBT follows it.
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  };
}

// The calibration run: Lighthouse's default slowdown, only its measure of the host is kept.
const fixed = Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER);
const hostIndex = Number.isFinite(fixed) && fixed > 0 ? Number.NaN : audit('calibration').benchmarkIndex;
const multiplier = Number.isFinite(fixed) && fixed > 0 ? fixed : (cpuSlowdownFor(hostIndex) ?? 4);
const results = [];
for (let run = 1; run <= runs; run += 1) results.push(audit(run, multiplier));

// Each figure is the median of its own values over the runs (the performance score, LCP and TBT each move on
// their own on a shared machine: the run with the median score can hold the highest TBT). Every run's score
// and TBT are printed as well.
const medianOf = (pick) => {
  const values = results.map(pick).sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)];
};
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(`Lighthouse ${url} (mobile, simulated slow 4G, calibrated CPU slowdown), medians of ${runs} runs:`);
console.log(
  `  CPU slowdown ${multiplier.toFixed(2)}x ` +
    (Number.isFinite(hostIndex) ? `(calibration run: host benchmarkIndex ${Math.round(hostIndex)})` : '(LIGHTHOUSE_CPU_MULTIPLIER)') +
    (hostTooSlow(hostIndex) ? ' — the host is slower than the phone: figures read worse than on the phone' : ''),
);
console.log(`  performance score ${medianOf((r) => r.score)} (runs: ${results.map((r) => r.score).join(', ')})`);
console.log(
  `  FCP ${seconds(medianOf((r) => r.fcp))}  LCP ${seconds(medianOf((r) => r.lcp))}  TBT ${Math.round(medianOf((r) => r.tbt))} ms ` +
    `(runs: ${results.map((r) => Math.round(r.tbt)).join(', ')})  CLS ${medianOf((r) => r.cls).toFixed(3)}`,
);
console.log(`  host CPU: Lighthouse benchmarkIndex ${Math.round(medianOf((r) => r.benchmarkIndex))} (runs: ${results.map((r) => Math.round(r.benchmarkIndex)).join(', ')})`);
console.log(`  JavaScript transferred ${medianOf((r) => r.scriptKb).toFixed(1)} KB in ${medianOf((r) => r.scriptCount)} files (compressed, as sent)`);
