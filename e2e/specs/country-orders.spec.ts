import { expect, test } from "@playwright/test";

import { OrdersPage } from "../pages/orders-page";

test.describe("single-country order page", () => {
  test("/orders/JP opens on the eSIM tab at the price the home card promised, cheapest first, with details", async ({ page }) => {
    await page.goto("/");
    const promised = page.getByRole("region", { name: /destinasi populer/i }).getByRole("link", { name: /Jepang/ });
    await expect(promised).toContainText("Rp. 80.000");
    await promised.click();
    const orders = new OrdersPage(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paket eSIM Jepang");
    await expect(orders.tab("eSIM")).toHaveAttribute("aria-selected", "true");
    await expect(orders.cards).toHaveCount(4);
    await expect(orders.cards.first()).toContainText("Rp. 80.000");
    const prices = await orders.cards.locator("strong").allTextContents();
    const amounts = prices.map((text) => Number(text.replace(/\D/g, "")));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    await orders.cards.first().getByRole("button", { name: "Lihat detail" }).click();
    const dialog = orders.detailsDialog();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Kuota data 3GB Jepang");
    await expect(dialog).toContainText(/\d+ hari/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await orders.tab("SIM fisik").click();
    await expect(orders.cards.first()).toContainText("SIM Jepang");
    await expect(orders.cards.first().getByRole("link", { name: "Beli sekarang" })).toHaveAttribute("href", /^\/checkout\/jp-sim-/);
    await expect(page).toHaveTitle("Paket eSIM Jepang | Kelana eSIM");
  });
});
