import { expect, test } from "@playwright/test";

import { placeTransferOrder } from "../fixtures/shopper-orders";
import { buyOnTheSandbox } from "../fixtures/purchase";
import { signInNewShopper } from "../fixtures/sign-in";
import { OrderHistoryPage } from "../pages/order-history-page";
import { SCREEN_FREE } from "../fixtures/tags";

const ESIM = "jp-esim-5gb-5d";

// A paid order has a receipt to print or keep: the store's name, the order, the amounts in Rupiah, how and when it
// was paid (Jakarta time), for its buyer only.
test.describe("receipts", () => {
  test.beforeEach(async ({ page, request }) => {
    test.slow(); // argon2id sign-up and sign-in, then a purchase on the sandbox
    await signInNewShopper(page, request);
  });

  test("the buyer opens a paid order's receipt from the order history and from the paid e-mail's link", async ({ page }) => {
    const orderId = await buyOnTheSandbox(page, ESIM);
    const history = new OrderHistoryPage(page);
    await history.open();
    await history.waitForOrderIn("Selesai", orderId);
    await history.card(orderId).getByRole("button", { name: "Detail" }).click();
    await page.getByRole("button", { name: "Lihat struk" }).click();

    await expect(page).toHaveURL(new RegExp(`/receipt/${orderId}`));
    await expect(page.getByRole("heading", { level: 1, name: "Struk pembayaran" })).toBeVisible();
    await expect(page.getByText("Kelana eSIM").first()).toBeVisible();
    await expect(page.getByText(orderId)).toBeVisible();
    await expect(page.getByText("eSIM Jepang 5GB 5 Hari")).toBeVisible();
    await expect(page.getByText("Rp. 104.000").first()).toBeVisible();
    await expect(page.getByText(/\d{1,2} \w+ 20\d\d, \d\d\.\d\d WIB/)).toBeVisible();
    await expect(page.getByText("Pembayaran online")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cetak struk" })).toBeVisible();
    await page.screenshot({ path: `artifacts/screens/receipt-${page.viewportSize()?.width}.png`, fullPage: true });
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Cetak struk" })).toBeHidden();
    await page.screenshot({ path: `artifacts/screens/receipt-print-${page.viewportSize()?.width}.png`, fullPage: true });
    await page.emulateMedia({ media: "screen" });

    // In English by ?lng=.
    await page.goto(`/receipt/${orderId}?lng=en`);
    await expect(page.getByRole("heading", { level: 1, name: "Payment receipt" })).toBeVisible();
    await expect(page.getByText(/\d{1,2} \w+ 20\d\d, \d\d:\d\d WIB/)).toBeVisible();

    // The e-mail's link in a browser without the receipt's pass: through the (signed-in) order history, back here.
    await page.context().clearCookies();
    await page.goto(`/receipt/${orderId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Struk pembayaran" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/receipt/${orderId}`));
  });

  test("another shopper's receipt and an unpaid order's are not shown", SCREEN_FREE, async ({ page, request }) => {
    const other = await placeTransferOrder(request);
    const history = new OrderHistoryPage(page);

    await page.goto(`/receipt/${other.orderId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Riwayat Order" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("Struk hanya tersedia untuk order Anda yang sudah dibayar.");
    await expect(page.getByText(other.orderId)).toHaveCount(0);
    await expect(page).toHaveURL(/\/riwayat-order/);

    // Even with a pass of their own in this browser, someone else's order is a plain "not found".
    await buyOnTheSandbox(page, ESIM);
    await history.open();
    const mine = await page.evaluate(async () => {
      const token = localStorage.getItem("token");
      const orders = await (await fetch("/api/order", { headers: { Authorization: `Bearer ${token}` } })).json();
      const answer = await fetch(`/api/order/${orders.data[0].order_id}/receipt-access`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
      });
      return answer.status;
    });
    expect(mine).toBe(200);
    const response = await page.goto(`/receipt/${other.orderId}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Struk tidak ditemukan" })).toBeVisible();
    await expect(page.getByText("Rp.")).toHaveCount(0);
  });
});
