import { expect, test } from "@playwright/test";
import { StoreLayout } from "../pages/store-layout";

// Screens saved as artifacts (e2e/artifacts/screens) at each project's width, for people to look at.
for (const [name, path] of [["home", "/"], ["orders-jp", "/orders/JP"], ["about", "/tentang"], ["not-found", "/halaman-hilang"]] as const) {
  test(`screenshot of ${name}`, async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open(path);
    await expect(layout.footer).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    await layout.screenshot(name);
  });
}
