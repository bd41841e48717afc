import { chromium } from "playwright-core";
const url = process.argv[2];
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 50 });
await cdp.send("Profiler.start");
await p.goto(url, { waitUntil: "networkidle" });
const { profile } = await cdp.send("Profiler.stop");
await b.close();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
const label = (n) => `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}`;
for (let i = 0; i < profile.samples.length; i++) {
  const seen = new Set();
  let id = profile.samples[i];
  const d = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  while (id !== undefined) {
    const n = byId.get(id);
    const k = label(n);
    if (!seen.has(k) && n.callFrame.url) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + d); }
    id = parent.get(id);
  }
}
const filt = process.argv[3] ?? "";
for (const [k, v] of [...incl].filter(([k]) => k.includes(filt)).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(v.toFixed(1).padStart(6), k);
