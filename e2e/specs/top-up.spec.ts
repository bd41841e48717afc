import { expect, type Page, test } from "@playwright/test";

import { apiAs, buyOnTheSandbox } from "../fixtures/purchase";
import { orderAs } from "../fixtures/shopper-orders";
import { signInNewShopper } from "../fixtures/sign-in";
import { CheckoutPage } from "../pages/checkout-page";
import { OrderHistoryPage } from "../pages/order-history-page";
import { SCREEN_FREE } from "../fixtures/tags";

// Topping up what was just bought: the quota page's button and the order's button lead to the destination's data
// packages, and the checkout has that SIM or eSIM chosen, named in words (never an enum), ready to pay.

type Iccid = { iccid: string; type: string; status: string; order_id: string | null };

async function iccidOf(page: Page, orderId: string) {
  let found: Iccid | undefined;
  await expect
    .poll(async () => {
      found = ((await apiAs(page, "/api/user/iccids")).iccids as Iccid[]).find((record) => record.order_id === orderId);
      return found?.status;
    }, { timeout: 30_000 })
    .toMatch(/^(active|assigned)$/);
  return found!;
}

/** On the destination's page opened for a top-up: the data packages, the first bought with the ICCID chosen. */
async function buyTopUpFor(page: Page, iccid: string, productName: RegExp) {
  await expect(page).toHaveURL(new RegExp(`/orders/JP\\?iccid=${iccid}$`));
  await expect(page.getByRole("tab", { name: "Paket data", selected: true })).toBeVisible();
  await expect(page.getByText(`Pilih paket data untuk mengisi ulang ICCID …${iccid.slice(-6)}`)).toBeVisible();
  await page.getByRole("tabpanel").getByRole("link", { name: "Beli sekarang" }).first().click();

  const checkout = new CheckoutPage(page);
  await expect(checkout.stepTitle("Tinjau order")).toBeVisible();
  const chosen = page.getByLabel("SIM atau eSIM yang diisi ulang");
  await expect(chosen).toHaveValue(iccid);
  await expect(chosen.locator("option:checked")).toHaveText(productName);
  await expect(chosen).not.toContainText(/ASSIGNED|ACTIVE|physical_sim/);
  await checkout.continue().click();
  await expect(checkout.stepTitle("Ringkasan order")).toBeVisible();
  await checkout.terms().check();
  await checkout.pay().click();
  await expect(page).toHaveURL(/\/payment\/sandbox\/([A-Z0-9]{10})\//);
  await page.getByRole("button", { name: /^Bayar Rp\./ }).click();
  await expect(page.getByRole("heading", { name: "Pembayaran berhasil" })).toBeVisible({ timeout: 20_000 });
}

test.describe("top-up of what was just bought", () => {
  test("the eSIM just bought is topped up from the quota page's button, chosen and named at checkout", async ({ page, request }) => {
    test.slow(); // sign-up, two sandbox payments and provisioning jobs
    await signInNewShopper(page, request);
    const orderId = await buyOnTheSandbox(page, "jp-esim-5gb-5d");
    const esim = await iccidOf(page, orderId);

    await page.goto("/cek-kuota");
    const row = page.getByRole("button", { name: new RegExp(`${esim.iccid}.*eSIM · aktif · eSIM Jepang 5GB 5 Hari`) });
    await row.click();
    const plan = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "eSIM Jepang 5GB 5 Hari" }) });
    await expect(plan.getByText("Paket ini bisa diisi ulang.")).toBeVisible();
    await plan.getByRole("button", { name: "Isi ulang" }).click();

    await buyTopUpFor(page, esim.iccid, new RegExp(`^eSIM · aktif · eSIM Jepang 5GB 5 Hari · ICCID …${esim.iccid.slice(-6)}$`));
  });

  test("a SIM card not activated yet is topped up from its order in the history", async ({ page, request }) => {
    test.slow();
    await signInNewShopper(page, request);
    const { orderId, paymentUrl } = await orderAs(page, { productId: "jp-sim-15gb-15d", method: "gateway", pay: true });
    await page.goto(paymentUrl);
    await page.getByRole("button", { name: /^Bayar Rp\./ }).click();
    await expect(page.getByRole("heading", { name: "Pembayaran berhasil" })).toBeVisible({ timeout: 20_000 });
    const sim = await iccidOf(page, orderId);

    const history = new OrderHistoryPage(page);
    await history.open("?tab=paid");
    await history.waitForOrderIn("Dibayar", orderId);
    await history.card(orderId).getByRole("button", { name: "Isi ulang" }).click();

    await buyTopUpFor(page, sim.iccid, new RegExp(`^Kartu SIM · belum diaktifkan · SIM Jepang 15GB 15 Hari · ICCID …${sim.iccid.slice(-6)}$`));
  });

  test("the store refuses a top-up for an ICCID its buyer does not own", SCREEN_FREE, async ({ page, request, browser }) => {
    test.slow();
    await signInNewShopper(page, request);
    const orderId = await buyOnTheSandbox(page, "jp-esim-5gb-5d");
    const hers = await iccidOf(page, orderId);

    const other = await browser.newPage();
    await signInNewShopper(other, request);
    const token = await other.evaluate(() => localStorage.getItem("token"));
    const refused = await other.request.post("/api/order/create", {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        order_id: "TOPUP" + Math.random().toString(36).slice(2, 7).toUpperCase().padEnd(5, "X"),
        promo_code: null,
        order_details: [{ product_id: "jp-data-3gb-5d", currency: "IDR", quantity: 1, iccid: hers.iccid }],
        country: "JP",
        payment_method: "gateway",
      },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).data.code).toBe("order_iccid_not_usable");

    // Nor does the checkout offer it to anyone else.
    await other.goto(`/checkout/jp-data-3gb-5d/JP?iccid=${hers.iccid}`);
    await expect(other.getByText("Anda belum memiliki SIM atau eSIM yang dapat diisi paket data.")).toBeVisible();
    await other.close();
  });
});
