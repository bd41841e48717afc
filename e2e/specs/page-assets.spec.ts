import { expect, test } from "@playwright/test";

import { HomePage } from "../pages/home-page";
import { SCREEN_FREE } from "../fixtures/tags";

// What a page loads as the store starts: its texts with its code, every stylesheet linked by the server, and the
// store's own scripts, each once and compiled as it arrives. The hand-over itself: first-screen.spec.ts.

test("a page's texts are asked for alongside its code, not once its code has arrived", SCREEN_FREE, async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/locales\/[a-z]+\/catalog\.json$/.test(pathname)) asked.push("texts");
    else if (pathname === "/mfe/catalog/remoteEntry.js") asked.push("code");
  });
  await page.goto("/orders/JP");
  await expect(page.getByRole("tab", { name: "eSIM" })).toBeVisible();
  // Asked afterwards, the texts were a round trip more before the packages showed.
  expect(asked[0]).toBe("texts");
  expect(asked).toContain("code");
});

for (const path of ["/", "/orders/JP", "/login"]) {
  test(`${path}: the server links every stylesheet the live page uses, so the page is styled once`, SCREEN_FREE, async ({ page }) => {
    const response = await page.goto(path);
    const drawn = [...(await response!.text()).matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((link) => link[1]);
    await expect(page.locator("#first-screen")).toHaveCount(0);
    await expect(page.locator("#main")).not.toBeEmpty();
    const live = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    // A sheet the app adds while the store starts makes the browser restyle the whole page (4 to 8 ms a time on
    // the benchmark machine).
    expect(live.sort()).toEqual([...drawn].sort());
  });
}

test.describe("the store's own scripts", () => {
  const shellScript = /\/static\/js\/[^/]+\.js$/;

  for (const path of ["/", "/orders/JP"]) {
    test(`${path} asks for each once, all of them named by the page`, SCREEN_FREE, async ({ page }) => {
      const asked: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (shellScript.test(pathname)) asked.push(pathname);
      });
      await page.goto(path);
      await expect(page.locator("#first-screen")).toHaveCount(0); // the live page has replaced the server's
      const named = (await page.locator('meta[name="kelana-startup-scripts"]').getAttribute("content"))!.split(" ");
      // The page's own <script defer> tags: the storage script and main.js (the others are inserted by main.js).
      const tagged = await page.locator("script[defer][src]").evaluateAll((tags) => tags.map((tag) => tag.getAttribute("src")));

      expect(new Set(asked).size).toBe(asked.length);
      // Named in the page, so they load together after the first paint instead of one import at a time.
      expect(asked.filter((script) => !tagged.includes(script)).sort()).toEqual([...named].sort());
    });
  }

  test("the store starts once the server's first screen has been painted", SCREEN_FREE, async ({ page }) => {
    // Whether the browser had reported the first paint when main.js inserted its first script.
    await page.addInitScript(() => {
      new MutationObserver((changes, observer) => {
        const inserted = changes.some((change) => [...change.addedNodes].some((node) => node instanceof HTMLScriptElement && !node.defer && node.src.includes("/static/js/")));
        if (!inserted) return;
        observer.disconnect();
        (window as unknown as { paintedBeforeStart: boolean }).paintedBeforeStart = performance.getEntriesByType("paint").length > 0;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/login");
    await expect(page.locator("#first-screen")).toHaveCount(0);
    // Started from a frame callback, the store ran in the very frame that paints, before the paint was reported.
    expect(await page.evaluate(() => (window as unknown as { paintedBeforeStart?: boolean }).paintedBeforeStart)).toBe(true);
  });

  test("the site's storage is opened by a script of its own, which runs before main.js", SCREEN_FREE, async ({ page }) => {
    await page.goto("/login");
    const tagged = await page.locator("script[defer][src]").evaluateAll((tags) => tags.map((tag) => tag.getAttribute("src")));
    // Deferred scripts run in their order: the first read of localStorage (1.6 to 4.6 ms) is not main.js's.
    expect(tagged).toEqual([expect.stringMatching(/^\/static\/js\/storage\.[0-9a-f]{10}\.js$/), expect.stringMatching(/^\/static\/js\/main\./)]);
    const storage = await page.request.get(tagged[0]!);
    expect(storage.headers()["cache-control"]).toContain("immutable");
    expect(await storage.text()).toContain("localStorage");
  });

  test("every script of a load asks Chromium to compile it as it arrives, not on the page's main thread", SCREEN_FREE, async ({ page }) => {
    const scripts: Promise<[string, string]>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") {
        scripts.push(response.text().then((body) => [new URL(response.url()).pathname, body.split("\n", 1)[0]]));
      }
    });
    await page.goto("/orders/JP");
    await expect(page.getByRole("heading", { level: 1, name: /Jepang/ })).toBeVisible();
    await expect(page.locator("#first-screen")).toHaveCount(0);
    const firstLines = await Promise.all(scripts);
    // The shell's and the catalog remote's code, as the build wrote it (the minifier would drop the comment).
    expect(firstLines.some(([path]) => path.startsWith("/mfe/catalog/"))).toBe(true);
    for (const [path, line] of firstLines) expect(line, path).toBe("//# allFunctionsCalledOnLoad");
  });

  test("one that fails to arrive is asked for again, and the store starts", SCREEN_FREE, async ({ page }) => {
    let failed = "";
    await page.route(shellScript, async (route) => {
      const { pathname } = new URL(route.request().url());
      if (!failed && !pathname.includes("/main.")) {
        failed = pathname;
        await route.abort("connectionreset");
        return;
      }
      await route.continue();
    });
    await page.goto("/");
    const home = new HomePage(page);
    await home.search.fill("jep");
    await expect(home.searchResult("Jepang")).toBeVisible();
    expect(failed).not.toBe("");
  });
});
