import { expect, type Page, test } from "@playwright/test";

import { apiAs } from "../fixtures/purchase";
import { orderAs, rupiah } from "../fixtures/shopper-orders";
import { signInNewShopper } from "../fixtures/sign-in";
import { OrderHistoryPage } from "../pages/order-history-page";

// The development store's telco simulator and its key (docs/after-sale.md): a test plays the traveller's phone.
const TELCO = "/telco-simulator/v1/sims";
const TELCO_KEY = { "X-Api-Key": "kelana-dev-telco-key" };

/** An eSIM bought by the signed-in shopper and paid on the sandbox provider's page. */
async function paidEsim(page: Page) {
  const { orderId, amount, paymentUrl } = await orderAs(page, { productId: "jp-esim-5gb-5d", method: "gateway", pay: true });
  await page.goto(paymentUrl);
  await page.getByRole("button", { name: /^Bayar Rp\./ }).click();
  await expect(page.getByRole("heading", { name: "Pembayaran berhasil" })).toBeVisible({ timeout: 20_000 });
  return { orderId, amount };
}

test.describe("after the sale", () => {
  test.beforeEach(async ({ page, request }) => {
    test.slow(); // sign-up with argon2id, two payments, the store's jobs
    await signInNewShopper(page, request);
  });

  test("an eSIM says not installed, then installed on the phone; another never installed is refunded from its details", async ({ page }) => {
    const installed = await paidEsim(page);
    const refunded = await paidEsim(page);
    const history = new OrderHistoryPage(page);
    await history.open();
    await history.waitForOrderIn("Selesai", installed.orderId);
    await history.waitForOrderIn("Selesai", refunded.orderId);
    await expect(history.card(installed.orderId).getByText("Belum dipasang")).toBeVisible();

    // The traveller installs the first eSIM on an iPhone: the telco tells the store.
    const { iccid } = (await apiAs(page, `/api/user/orders/${installed.orderId}/iccid`)).iccid_details;
    const phone = await page.request.post(`${TELCO}/${iccid}/install`, {
      headers: TELCO_KEY,
      data: { device: { make: "Apple", model: "iPhone 15" } },
    });
    expect(phone.ok(), await phone.text()).toBe(true);
    await page.reload();
    await history.tab("Selesai").click();
    await expect(history.card(installed.orderId).getByText("Terpasang di Apple iPhone 15")).toBeVisible();
    await history.card(installed.orderId).getByRole("button", { name: "Detail" }).click();
    await expect(history.dialog("Detail transaksi").getByText("Terpasang di Apple iPhone 15")).toBeVisible();
    await expect(history.dialog("Detail transaksi").getByRole("button", { name: "Kembalikan dana eSIM ini" })).toHaveCount(0);
    await history.dialog("Detail transaksi").getByRole("button", { name: "Tutup" }).click();

    // The second was never installed: its buyer takes the money back.
    await history.card(refunded.orderId).getByRole("button", { name: "Detail" }).click();
    const dialog = history.dialog("Detail transaksi");
    await expect(dialog.getByText(`Anda bisa mendapatkan kembali ${rupiah(refunded.amount)}`, { exact: false })).toBeVisible();
    await dialog.getByRole("button", { name: "Kembalikan dana eSIM ini" }).click();
    await page.screenshot({ path: `artifacts/screens/refund-offer-${page.viewportSize()?.width}.png` });
    await dialog.getByRole("button", { name: `Ya, kembalikan ${rupiah(refunded.amount)}` }).click();
    await expect(dialog.getByRole("status").filter({ hasText: "sedang diproses ke metode pembayaran Anda" })).toBeVisible();

    // Through the sandbox provider, and the eSIM can no longer be installed.
    await expect(async () => {
      const orders = (await apiAs(page, "/api/order")) as { order_id: string; status: string; refund_state: string | null }[];
      const order = orders.find((candidate) => candidate.order_id === refunded.orderId);
      expect(order?.status).toBe("refunded");
      expect(order?.refund_state).toBe("refunded");
    }).toPass({ timeout: 20_000 });
    const { iccid: voided } = (await apiAs(page, `/api/user/orders/${refunded.orderId}/iccid`)).iccid_details;
    const again = await page.request.post(`${TELCO}/${voided}/install`, { headers: TELCO_KEY, data: {} });
    expect(again.status()).toBe(409);
    await dialog.getByRole("button", { name: "Tutup" }).click();
    await history.waitForOrderIn("Gagal", refunded.orderId);
    await expect(history.card(refunded.orderId).getByText("Dana dikembalikan")).toBeVisible();
  });
});
