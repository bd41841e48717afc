// Lighthouse (mobile, a mid-range phone on slow 4G, simulated throttling) on one page of the running
// store, with Debian's Chromium. Loads the page `runs` times, each load measuring the host (Lighthouse's
// BenchmarkIndex); sets from the median reading the CPU slowdown that emulates the same phone on any machine
// (tooling/src/cpu-calibration.mjs), then audits every load with it. Prints the multiplier, the performance
// score, the Core Web Vitals lab figures and the JavaScript the page loaded, each the median of the runs; writes
// every report.
// Usage: node bench/lighthouse.mjs <url> [runs]   (CHROMIUM_PATH overrides /usr/bin/chromium;
// LIGHTHOUSE_CPU_MULTIPLIER fixes the slowdown instead of calibrating; LIGHTHOUSE_PROFILE names a Chromium
// profile made by bench/signed-in-profile.mjs, for a signed-in page: each audit gets a fresh copy of it, so the
// session is there and the HTTP cache is empty, and Lighthouse is told not to clear the site's storage)
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

const signedInProfile = process.env.LIGHTHOUSE_PROFILE;
const lighthouseCli = join(here, 'node_modules/lighthouse/cli/index.js');
const commonFlags = ['--quiet', '--only-categories=performance', '--form-factor=mobile'];

/**
 * Loads the page once and keeps what Lighthouse gathered (trace, network log, the host's BenchmarkIndex) in a
 * folder, without auditing it yet. Simulated throttling loads the page at the host's own speed and applies the
 * CPU slowdown only when it audits, so the slowdown can be chosen once every run has measured the host.
 */
function gather(run) {
  const folder = join(resultsDir, `lighthouse-${pageName}-${run}-gathered`);
  rmSync(folder, { recursive: true, force: true });
  const profile = signedInProfile ? mkdtempSync(join(tmpdir(), 'kelana-lighthouse-')) : null;
  if (profile) cpSync(signedInProfile, profile, { recursive: true });
  // Chromium takes the last --user-data-dir it is given: this one, after Lighthouse's own.
  const chromeFlags = profile ? `${flags} --user-data-dir=${profile}` : flags;
  try {
    execFileSync(
      process.execPath,
      [
        lighthouseCli,
        url,
        ...commonFlags,
        `--chrome-flags=${chromeFlags}`,
        ...(profile ? ['--disable-storage-reset'] : []),
        `-G=${folder}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
  } finally {
    if (profile) rmSync(profile, { recursive: true, force: true });
  }
  const artifacts = JSON.parse(readFileSync(join(folder, 'artifacts.json'), 'utf8'));
  return { folder, benchmarkIndex: Number(artifacts.BenchmarkIndex) };
}

/** Audits one gathered load with the given CPU slowdown; the figures of its report. */
function audit(run, { folder }, multiplier) {
  const output = join(resultsDir, `lighthouse-${pageName}-${run}.json`);
  // Lighthouse refuses to audit with settings other than those it gathered with. The slowdown does not act while
  // a simulated run gathers (the page loads unthrottled), so the gathered settings are given the chosen one.
  const artifactsFile = join(folder, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
  const method = artifacts.settings.throttlingMethod;
  if (method !== 'simulate') throw new Error(`${url}: Lighthouse gathered with ${method} throttling, not simulate`);
  artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
  writeFileSync(artifactsFile, JSON.stringify(artifacts));
  execFileSync(
    process.execPath,
    [
      lighthouseCli,
      url,
      ...commonFlags,
      ...(signedInProfile ? ['--disable-storage-reset'] : []),
      `--throttling.cpuSlowdownMultiplier=${multiplier}`,
      `-A=${folder}`,
      '--output=json',
      `--output-path=${output}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const audits = report.audits;
  const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  // A signed-in page that lost its session shows the sign-in form: its figures would be another page's.
  const finalUrl = report.finalDisplayedUrl ?? report.finalUrl ?? url;
  if (new URL(finalUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended at ${finalUrl}: the page was not the one asked for (session lost?)`);
  }
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    scriptKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    scriptCount: scripts.length,
    // Lighthouse's own measure of the host's CPU (higher is faster), taken as the run began.
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Every run measures the host as it starts (Lighthouse's BenchmarkIndex), and the slowdown is set from the median
// of those readings: the host as it was while these very loads ran. A slowdown set beforehand, from calibration
// runs, followed the host's speed of another minute: on this shared machine two calibration readings of 2,796 set
// 9.42x while the five loads that followed measured 2,440 to 2,661, worth 8.1x to 9.0x (docs/measurements.md).
// The median, not each run's own reading: a neighbour's burst while one run measures would set that run alone.
const fixed = Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER);
const gathered = [];
for (let run = 1; run <= runs; run += 1) gathered.push(gather(run));
const hostIndex = median(gathered.map((g) => g.benchmarkIndex));
const multiplier = Number.isFinite(fixed) && fixed > 0 ? fixed : (cpuSlowdownFor(hostIndex) ?? 4);
const results = gathered.map((g, n) => audit(n + 1, g, Number(multiplier.toFixed(2))));
for (const g of gathered) rmSync(g.folder, { recursive: true, force: true });

// Each figure is the median of its own values over the runs (the performance score, LCP and TBT each move on
// their own on a shared machine: the run with the median score can hold the highest TBT). Every run's score
// and TBT are printed as well.
const medianOf = (pick) => median(results.map(pick));
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(`Lighthouse ${url} (mobile, simulated slow 4G, calibrated CPU slowdown), medians of ${runs} runs:`);
console.log(
  `  CPU slowdown ${multiplier.toFixed(2)}x ` +
    (Number.isFinite(fixed) && fixed > 0
      ? '(LIGHTHOUSE_CPU_MULTIPLIER)'
      : `(host benchmarkIndex ${Math.round(hostIndex)}, the median of the runs' own readings)`) +
    (hostTooSlow(hostIndex) ? ' — the host is slower than the phone: figures read worse than on the phone' : ''),
);
console.log(`  performance score ${medianOf((r) => r.score)} (runs: ${results.map((r) => r.score).join(', ')})`);
console.log(
  `  FCP ${seconds(medianOf((r) => r.fcp))}  LCP ${seconds(medianOf((r) => r.lcp))}  TBT ${Math.round(medianOf((r) => r.tbt))} ms ` +
    `(runs: ${results.map((r) => Math.round(r.tbt)).join(', ')})  CLS ${medianOf((r) => r.cls).toFixed(3)}`,
);
console.log(`  host CPU: Lighthouse benchmarkIndex ${Math.round(hostIndex)} (runs: ${gathered.map((g) => Math.round(g.benchmarkIndex)).join(', ')})`);
console.log(`  JavaScript transferred ${medianOf((r) => r.scriptKb).toFixed(1)} KB in ${medianOf((r) => r.scriptCount)} files (compressed, as sent)`);
