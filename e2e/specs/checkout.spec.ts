import { expect, test, type Page } from "@playwright/test";

import { signInNewShopper } from "../fixtures/sign-in";
import { CheckoutPage } from "../pages/checkout-page";

const SIM = "jp-sim-5gb-7d";
const ESIM = "jp-esim-5gb-5d";
const DATA = "jp-data-3gb-5d";

async function ordersOf(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const answer = await page.request.get("/api/order", { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data as { order_id: string; status: string; payment_method: string }[];
}

test.describe("checkout", () => {
  test.beforeEach(async ({ page, request }) => {
    test.slow(); // argon2id sign-up and sign-in take seconds on a loaded machine
    await signInNewShopper(page, request);
  });

  test("a SIM card picked up and paid in cash ends on the cash page with its order and amount", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open(SIM);
    await expect(checkout.stepTitle("Pengiriman atau pengambilan")).toBeVisible();
    await expect(checkout.continue()).toBeDisabled();

    await checkout.throughToSummaryPickingUpAt(/Kelana Outlet Kuta/);
    await page.getByRole("radio", { name: /Tunai saat pengambilan/ }).check();
    await expect(checkout.pay()).toBeDisabled();
    await checkout.terms().check();
    await checkout.pay().click();

    await expect(page).toHaveURL(/\/payment\/response\?method=cash&orderId=[A-Z0-9]{10}&amount=\d+/);
    await expect(page.getByRole("heading", { name: "Bayar tunai di lokasi pengambilan" })).toBeVisible();
    await expect(page.getByText("Kelana Outlet Kuta")).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get("orderId");
    await expect(page.getByText(orderId!, { exact: true })).toBeVisible();
    const [order] = await ordersOf(page);
    expect(order).toMatchObject({ order_id: orderId, status: "awaiting_payment", payment_method: "cash" });
  });

  test("an eSIM paid on the sandbox payment page comes back to success and the order is paid and issued", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open(ESIM);
    await expect(checkout.stepTitle("Alamat Anda")).toBeVisible();
    await checkout.throughToSummaryOfAnEsim();
    await checkout.terms().check();
    await checkout.pay().click();

    await expect(page).toHaveURL(/\/payment\/sandbox\/[A-Z0-9]{10}\//);
    await expect(page.getByText("Rp. 104.000").first()).toBeVisible();
    await page.getByRole("radio", { name: "QRIS" }).check();
    await page.getByRole("button", { name: /^Bayar Rp\./ }).click();

    await expect(page).toHaveURL(/\/payment\/thankyou\?status=2/);
    await expect(page.getByRole("heading", { name: "Pembayaran berhasil" })).toBeVisible({ timeout: 20_000 });
    // Paid, then issued by the telco within moments (the order history spec looks at the eSIM itself).
    await expect.poll(async () => (await ordersOf(page))[0]?.status).toBe("provisioned");
  });

  test("cancelling on the sandbox page ends on the failure page", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open(ESIM);
    await checkout.throughToSummaryOfAnEsim();
    await checkout.terms().check();
    await checkout.pay().click();

    await page.getByRole("button", { name: "Batalkan" }).click();

    await expect(page.getByRole("heading", { name: "Pembayaran tidak berhasil" })).toBeVisible({ timeout: 20_000 });
    await expect.poll(async () => (await ordersOf(page))[0]?.status).toBe("payment_failed");
  });

  test("a promo code is applied, removed, and a mistyped one is refused", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open(SIM);
    await checkout.throughToSummaryPickingUpAt(/Kelana Outlet Kuta/);
    const apply = page.getByRole("button", { name: "Pakai" });

    await apply.click();
    await expect(page.getByText("Silakan masukkan kode promo")).toBeVisible();
    await checkout.promo().fill("jalan10");
    await expect(checkout.promo()).toHaveValue("JALAN10");
    await apply.click();
    await expect(page.getByText("Diskon promo")).toBeVisible();
    await expect(checkout.promo()).toHaveAttribute("readonly", "");

    await page.getByRole("button", { name: "Hapus" }).click();
    await expect(page.getByText("Diskon promo")).toBeHidden();
    await checkout.promo().fill("JALAN1O");
    await apply.click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByText("Diskon promo")).toBeHidden();
  });

  test("a data package starts at the review without a way back", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open(DATA);

    await expect(checkout.stepTitle("Tinjau order")).toBeVisible();
    await expect(checkout.currentStep()).toContainText("Tinjau");
    await expect(checkout.back()).toHaveCount(0);
    // A new shopper owns no SIM or eSIM yet: nothing to top up.
    await expect(page.getByText("Anda belum memiliki SIM atau eSIM yang dapat diisi paket data.")).toBeVisible();
  });

  test("choosing another province clears the regency, district and village", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open(SIM);
    await page.getByRole("radio", { name: /Kirim ke alamat/ }).check();

    await checkout.area("Provinsi").selectOption({ label: "Bali" });
    await checkout.area("Kabupaten/Kota").selectOption({ label: "Kota Denpasar" });
    await checkout.area("Kecamatan").selectOption({ label: "Denpasar Selatan" });
    await checkout.area("Kelurahan/Desa").selectOption({ label: "Sesetan" });
    await checkout.area("Provinsi").selectOption({ label: "Aceh" });

    await expect(checkout.area("Kabupaten/Kota")).toHaveValue("");
    await expect(checkout.area("Kecamatan")).toHaveValue("");
    await expect(checkout.area("Kecamatan")).toBeDisabled();
    await expect(checkout.area("Kelurahan/Desa")).toHaveValue("");
    await expect(checkout.area("Kabupaten/Kota").getByRole("option", { name: "Kota Banda Aceh" })).toHaveCount(1);
    await checkout.continue().click();
    await expect(page.getByText(/Alamat belum lengkap/)).toBeVisible();
  });

  test("pickup near me lists the nearest outlets first", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: -8.7467, longitude: 115.1668 }); // Ngurah Rai arrivals
    const checkout = new CheckoutPage(page);
    await checkout.open(SIM);

    await page.getByRole("button", { name: "Terdekat dari saya" }).click();

    const points = page.getByRole("radio", { name: /Kelana/ });
    await expect(points).toHaveCount(2);
    await expect(points.nth(0)).toHaveAccessibleName(/Ngurah Rai/);
    await expect(points.nth(1)).toHaveAccessibleName(/Kuta/);
  });
});
