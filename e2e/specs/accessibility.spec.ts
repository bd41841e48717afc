import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

import { HomePage } from "../pages/home-page";
import { OrdersPage } from "../pages/orders-page";

// The storefront's screens as a shopper meets them, in both languages, checked by axe (WCAG 2.1 A and AA rules).
const SCREENS = [
  "/",
  "/?lng=en",
  "/orders/JP",
  "/orders/VN?lng=en",
  "/orders/KP",
  "/orders/XX",
  "/region-orders/EU",
  "/special-paket-orders",
  "/special-promo/HUTRI80",
  "/tentang",
  "/panduan",
  "/faq-page",
  "/kontak",
  "/login",
  "/register",
];

async function seriousProblems(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

test.describe("accessibility", () => {
  for (const path of SCREENS) {
    test(`axe finds no serious problem on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await seriousProblems(page)).toEqual([]);
    });
  }

  test("axe finds no serious problem with the search list or the details dialog open", async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await home.search.fill("ar");
    await expect(home.results.getByRole("option").first()).toBeVisible();
    await home.search.press("ArrowDown");
    expect(await seriousProblems(page)).toEqual([]);

    const orders = new OrdersPage(page);
    await orders.open("JP");
    await orders.cards.first().getByRole("button", { name: "Lihat detail" }).click();
    await expect(orders.detailsDialog()).toBeVisible();
    expect(await seriousProblems(page)).toEqual([]);
  });
});
