import { expect, test, type Page } from "@playwright/test";

import { uniqueEmail } from "../fixtures/accounts";
import { signInNewShopper } from "../fixtures/sign-in";
import { CheckoutPage } from "../pages/checkout-page";
import { StoreLayout } from "../pages/store-layout";
import { openLive } from "../fixtures/live-page";

// One phone rule everywhere: an Indonesian mobile number after the fixed +62, checked as it is typed, with a
// message once the field was left or on continue, in the shopper's language, before any pop-up.
const NOT_MOBILE = "Ini bukan nomor HP Indonesia. Setelah +62 nomor HP diawali 8, mis. 812 3456 7890.";
const TOO_SHORT = "Nomor HP terlalu pendek: 9–12 angka setelah +62, mis. 812 3456 7890.";

async function fillRegistration(page: Page, phone: string) {
  await page.getByRole("textbox", { name: "Nama lengkap" }).fill("Rina Kusuma");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail("nomor"));
  await page.getByLabel("Password", { exact: true }).fill("Rahasia-Kelana-9");
  await page.getByLabel("Konfirmasi password").fill("Rahasia-Kelana-9");
  await page.getByLabel("Tujuan perjalanan").selectOption("liburan");
  await page.getByRole("textbox", { name: "Nomor HP" }).fill(phone);
}

test.describe("one phone rule", () => {
  test("registration says a bad number under the field when it is left, and opens no terms until it is good", async ({ page }) => {
    await openLive(page, "/register");
    const phone = page.getByRole("textbox", { name: "Nomor HP" });
    await fillRegistration(page, "12345");
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("textbox", { name: "Nama lengkap" }).click();
    await expect(phone).toHaveAccessibleDescription(new RegExp(NOT_MOBILE.replace(/[.+]/g, "\\$&") + "$"));
    await expect(phone).toHaveAttribute("aria-invalid", "true");

    await page.getByRole("button", { name: "Daftar", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Syarat & Ketentuan" })).toHaveCount(0);
    await expect(phone).toBeFocused();
    await new StoreLayout(page).screenshot("register-phone-refused");

    // Typed on: the message follows the typing.
    await phone.fill("8123");
    await expect(page.getByText(TOO_SHORT)).toBeVisible();
    await phone.fill("0812 3456 7890");
    await expect(page.getByText(TOO_SHORT)).toBeHidden();
    await page.getByRole("button", { name: "Daftar", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Syarat & Ketentuan" })).toBeVisible();
    await expect(phone).toHaveValue("81234567890");
  });

  test("in English the message is English", async ({ page }) => {
    await openLive(page, "/register?lng=en");
    const phone = page.getByRole("textbox", { name: "Mobile number" });
    await phone.fill("+65 8123 4567");
    await page.getByRole("textbox", { name: "Full name" }).click();
    await expect(page.getByText("Use an Indonesian mobile number (+62).")).toBeVisible();
  });

  test("the checkout's personal step refuses 12345 and continues with a mobile number", async ({ page, request }) => {
    test.slow(); // argon2id sign-up and sign-in take seconds on a loaded machine
    await signInNewShopper(page, request);
    const checkout = new CheckoutPage(page);
    await checkout.open("jp-sim-5gb-7d");
    await checkout.pickupPoint(/Kelana Outlet Kuta/).check();
    await checkout.continue().click();
    await expect(checkout.stepTitle("Data diri")).toBeVisible();
    await page.getByLabel("Nama lengkap").fill("Dewi Anggraini");
    const phone = page.getByLabel("Nomor telepon");
    await phone.fill("12345");
    await checkout.continue().click();

    await expect(checkout.stepTitle("Data diri")).toBeVisible();
    await expect(page.getByText(NOT_MOBILE)).toBeVisible();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await new StoreLayout(page).screenshot("checkout-phone-refused");

    await phone.fill("+62 857-1234-5678");
    await expect(page.getByText(NOT_MOBILE)).toBeHidden();
    await page.getByLabel("Nama lengkap").click();
    await expect(phone).toHaveValue("85712345678");
    await new StoreLayout(page).screenshot("checkout-phone-good");
    await checkout.continue().click();
    await expect(checkout.stepTitle("Tinjau order")).toBeVisible();
    await expect(page.getByText(/\+6285712345678/)).toBeVisible();
    // Saved to the profile in E.164.
    await expect
      .poll(async () => {
        const token = await page.evaluate(() => localStorage.getItem("token"));
        const me = await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } });
        return (await me.json()).data?.phone;
      })
      .toBe("+6285712345678");
  });
});
