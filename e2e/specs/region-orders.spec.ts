import { expect, test } from "@playwright/test";

import { signInNewShopper } from "../fixtures/sign-in";
import { OrdersPage } from "../pages/orders-page";
import { StoreLayout } from "../pages/store-layout";
import { SCREEN_FREE } from "../fixtures/tags";

test.describe("regional order page", () => {
  test("/region-orders/EU names the region, switches tabs and opens a package's details", async ({ page }) => {
    const orders = new OrdersPage(page);
    await orders.openPath("/region-orders/EU");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paket eSIM Eropa");
    await expect(page.getByRole("tab")).toHaveText(["eSIM", "SIM fisik", "Paket data"]);

    await expect(orders.cards).toHaveCount(4);
    await expect(orders.cards.first()).toContainText("eSIM Eropa 3GB");
    // Four packages of a type: all fit in the first 9, so there is nothing more to show.
    await expect(page.getByRole("button", { name: "Tampilkan semua paket" })).toHaveCount(0);

    await orders.tab("Paket data").click();
    await expect(orders.tab("Paket data")).toHaveAttribute("aria-selected", "true");
    await expect(orders.cards.first()).toContainText("Data Eropa");
    const prices = await orders.cards.locator(".product-card__price strong").allTextContents();
    const amounts = prices.map((text) => Number(text.replace(/\D/g, "")));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    await orders.tab("eSIM").click();
    const card = orders.card("eSIM Eropa 10GB 10 Hari");
    await card.getByRole("button", { name: "Lihat detail" }).click();
    const dialog = orders.detailsDialog();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "eSIM Eropa 10GB 10 Hari" })).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Isi paket" }).getByRole("listitem")).toHaveText(["10 GB", "10 hari", "4G/5G", "Hotspot boleh"]);
    await expect(dialog).toContainText("Jaringan: Orange, Vodafone");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(orders.buyNow(card)).toHaveAttribute("href", "/checkout/eu-esim-10gb-10d/EU");
  });

  test("switching language renames the region", async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open("/region-orders/ANZ");
    await expect(layout.heading()).toHaveText("Paket eSIM Australia dan Selandia Baru");
    await layout.switchLanguage("EN");
    await expect(layout.heading()).toHaveText("Australia and New Zealand eSIM packages");
    await expect(page.getByRole("tab", { name: "Physical SIM" })).toBeVisible();
    // The packages speak English too, at the same prices.
    await expect(page.getByRole("article").first()).toContainText("Australia and New Zealand eSIM 3GB 5 Days");
    await expect(page.getByRole("article").first()).toContainText("Hotspot allowed");
    await expect(page.getByRole("article").first()).toContainText("Rp. 110.000");
    await expect(page.getByText("Works in:")).toBeVisible();
  });

  test("buy now takes a signed-in shopper to the checkout of that package in the region", async ({ page, request }) => {
    test.slow(); // a real sign-up and sign-in (argon2id) take seconds on a loaded machine
    await signInNewShopper(page, request);
    const orders = new OrdersPage(page);
    await orders.openPath("/region-orders/ASIA");
    await orders.tab("eSIM").click();
    await orders.buyNow(orders.card("eSIM Asia 5GB 5 Hari")).click();
    await expect(page).toHaveURL(/\/checkout\/asia-esim-5gb-5d\/ASIA(\?step=1)?$/); // the step joins the address once the checkout shows
  });

  test("an unknown region says it does not exist", async ({ page }) => {
    const orders = new OrdersPage(page);
    await orders.openPath("/region-orders/ATLANTIS");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Region tidak ditemukan");
    await expect(page.getByRole("alert")).toContainText('"ATLANTIS"');
    await page.getByRole("link", { name: "Lihat semua destinasi" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a refused products call shows the server's message in red", async ({ page }) => {
    // The seed cannot make the catalog refuse a known region: this one answer is forced.
    await page.route("**/api/products/region/EU?type=esim_bundle", (route) =>
      route.fulfill({ status: 409, json: { success: false, message: "Katalog region sedang diperbarui", data: null } }),
    );
    const orders = new OrdersPage(page);
    await orders.openPath("/region-orders/EU");
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText("Katalog region sedang diperbarui");
    await expect(alert).toHaveCSS("color", "rgb(180, 35, 24)");
  });

  test("a region that is not available yet says its packages are coming", async ({ page }) => {
    const orders = new OrdersPage(page);
    await orders.openPath("/region-orders/SOUTHAM");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paket eSIM Amerika Selatan");
    await expect(page.getByText(/segera hadir/)).toBeVisible();
  });

  test("a region code on the country route goes to the region's page, in Indonesian and in English", SCREEN_FREE, async ({ page }) => {
    const orders = new OrdersPage(page);
    await orders.openPath("/orders/EU");
    await expect(page).toHaveURL(/\/region-orders\/EU$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paket eSIM Eropa");
    await expect(orders.cards.first()).toContainText("eSIM Eropa 3GB");
    await new StoreLayout(page).switchLanguage("EN");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Europe");
  });

  test("SA is Saudi Arabia on the country route; South America's old link moves to its own code", SCREEN_FREE, async ({ page }) => {
    const orders = new OrdersPage(page);
    await orders.openPath("/orders/SA");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Arab Saudi");
    await expect(page.locator("img.orders-banner__flag")).toHaveAttribute("src", /\/sa\.\w+\.svg$/);
    await expect(page.locator(".orders-banner--globe")).toHaveCount(0);

    await orders.openPath("/region-orders/SA");
    await expect(page).toHaveURL(/\/region-orders\/SOUTHAM$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paket eSIM Amerika Selatan");
  });
});
