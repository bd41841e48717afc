// Page weight of the home page: the JavaScript a shopper's phone downloads before the page is
// usable, and the number of requests. Chromium reports the bytes on the wire; for the budget we also
// ask the server for each script gzip-encoded, so the figure does not depend on Chromium's encodings.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { chromium } from "playwright-core";

const ROOT = path.resolve(import.meta.dirname, "..");
// The store's own code on the first load of / may weigh this much, on top of the framework (issue: React 19,
// react-dom and the federation runtime are a fixed cost).
const OWN_CODE_BUDGET_KB = 60;

const url = process.argv[2] ?? "http://127.0.0.1:8080/";
const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const args = [
  "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--no-first-run",
];

/** What part of a built script is the framework (tooling/src/chunk-origins-plugin.mjs wrote it at build time). */
const origins = new Map();
function frameworkShare(urlPath) {
  const [app, file] = urlPath.startsWith("/mfe/")
    ? [`mfe-${urlPath.split("/")[2]}`, urlPath.split("/").slice(3).join("/")]
    : ["shell", urlPath.slice(1)];
  if (!origins.has(app)) {
    const stats = path.join(ROOT, app, "dist-stats", "chunk-origins.json");
    origins.set(app, existsSync(stats) ? JSON.parse(readFileSync(stats, "utf8")) : {});
  }
  const split = origins.get(app)[file];
  if (!split || split.framework + split.own === 0) return null;
  return split.framework / (split.framework + split.own);
}

function bucketOf(path) {
  if (path.startsWith("/mfe/")) return path.split("/")[2];
  if (path.startsWith("/static/")) return "shell";
  if (path.startsWith("/locales/")) return "locales";
  return "document";
}


const browser = await chromium.launch({ executablePath, args });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Network.enable");
await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });

const requests = new Map();
cdp.on("Network.responseReceived", ({ requestId, response, type }) => {
  const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
  requests.set(requestId, { url: response.url, type, encoding: headers["content-encoding"] ?? "" });
});
cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
  const entry = requests.get(requestId);
  if (entry) entry.wire = encodedDataLength;
});

const started = Date.now();
await page.goto(url, { waitUntil: "networkidle" });
await page.getByRole("heading", { level: 1 }).first().waitFor();
const elapsedMs = Date.now() - started;
await browser.close();

const rows = [...requests.values()].filter((r) => r.wire !== undefined);
const scripts = rows.filter((r) => r.type === "Script");
const table = [];
for (const script of scripts) {
  const path = new URL(script.url).pathname;
  const head = await fetch(script.url, { headers: { "Accept-Encoding": "gzip" } });
  const gzipBytes = Number(head.headers.get("content-length")) || script.wire;
  await head.arrayBuffer();
  table.push({ bucket: bucketOf(path), path, wire: script.wire, gzip: gzipBytes, encoding: script.encoding });
}
table.sort((a, b) => b.gzip - a.gzip);

const kb = (n) => (n / 1024).toFixed(1);
const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
console.log(`page weight of ${url} (390 px, cache off, until network idle and the heading shows: ${elapsedMs} ms)`);
console.log(`requests: ${rows.length} (scripts ${scripts.length})`);
console.log(`JS gzip: ${kb(sum(table, "gzip"))} KB   JS on the wire as Chromium fetched it (with headers): ${kb(sum(table, "wire"))} KB`);
const buckets = {};
for (const row of table) buckets[row.bucket] = (buckets[row.bucket] ?? 0) + row.gzip;
console.log("by part (gzip KB): " + Object.entries(buckets).map(([k, v]) => `${k} ${kb(v)}`).join(", "));
let framework = 0;
let unknown = 0;
for (const row of table) {
  const share = frameworkShare(row.path);
  if (share === null) unknown += row.gzip;
  else framework += row.gzip * share;
  row.framework = share;
}
const own = sum(table, "gzip") - framework - unknown;
console.log(
  `framework (React 19, react-dom, the federation and bundler runtime): ${kb(framework)} KB gzip; ` +
    `the store's own code: ${kb(own)} KB gzip (budget ${OWN_CODE_BUDGET_KB} KB${own / 1024 <= OWN_CODE_BUDGET_KB ? ", met" : ", over"})` +
    (unknown ? `; not attributed (no build stats): ${kb(unknown)} KB` : ""),
);
for (const row of table) {
  const part = row.framework === null ? "" : `  framework ${Math.round(row.framework * 100)} %`;
  console.log(`  ${kb(row.gzip).padStart(6)} KB  ${row.encoding.padEnd(4)} ${row.path}${part}`);
}
