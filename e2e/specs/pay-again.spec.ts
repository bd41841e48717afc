import { expect, test } from "@playwright/test";

import { orderAs } from "../fixtures/shopper-orders";
import { signInNewShopper } from "../fixtures/sign-in";
import { CheckoutPage } from "../pages/checkout-page";
import { OrderHistoryPage } from "../pages/order-history-page";

const ESIM = "jp-esim-5gb-5d";
const SANDBOX = /\/payment\/sandbox\/([A-Z0-9]{10})\//;

// A payment cancelled on the provider's page is not the end of the purchase: the result page and the order history
// offer "pay again", which makes a fresh order of the same product (priced again on the server) and opens its payment.
test.describe("pay again", () => {
  test.beforeEach(async ({ page, request }) => {
    test.slow(); // argon2id sign-up and sign-in, then the store's jobs move the order
    await signInNewShopper(page, request);
  });

  test("a payment cancelled on the provider's page is paid again from the result page", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open(ESIM);
    await checkout.throughToSummaryOfAnEsim();
    await checkout.terms().check();
    await checkout.pay().click();
    await expect(page).toHaveURL(SANDBOX);
    const first = SANDBOX.exec(page.url())![1];
    await page.getByRole("button", { name: "Batalkan" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Pembayaran tidak berhasil" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Anda dapat membayar lagi/)).toBeVisible();
    await page.screenshot({ path: `artifacts/screens/pay-again-result-${page.viewportSize()?.width}.png`, fullPage: true });
    await page.getByRole("button", { name: "Bayar lagi" }).click();

    await expect(page).toHaveURL(SANDBOX);
    const second = SANDBOX.exec(page.url())![1];
    expect(second).not.toBe(first);
    await page.getByRole("button", { name: /^Bayar Rp\. 104\.000/ }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Pembayaran berhasil" })).toBeVisible({ timeout: 20_000 });
  });

  test("the order history offers pay again on a failed order, and twenty presses at once make one order", async ({ page }) => {
    const { orderId, paymentUrl } = await orderAs(page, { productId: ESIM, method: "gateway", pay: true });
    await page.goto(paymentUrl);
    await page.getByRole("button", { name: "Batalkan" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Pembayaran tidak berhasil" })).toBeVisible({ timeout: 20_000 });

    // Twenty at once (a shaky connection, an impatient thumb): one new order.
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        page.request.post(`/api/order/${orderId}/pay-again`, { headers: { Authorization: `Bearer ${token}` } }),
      ),
    );
    const made = new Set(await Promise.all(answers.map(async (answer) => (await answer.json()).data.order_id as string)));
    expect(made.size).toBe(1);
    const orders = await (await page.request.get("/api/order", { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(orders.data).toHaveLength(2);

    // The new order is the one to pay now; the next to fail shows "pay again" on its card in the history.
    const [again] = [...made];
    const history = new OrderHistoryPage(page);
    await history.open();
    await history.tab("Menunggu Pembayaran").click();
    await expect(history.card(again)).toBeVisible();
    const { orderId: another, paymentUrl: anotherUrl } = await orderAs(page, { productId: ESIM, method: "gateway", pay: true });
    await page.goto(anotherUrl);
    await page.getByRole("button", { name: "Batalkan" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Pembayaran tidak berhasil" })).toBeVisible({ timeout: 20_000 });
    await history.open();
    await history.waitForOrderIn("Gagal", another);
    await page.screenshot({ path: `artifacts/screens/pay-again-history-${page.viewportSize()?.width}.png`, fullPage: true });
    await history.card(another).getByRole("button", { name: "Bayar lagi" }).click();
    await expect(page).toHaveURL(SANDBOX);
    expect(SANDBOX.exec(page.url())![1]).not.toBe(another);
  });
});
