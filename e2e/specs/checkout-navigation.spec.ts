import { expect, test } from "@playwright/test";

import { signInNewShopper } from "../fixtures/sign-in";
import { CheckoutPage } from "../pages/checkout-page";

const SIM = "jp-sim-5gb-7d";

// The buyer's journey on a phone: Back leaves no step behind, a reload does not start again at step 1, and what
// was entered is kept in this tab until the order is made.
test.describe("checkout that survives Back and reload", () => {
  test.beforeEach(async ({ page, request }) => {
    test.slow(); // argon2id sign-up and sign-in
    await signInNewShopper(page, request);
  });

  test("each step is in the address: Back and Forward move between steps and a reload keeps step and draft", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await checkout.open(SIM);
    await expect(page).toHaveURL(/\?step=1$/);
    await checkout.pickupPoint(/Kelana Outlet Kuta/).check();
    await checkout.continue().click();

    await expect(checkout.stepTitle("Data diri")).toBeVisible();
    await expect(page).toHaveURL(/\?step=2$/);
    await page.getByLabel("Nama lengkap").fill("Dewi Anggraini");
    await page.getByLabel("Nomor telepon").fill("+6281234567890");
    await checkout.continue().click();
    await expect(checkout.stepTitle("Tinjau order")).toBeVisible();
    await expect(page).toHaveURL(/\?step=3$/);

    // The phone's Back button: the previous step, with what was entered; then step 1 with its pickup point.
    await page.goBack();
    await expect(checkout.stepTitle("Data diri")).toBeVisible();
    await expect(page.getByLabel("Nama lengkap")).toHaveValue("Dewi Anggraini");
    await page.goBack();
    await expect(checkout.stepTitle("Pengiriman atau pengambilan")).toBeVisible();
    await expect(checkout.pickupPoint(/Kelana Outlet Kuta/)).toBeChecked();
    await page.goForward();
    await expect(checkout.stepTitle("Data diri")).toBeVisible();
    await page.goForward();
    await expect(checkout.stepTitle("Tinjau order")).toBeVisible();

    // A reload stays on the review, with the pickup point and the name.
    await page.reload();
    await expect(checkout.stepTitle("Tinjau order")).toBeVisible();
    const review = page.getByRole("region", { name: "Tinjau order" });
    await expect(review.getByText("Kelana Outlet Kuta")).toBeVisible();
    await expect(review.getByText("Dewi Anggraini")).toBeVisible();
    await checkout.continue().click();
    await expect(checkout.stepTitle("Ringkasan order")).toBeVisible();
    await checkout.promo().fill("TYPEDCODE");
    await page.getByRole("radio", { name: /Tunai saat pengambilan/ }).check();
    await page.screenshot({ path: `artifacts/screens/checkout-summary-${page.viewportSize()?.width}.png`, fullPage: true });

    await page.reload();
    await expect(checkout.stepTitle("Ringkasan order")).toBeVisible();
    await expect(checkout.promo()).toHaveValue("TYPEDCODE");
    await expect(page.getByRole("radio", { name: /Tunai saat pengambilan/ })).toBeChecked();
    // Nothing secret is kept with the draft.
    const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    const token = await page.evaluate(() => localStorage.getItem("token"));
    expect(kept).toContain("TYPEDCODE");
    expect(kept).not.toContain(token!);

    // Once the order is made the draft is gone: the next checkout of this product starts afresh.
    await checkout.promo().fill("");
    await checkout.terms().check();
    await checkout.pay().click();
    await expect(page).toHaveURL(/\/payment\/response\?method=cash/);
    await checkout.open(SIM);
    await expect(checkout.stepTitle("Pengiriman atau pengambilan")).toBeVisible();
    await expect(checkout.pickupPoint(/Kelana Outlet Kuta/)).not.toBeChecked();
  });

  test("a link to a later step whose earlier steps are not done lands on the first incomplete step", async ({ page }) => {
    const checkout = new CheckoutPage(page);
    await page.goto(`/checkout/${SIM}/JP?step=4`);

    await expect(checkout.stepTitle("Pengiriman atau pengambilan")).toBeVisible();
    await expect(page).toHaveURL(/\?step=1$/);
    await expect(checkout.stepTitle("Ringkasan order")).toHaveCount(0);

    await checkout.pickupPoint(/Kelana Outlet Kuta/).check();
    // The draft is written once the choice has rendered; a person typing the next address is never quicker.
    await expect
      .poll(() => page.evaluate(() => Object.values(sessionStorage).some((value) => value.includes("Kelana Outlet Kuta"))))
      .toBe(true);
    await page.goto(`/checkout/${SIM}/JP?step=4`);
    // Step 1 is done now (kept in the draft); step 2 is the first one left, unless the profile fills it.
    await expect(checkout.stepTitle(/Data diri|Ringkasan order/)).toBeVisible();
    await expect(checkout.stepTitle("Pengiriman atau pengambilan")).toHaveCount(0);
  });
});
