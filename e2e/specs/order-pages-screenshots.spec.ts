import { expect, test } from "@playwright/test";

import { StoreLayout } from "../pages/store-layout";

// The regional and special order pages saved as artifacts (e2e/artifacts/screens) at each project's width.
for (const [name, path] of [["region-orders-eu", "/region-orders/EU"], ["special-orders", "/special-paket-orders"]] as const) {
  test(`screenshot of ${name}`, async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open(path);
    await expect(layout.footer).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    await layout.screenshot(name);
  });
}

// The home page's lower sections one by one, readable at phone width too.
test("screenshots of the home page's special, why-choose-us and app sections", async ({ page }) => {
  const layout = new StoreLayout(page);
  await layout.open("/");
  const width = page.viewportSize()?.width ?? 0;
  for (const [name, heading] of [
    ["special", /Paket Umrah & Haji/],
    ["why-choose", /Kenapa memilih/],
    ["app", /Bawa Kelana App/],
  ] as const) {
    const section = page.getByRole("region", { name: heading });
    if (!(await section.isVisible())) continue;
    await section.scrollIntoViewIfNeeded();
    await layout.imagesLoaded();
    await section.screenshot({ path: `artifacts/screens/home-${name}-${width}.png` });
  }
});
