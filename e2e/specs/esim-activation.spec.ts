import { expect, test } from "@playwright/test";

import { apiAs } from "../fixtures/purchase";
import { signInNewShopper } from "../fixtures/sign-in";
import { orderAs } from "../fixtures/shopper-orders";
import { CheckoutPage } from "../pages/checkout-page";
import { OrderHistoryPage } from "../pages/order-history-page";

// An eSIM is installed from its QR code; only a physical SIM card is activated by scanning its barcode. A promo's
// free eSIM (HUTRI80) leads to its QR and install steps; the card activation dialog fits a phone's screen; each order
// shows the product that was bought.

test.describe("eSIM install and SIM activation", () => {
  test("the free eSIM of a HUTRI80 claim leads to its QR code and install steps, not to card scanning", async ({ page, request }) => {
    test.slow();
    await signInNewShopper(page, request);
    const offered = await request.get("/api/promos/HUTRI80/products?country=JP");
    const [product] = (await offered.json()).data.products as Array<{ product_id: string; name: string }>;

    const checkout = new CheckoutPage(page);
    await checkout.open(product.product_id, "JP", "HUTRI80");
    await checkout.throughToSummaryOfAnEsim();
    await checkout.terms().check();
    await checkout.pay().click();

    await expect(page).toHaveURL(/\/payment\/response\?.*method=promo/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 2, name: "Promo berhasil diklaim!" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/memindai kode QR-nya/)).toBeVisible();
    await expect(page.getByText(/barcode/)).toHaveCount(0);
    await page.getByRole("link", { name: "Pasang eSIM sekarang" }).click();

    const history = new OrderHistoryPage(page);
    const detail = history.dialog("Detail transaksi");
    await expect(detail).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Aktivasi kartu SIM" })).toHaveCount(0);
    await expect(detail.getByRole("img", { name: /Kode QR eSIM order/ })).toBeVisible({ timeout: 20_000 });
    await expect(detail.getByRole("heading", { name: "Cara memasang eSIM" })).toBeVisible();
    await expect(detail.getByText(/Pindai kode QR di atas/)).toBeVisible();

    // The SPEC's link (action=activate) of such an order opens the same, never the card scanner.
    const orderId = new URL(page.url()).searchParams.get("orderId")!;
    await history.open(`?action=activate&orderId=${orderId}`);
    await expect(history.dialog("Detail transaksi")).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Aktivasi kartu SIM" })).toHaveCount(0);
  });

  test("a 15 GB / 15-day SIM card is named as bought, in history and on the quota page, and its activation fits the screen", async ({ page, request }) => {
    test.slow();
    await signInNewShopper(page, request);
    const { orderId, paymentUrl } = await orderAs(page, { productId: "jp-sim-15gb-15d", method: "gateway", pay: true });
    await page.goto(paymentUrl);
    await page.getByRole("button", { name: /^Bayar Rp\./ }).click();
    await expect(page.getByRole("heading", { name: "Pembayaran berhasil" })).toBeVisible({ timeout: 20_000 });
    let iccid = "";
    await expect
      .poll(async () => {
        const records = (await apiAs(page, "/api/user/iccids")).iccids as { iccid: string; order_id: string }[];
        iccid = records.find((record) => record.order_id === orderId)?.iccid ?? "";
        return iccid;
      }, { timeout: 30_000 })
      .not.toBe("");

    const history = new OrderHistoryPage(page);
    await history.open("?tab=paid");
    await history.waitForOrderIn("Dibayar", orderId);
    const card = history.card(orderId);
    await expect(card.getByRole("heading", { name: "SIM Jepang 15GB 15 Hari" })).toBeVisible();
    await card.getByRole("button", { name: "Aktivasi" }).click();

    const dialog = history.dialog("Aktivasi kartu SIM");
    await expect(dialog.getByText(/Pindai barcode di kartu SIM/)).toBeVisible();
    // Fits the screen: neither the page nor the dialog scrolls sideways, and each button is whole inside it.
    const fits = async () => {
      await expect
        .poll(() => dialog.evaluate((node) => node.scrollWidth - node.clientWidth + document.documentElement.scrollWidth - document.documentElement.clientWidth))
        .toBeLessThanOrEqual(0);
      const box = (await dialog.boundingBox())!;
      for (const button of await dialog.getByRole("button").all()) {
        const shown = (await button.boundingBox())!;
        expect(shown.x).toBeGreaterThanOrEqual(box.x);
        expect(shown.x + shown.width).toBeLessThanOrEqual(box.x + box.width);
      }
    };
    await fits();
    await dialog.getByRole("button", { name: "Buka kamera" }).click();
    await expect(dialog.getByLabel("Resolusi kamera")).toBeVisible();
    await fits();
    await dialog.getByRole("button", { name: "Kembali" }).click();
    await dialog.getByLabel("Nomor ICCID").fill(iccid);
    await dialog.getByRole("button", { name: "Aktifkan" }).click();
    await expect(dialog.getByText("Kartu SIM berhasil diaktifkan!")).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole("button", { name: "Selesai" }).click();

    await page.goto("/cek-kuota");
    await page.getByRole("button", { name: new RegExp(`${iccid}.*Kartu SIM · aktif · SIM Jepang 15GB 15 Hari`) }).click();
    const plan = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "SIM Jepang 15GB 15 Hari" }) });
    await expect(plan.getByText("15 GB", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: /SIM bundle/ })).toHaveCount(0);

    // In English the same order is named in English.
    await expect(async () => {
      await page.goto("/riwayat-order?tab=provisioned&lng=en");
      await expect(page.getByRole("article").filter({ hasText: orderId.slice(-12) }).getByRole("heading", { name: "Japan SIM 15GB 15 Days" })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
  });
});
