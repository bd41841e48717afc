import { expect, test } from "@playwright/test";

import { HomePage } from "../pages/home-page";

test.describe("home", () => {
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
