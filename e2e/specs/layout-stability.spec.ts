import { expect, test, type Page } from "@playwright/test";

import { OrdersPage } from "../pages/orders-page";

// Nothing a visitor is reading moves while a page finishes loading: not when the store's font arrives (text is first
// drawn in a local face scaled to its size, runtime/src/ui/fonts.css), not when a page's packages replace their
// placeholders. The font and the package list are held back here, as on a slow phone network, so that both arrive
// after the first paint.

/** The page's layout shift score (CLS: the sum of every shift not caused by input) once it has settled. */
async function layoutShiftOf(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { kelanaShifts: number[] }).kelanaShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.route(/\/api\/products\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto(path);
  await ready(page);
  // The store's font, in the weights the first screen uses, has arrived and been drawn.
  await page.waitForFunction(() => ["400", "600", "800"].every((weight) => document.fonts.check(`${weight} 16px "Plus Jakarta Sans"`)));
  // Shifts are reported after the frame that made them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { kelanaShifts: number[] }).kelanaShifts.reduce((sum, value) => sum + value, 0));
}

for (const locale of ["id-ID", "en-US"]) {
  test.describe(locale, () => {
    // Each language wraps its hero text in its own places; in a face of another size the lines break elsewhere.
    test.use({ locale });

    test("the home page's first screen stays put when the store's font arrives", async ({ page }) => {
      const shift = await layoutShiftOf(page, "/", async (loaded) => {
        await expect(loaded.getByRole("region", { name: /destinasi populer|popular destinations/i })).toBeVisible();
      });
      expect(shift).toBeLessThan(0.01);
    });
  });
}

test("a country page stays put when its packages replace their placeholders", async ({ page }) => {
  const shift = await layoutShiftOf(page, "/orders/JP", async (loaded) => {
    await expect(new OrdersPage(loaded).cards).toHaveCount(4);
  });
  expect(shift).toBeLessThan(0.01);
});
