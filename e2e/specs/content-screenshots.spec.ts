import { expect, test } from "@playwright/test";
import { GuidePage } from "../pages/guide-page";
import { StoreLayout } from "../pages/store-layout";

// The content screens saved to e2e/artifacts/screens at each project's width, for people to look at.
const SCREENS = [
  ["guide", "/panduan"],
  ["faq", "/faq-page"],
  ["privacy-policy", "/privacy-policy"],
  ["terms", "/terms"],
  ["privacy", "/privacy"],
  ["security", "/security"],
  ["about-en", "/tentang?lng=en"],
  ["faq-en", "/faq-page?lng=en"],
] as const;

for (const [name, path] of SCREENS) {
  test(`screenshot of ${name}`, async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open(path);
    await expect(layout.footer).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await layout.screenshot(name);
  });
}

test("screenshot of the guide's device modal", async ({ page }) => {
  const guide = new GuidePage(page);
  await guide.open();
  await guide.deviceCheckButton.click();
  await guide.brandButton("Samsung").click();
  await expect(guide.brandModels("Samsung")).toHaveCount(17);
  await page.evaluate(() => document.fonts.ready);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `artifacts/screens/guide-device-modal-${width}.png` });
});
