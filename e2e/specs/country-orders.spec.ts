import { expect, test } from "@playwright/test";

import { OrdersPage } from "../pages/orders-page";

test.describe("single-country order page", () => {
  test("/orders/JP lists packages cheapest first and opens their details", async ({ page }) => {
    const orders = new OrdersPage(page);
    await orders.open("JP");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paket eSIM Jepang");
    await expect(orders.cards).toHaveCount(3);
    const prices = await orders.cards.locator("strong").allTextContents();
    const amounts = prices.map((text) => Number(text.replace(/\D/g, "")));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    await orders.cards.first().getByRole("button", { name: "Lihat detail" }).click();
    const dialog = orders.detailsDialog();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("SIM fisik");
    await expect(dialog).toContainText(/\d+ hari/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await orders.tab("eSIM").click();
    await expect(orders.cards.first()).toBeVisible();
    await expect(orders.cards.first().getByRole("link", { name: "Beli sekarang" })).toHaveAttribute("href", /^\/checkout\/jp-/);
  });

  test("an unknown code shows the server message", async ({ page }) => {
    const orders = new OrdersPage(page);
    await orders.open("XX");
    await expect(page.getByRole("alert")).toContainText("XX");
  });
});
