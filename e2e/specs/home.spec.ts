import { expect, test } from "@playwright/test";

import { HomePage } from "../pages/home-page";

test.describe("home", () => {
  test("the page asks the store for each of its lists once", async ({ page }) => {
    // A request started while the page rendered made React start the render over, and each new start asked
    // again: the promotions were requested 10 to 28 times on one load.
    const asked = new Map<string, number>();
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/api/")) asked.set(path, (asked.get(path) ?? 0) + 1);
    });
    const home = new HomePage(page);
    await home.open();
    await expect(page.getByRole("region", { name: /promo/i }).getByRole("link").first()).toBeVisible();
    await expect(home.popularCard("Jepang")).toContainText("Rp. 80.000");
    await page.waitForLoadState("networkidle");
    expect(asked.get("/api/promos")).toBe(1);
    expect(asked.get("/api/countries")).toBe(1);
    expect(asked.get("/api/regions")).toBe(1);
    expect(asked.get("/api/products/special")).toBe(1);
    expect(asked.get("/api/destinations")).toBe(1);
  });

  test("popular destinations show starting prices from the server", async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await expect(home.popularCard("Hongkong")).toContainText("Rp. 50.000");
    await expect(home.popularCard("Jepang")).toContainText("Rp. 80.000");
    await expect(home.popular.getByRole("link")).toHaveCount(8);
  });

  test("searching 'jep' finds Jepang and opens its order page", async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await home.search.fill("jep");
    await home.searchResult("Jepang").click();
    await expect(page).toHaveURL(/\/orders\/JP$/);
  });

  test("a search with no match says so", async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await home.search.fill("atlantis");
    await expect(page.getByText("Destinasi tidak ditemukan")).toBeVisible();
  });

  test("the single-country tab shows 6 cards, then all 8", async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await page.getByRole("tab", { name: "Satu negara" }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("link")).toHaveCount(6);
    await panel.getByRole("button", { name: "Tampilkan lebih banyak" }).click();
    await expect(panel.getByRole("link")).toHaveCount(8);
  });

  test("the multi-region tab lists only available regions", async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("link").first()).toHaveAttribute("href", /^\/region-orders\//);
    await expect(panel.getByRole("link", { name: /Amerika Selatan/ })).toHaveCount(0);
  });
});
