import { expect, test } from "@playwright/test";

import { apiAs, buyOnTheSandbox } from "../fixtures/purchase";
import { orderAs, placeTransferOrder, rupiah } from "../fixtures/shopper-orders";
import { signInNewShopper } from "../fixtures/sign-in";
import { OrderHistoryPage } from "../pages/order-history-page";
import { PaymentResultPage } from "../pages/payment-result-page";
import { SCREEN_FREE } from "../fixtures/tags";

// Issue #28: the result pages say what the store holds of the order, "see my orders" opens the tab the
// order is in, and every order is named by the product that was bought.
test.describe("payment results", () => {
  test.beforeEach(async ({ page, request }) => {
    test.slow(); // argon2id sign-up and sign-in, then the store's jobs move the order
    await signInNewShopper(page, request);
  });

  test("the finish page reads the order: unpaid, status=2 waits for the confirmation, and says paid once it is", async ({ page }) => {
    const { orderId, amount, paymentUrl } = await orderAs(page, { productId: "jp-esim-5gb-5d", method: "gateway", pay: true });
    const result = new PaymentResultPage(page);
    // The page's own clock: its 2-second polls are moved on by the test rather than waited for.
    await page.clock.install();

    await result.openFinish(orderId, "2");

    await expect(result.outcome("Menunggu konfirmasi pembayaran")).toBeVisible();
    await expect(result.outcome("Pembayaran berhasil")).toHaveCount(0);
    await expect(result.fact("ID order")).toHaveText(orderId);
    await expect(result.fact("Produk")).toHaveText("eSIM Jepang 5GB 5 Hari");
    await expect(result.fact("Total")).toHaveText(rupiah(amount));
    await expect(result.fact("Status")).toHaveText("Menunggu pembayaran");
    // It asks again a bounded number of times, then says so and offers to check again.
    const checkAgain = page.getByRole("button", { name: "Periksa lagi" });
    await expect(async () => {
      await page.clock.fastForward(2_000); // the next poll is due; its answer comes from the real store
      await expect(checkAgain).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 40_000 });
    await expect(page.getByText(/Konfirmasi pembayaran belum masuk/)).toBeVisible();
    await page.screenshot({ path: `artifacts/screens/payment-waiting-${page.viewportSize()?.width}.png`, fullPage: true });

    // Paid on the provider's page, the buyer comes back to the same page: now it is true.
    await page.goto(paymentUrl);
    await page.getByRole("button", { name: /^Bayar Rp\./ }).click();
    await expect(result.outcome("Pembayaran berhasil")).toBeVisible();
    await expect(result.fact("ID order")).toHaveText(orderId);
    await page.screenshot({ path: `artifacts/screens/payment-received-${page.viewportSize()?.width}.png`, fullPage: true });
  });

  test("the cash page shows the order's own number, product and amount, whatever the address was edited to", async ({ page }) => {
    const { orderId, amount } = await orderAs(page, { productId: "jp-sim-15gb-15d", method: "cash" });
    const result = new PaymentResultPage(page);

    await result.openResponse({ method: "cash", orderId, amount: "1", name: "Paket Palsu 999GB" });

    await expect(result.outcome("Bayar tunai di lokasi pengambilan")).toBeVisible();
    await expect(result.fact("ID order")).toHaveText(orderId);
    await expect(result.fact("Produk")).toHaveText("SIM Jepang 15GB 15 Hari");
    await expect(result.fact("Jumlah yang harus dibayar")).toHaveText(rupiah(amount));
    await expect(page.getByText("Rp. 1", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Paket Palsu 999GB")).toHaveCount(0);
    await page.screenshot({ path: `artifacts/screens/payment-cash-${page.viewportSize()?.width}.png`, fullPage: true });

    // method=transfer on a cash order: the page follows the order, not the address.
    await result.openResponse({ method: "transfer", orderId, amount: "1" });
    await expect(result.outcome("Bayar tunai di lokasi pengambilan")).toBeVisible();
  });

  test("another shopper's order shows nothing of it, and signed out the result pages ask to sign in", SCREEN_FREE, async ({ page, request, browser }) => {
    const other = await placeTransferOrder(request);
    const result = new PaymentResultPage(page);

    await result.openResponse({ method: "transfer", orderId: other.orderId, amount: "104000", name: "eSIM Jepang 5GB 5 Hari" });
    await result.expectNoOrderShown(other.orderId);
    await page.screenshot({ path: `artifacts/screens/payment-not-found-${page.viewportSize()?.width}.png`, fullPage: true });
    await result.openFinish(other.orderId, "2");
    await result.expectNoOrderShown(other.orderId);
    await expect(result.outcome("Pembayaran berhasil")).toHaveCount(0);
    // No order in the address: nothing is said to have been paid.
    await result.openFinish(null, "2");
    await expect(result.outcome("Order tidak ditemukan")).toBeVisible();

    // Signed out (a browser of its own): the page asks to sign in and shows nothing of the order.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize() });
    const signedOut = await context.newPage();
    await signedOut.goto(`/payment/thankyou?status=2&order_id=${other.orderId}`);
    await expect(signedOut).toHaveURL(/\/login/);
    await expect(signedOut.getByText(other.orderId)).toHaveCount(0);
    await context.close();
  });

  test("after paying, 'see my orders' opens the tab the order is in now", async ({ page }) => {
    const orderId = await buyOnTheSandbox(page, "jp-esim-5gb-5d");

    await new PaymentResultPage(page).ordersLink().click();

    const history = new OrderHistoryPage(page);
    await expect(page.getByRole("heading", { level: 1, name: "Riwayat Order" })).toBeVisible();
    // Paid, being issued or issued by now: its card is in the open tab, no tab to look for.
    await expect(page.getByRole("tabpanel").getByRole("article").filter({ hasText: orderId.slice(-12) })).toBeVisible();
    await expect(history.tab("Menunggu Pembayaran")).toHaveAttribute("aria-selected", "false");
    await page.screenshot({ path: `artifacts/screens/orders-tab-of-order-${page.viewportSize()?.width}.png`, fullPage: true });
  });

  test("a 15 GB / 15-day SIM card is named as bought: in history, its details, in English, and on the quota page once active", async ({ page }) => {
    const orderId = await buyOnTheSandbox(page, "jp-sim-15gb-15d");
    const history = new OrderHistoryPage(page);
    await history.open();
    await history.tab("Dibayar").click(); // a SIM card stays paid until its buyer activates it

    const card = history.card(orderId);
    await expect(card.getByRole("heading", { name: "SIM Jepang 15GB 15 Hari" })).toBeVisible();
    await card.getByRole("button", { name: "Detail" }).click();
    const dialog = history.dialog("Detail transaksi");
    await expect(dialog.getByText("SIM Jepang 15GB 15 Hari")).toBeVisible();
    await dialog.getByRole("button", { name: "Tutup" }).click();

    await page.goto("/riwayat-order?lng=en");
    await page.getByRole("tab", { name: "Paid" }).click();
    await expect(history.card(orderId).getByRole("heading", { name: "Japan SIM 15GB 15 Days" })).toBeVisible();
    await page.screenshot({ path: `artifacts/screens/orders-sim-en-${page.viewportSize()?.width}.png`, fullPage: true });
    await history.card(orderId).getByRole("button", { name: "Details" }).click();
    await expect(page.getByRole("dialog").getByText("Japan SIM 15GB 15 Days")).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

    // Activated with the ICCID printed on the card, the line at the telco is the plan bought.
    const { iccid } = (await apiAs(page, `/api/user/orders/${orderId}/iccid`)).iccid_details;
    await page.goto(`/riwayat-order?lng=id&action=activate&orderId=${orderId}`);
    const activation = history.dialog("Aktivasi kartu SIM");
    await activation.getByLabel("Nomor ICCID").fill(iccid);
    await activation.getByRole("button", { name: "Aktifkan" }).click();
    await expect(activation.getByText("Kartu SIM berhasil diaktifkan!")).toBeVisible();

    await page.goto("/cek-kuota");
    await page.getByRole("button", { name: new RegExp(iccid) }).click();
    const plan = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "SIM Jepang 15GB 15 Hari" }) });
    await expect(plan).toBeVisible();
    await expect(plan.getByText("15 GB", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: /SIM bundle/ })).toHaveCount(0);
    await page.screenshot({ path: `artifacts/screens/quota-sim-${page.viewportSize()?.width}.png`, fullPage: true });
  });
});
