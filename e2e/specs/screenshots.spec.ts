import { expect, test } from "@playwright/test";
import { StoreLayout } from "../pages/store-layout";

// Screens saved as artifacts (e2e/artifacts/screens) at each project's width, for people to look at.
for (const [name, path] of [["home", "/"], ["about", "/tentang"], ["not-found", "/halaman-hilang"]] as const) {
  test(`screenshot of ${name}`, async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open(path);
    await expect(layout.footer).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await layout.screenshot(name);
  });
}
