import { expect, test } from "@playwright/test";

import { signInNewShopper } from "../fixtures/sign-in";
import { OrdersPage } from "../pages/orders-page";

test.describe("special package page", () => {
  test("lists the pilgrimage packages with their details", async ({ page }) => {
    const orders = new OrdersPage(page);
    await orders.openPath("/special-paket-orders");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paket Spesial Umrah & Haji");
    await expect(orders.cards).toHaveCount(4);
    await expect(orders.cards.first()).toContainText("Rp. 99.000");

    const card = orders.card("SIM Haji 45 Hari");
    await card.getByRole("button", { name: "Lihat detail" }).click();
    const dialog = orders.detailsDialog();
    await expect(dialog.getByRole("list", { name: "Isi paket" })).toContainText("45 hari");
    await expect(dialog).toContainText("Termasuk: Telepon lokal 100 menit, Kartu SIM fisik");
    await expect(dialog.getByRole("group", { name: "Pilihan paket" }).getByRole("radio", { name: /SIM Haji 45 Hari/ })).toBeChecked();
    await dialog.getByRole("button", { name: "Tutup" }).click();
    await expect(dialog).toBeHidden();
    await expect(orders.buyNow(card)).toHaveAttribute("href", "/checkout/umrah-sim-haji-45d");
  });

  test("buy now takes a signed-in shopper to the checkout of that package", async ({ page, request }) => {
    test.slow(); // a real sign-up and sign-in (argon2id) take seconds on a loaded machine
    await signInNewShopper(page, request);
    const orders = new OrdersPage(page);
    await orders.openPath("/special-paket-orders");
    await orders.buyNow(orders.card("eSIM Umrah 15 Hari")).click();
    await expect(page).toHaveURL(/\/checkout\/umrah-esim-15d(\?step=1)?$/);
  });

  test("when the list cannot load it says so, and trying again works", async ({ page }) => {
    // Going offline for one call cannot be done through the real server: the call is aborted here.
    await page.route("**/api/products/special", (route) => route.abort("internetdisconnected"));
    const orders = new OrdersPage(page);
    await orders.openPath("/special-paket-orders");
    await expect(page.getByRole("alert")).toHaveText("Gagal memuat paket spesial. Periksa koneksi internet Anda, lalu coba lagi.");
    await page.unroute("**/api/products/special");
    await page.getByRole("button", { name: "Coba lagi" }).click();
    await expect(orders.cards).toHaveCount(4);
  });

  test("a server failure has its own text", async ({ page }) => {
    await page.route("**/api/products/special", (route) =>
      route.fulfill({ status: 500, json: { success: false, message: "Internal server error", data: null } }),
    );
    const orders = new OrdersPage(page);
    await orders.openPath("/special-paket-orders");
    await expect(page.getByRole("alert")).toHaveText(
      "Terjadi kesalahan pada server saat memuat paket spesial. Silakan coba lagi nanti.",
    );
  });
});
