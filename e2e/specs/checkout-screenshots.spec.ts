import { expect, test } from "@playwright/test";

import { signInNewShopper } from "../fixtures/sign-in";
import { CheckoutPage } from "../pages/checkout-page";

// The checkout steps and the pages after paying, saved as artifacts (e2e/artifacts/screens) at each project's width.
test("screenshots of the checkout steps, the sandbox payment page and the result pages", async ({ page, request }) => {
  test.slow();
  await signInNewShopper(page, request);
  const width = page.viewportSize()?.width ?? 0;
  const shot = async (name: string) => {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `artifacts/screens/${name}-${width}.png`, fullPage: true });
  };
  const checkout = new CheckoutPage(page);

  await checkout.open("jp-sim-5gb-7d");
  await expect(checkout.pickupPoint(/Kelana Outlet Kuta/)).toBeVisible();
  await shot("checkout-1-pickup");
  await page.getByRole("radio", { name: /Kirim ke alamat/ }).check();
  await checkout.area("Provinsi").selectOption({ label: "Bali" });
  await checkout.area("Kabupaten/Kota").selectOption({ label: "Kota Denpasar" });
  await checkout.continue().click();
  await expect(page.getByText(/Alamat belum lengkap/)).toBeVisible();
  await shot("checkout-1-address");
  await page.getByRole("radio", { name: /Ambil di lokasi/ }).check();
  await checkout.throughToSummaryPickingUpAt(/Kelana Outlet Kuta/);
  await shot("checkout-4-summary");
  await checkout.promo().fill("JALAN10");
  await page.getByRole("button", { name: "Pakai" }).click();
  await expect(page.getByText("Diskon promo")).toBeVisible();
  await checkout.terms().check();
  await shot("checkout-4-promo");
  await page.getByRole("radio", { name: /Transfer bank/ }).check();
  await checkout.pay().click();
  await expect(page.getByRole("heading", { name: "Bayar dengan transfer bank" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Salin nomor rekening BCA" })).toBeVisible();
  await shot("payment-transfer");

  await checkout.open("jp-esim-5gb-5d");
  await checkout.continue().click();
  await checkout.fillPersonalIfEmpty();
  await shot("checkout-2-personal");
  await checkout.continue().click();
  await shot("checkout-3-review");
  await checkout.continue().click();
  await checkout.terms().check();
  await checkout.pay().click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await shot("payment-sandbox");
  await page.getByRole("button", { name: /^Bayar Rp\./ }).click();
  await expect(page.getByRole("heading", { name: "Pembayaran berhasil" })).toBeVisible();
  await shot("payment-thankyou");
});
