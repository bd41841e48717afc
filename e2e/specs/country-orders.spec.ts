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
    await expect(dialog.getByRole("list", { name: "Isi paket" })).toContainText("3 GB");
    await expect(dialog.getByRole("list", { name: "Isi paket" })).toContainText("5 hari");
    await expect(dialog).toContainText("Jaringan: NTT Docomo, SoftBank");
    const choices = dialog.getByRole("group", { name: "Pilihan paket" }).getByRole("radio");
    await expect(choices).toHaveCount(4);
    await expect(choices.first()).toBeChecked();
    await dialog.getByRole("radio", { name: /eSIM Jepang 10GB 10 Hari/ }).check();
    await expect(dialog.getByRole("heading", { name: "eSIM Jepang 10GB 10 Hari" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Beli sekarang" })).toHaveAttribute("href", "/checkout/jp-esim-10gb-10d");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await orders.tab("SIM fisik").click();
    await expect(orders.cards.first()).toContainText("SIM Jepang");
    await expect(orders.cards.first().getByRole("link", { name: "Beli sekarang" })).toHaveAttribute("href", /^\/checkout\/jp-sim-/);
    await expect(page).toHaveTitle("Paket eSIM Jepang | Kelana eSIM");
  });

  test("a tap outside the details closes them and focus goes back to the button that opened them", async ({ page }) => {
    const orders = new OrdersPage(page);
    await orders.open("JP");
    const opener = orders.cards.first().getByRole("button", { name: "Lihat detail" });
    await opener.click();
    const dialog = orders.detailsDialog();
    await expect(dialog).toBeVisible();
    await dialog.click({ position: { x: 10, y: 10 } }); // inside: stays open
    await expect(dialog).toBeVisible();
    await page.mouse.click(3, 3); // on the backdrop, outside the dialog's box
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("screenshot of the order page and its details dialog", async ({ page }) => {
    const orders = new OrdersPage(page);
    await orders.open("JP");
    await expect(orders.cards.first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const width = page.viewportSize()!.width;
    await page.screenshot({ path: `artifacts/screens/orders-jp-cards-${width}.png` });
    await orders.cards.nth(1).getByRole("button", { name: "Lihat detail" }).click();
    await expect(orders.detailsDialog()).toBeVisible();
    await page.screenshot({ path: `artifacts/screens/orders-jp-details-${width}.png` });
  });
});
