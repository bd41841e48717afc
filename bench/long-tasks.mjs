// The main thread's long tasks while a page loads, as Lighthouse's simulation counts them: each task of the page's
// renderer from the start of `main.js` on, its real duration times 4 (the CPU slowdown), summed over 50 ms.
// Lighthouse's TBT moves ±150 ms between runs on a shared machine; comparing two builds needs many loads, served
// in turn in the same hour, and the figure per millisecond of main-thread time ("per CPU ms" below).
// Usage: node bench/long-tasks.mjs URL [loads=5]
import { chromium } from "playwright-core";

const url = process.argv[2] ?? "http://localhost:8080/";
const loads = Number(process.argv[3] ?? 5);
const SLOWDOWN = 4;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const results = [];
for (let load = 0; load < loads; load += 1) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on("Tracing.dataCollected", (chunk) => events.push(...chunk.value));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline", transferMode: "ReportEvents" });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(1000); // tasks that start once the network is quiet (later sections)
  await cdp.send("Tracing.end");
  await complete;
  const main = events.find((event) => event.name === "EvaluateScript" && /\/main\.[0-9a-f]+\.js/.test(event.args?.data?.url ?? ""));
  if (!main) throw new Error(`${url}: main.js was never evaluated`);
  const tasks = events.filter((event) => event.name === "RunTask" && event.ph === "X" && event.tid === main.tid && event.ts + event.dur >= main.ts);
  const slowed = tasks.map((task) => (task.dur / 1000) * SLOWDOWN);
  const blocking = slowed.filter((ms) => ms > 50).reduce((sum, ms) => sum + ms - 50, 0);
  const cpu = tasks.reduce((sum, task) => sum + task.dur / 1000, 0);
  results.push({ blocking, cpu, long: slowed.filter((ms) => ms > 50).map(Math.round) });
  await context.close();
}
await browser.close();
for (const { blocking, cpu, long } of results) {
  console.log(`blocking ${Math.round(blocking)} ms at ${SLOWDOWN}x, main thread ${Math.round(cpu)} ms, tasks over 50 ms: ${long.join(", ")}`);
}
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `${url}: median blocking ${Math.round(median(results.map((r) => r.blocking)))} ms at ${SLOWDOWN}x, ` +
    `${median(results.map((r) => r.blocking / r.cpu)).toFixed(2)} per CPU ms, over ${loads} loads`,
);
