import { expect, test, type Page } from "@playwright/test";

import { createVerifiedAccount, mailboxCode, uniqueEmail } from "../fixtures/accounts";
import { LoginPage } from "../pages/login-page";
import { VerifyAccountPage } from "../pages/verify-account-page";
import { SCREEN_FREE } from "../fixtures/tags";

// A signed-out shopper opens a checkout (location JP, promo JALAN10, and a query), is sent to sign in, and comes
// back to that same checkout address, whichever way they sign in.
const CHECKOUT = "/checkout/jp-esim-5gb-5d/JP/JALAN10?lng=id";
const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// The checkout then writes its first step into the address (`&step=1`).
const BACK_AT_CHECKOUT = new RegExp(`^[^?]*://[^/]+${escaped(CHECKOUT)}(&step=1)?$`);

async function openCheckoutSignedOut(page: Page) {
  await page.goto(CHECKOUT);
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole("heading", { level: 1, name: "Masuk" })).toBeVisible();
  // The server's sign-in form shows first; its Google button works once the store has taken over.
  await expect(page.locator("#first-screen")).toHaveCount(0);
}

async function expectAtCheckout(page: Page) {
  await expect(page).toHaveURL(BACK_AT_CHECKOUT, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
}

test.describe("signing in from a checkout", () => {
  test("with a password, the shopper is back at the same checkout, location, promo and query included", async ({ page, request }) => {
    test.slow(); // argon2id sign-up and sign-in take seconds on a loaded machine
    const { email, password } = await createVerifiedAccount(request);
    await openCheckoutSignedOut(page);
    await new LoginPage(page).signIn(email, password);
    await expectAtCheckout(page);
  });

  test("with Google, the shopper is back at the same checkout", async ({ page }) => {
    test.slow();
    await openCheckoutSignedOut(page);
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Login dengan Google" }).click();
    const popup = await popupOpened;
    await popup.getByLabel("E-mail").fill(uniqueEmail("google-checkout"));
    await popup.getByLabel("Name").fill("Putri Google");
    await popup.getByRole("button", { name: "Continue" }).click();
    await expectAtCheckout(page);
  });

  test("a new shopper registers, verifies by code, signs in, and is back at the same checkout", async ({ page, request }) => {
    test.slow();
    const email = uniqueEmail("checkout-daftar");
    const password = "Rahasia-Kelana-9";
    await openCheckoutSignedOut(page);
    await page.getByRole("link", { name: "Daftar sekarang" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Daftar" })).toBeVisible();
    await page.getByRole("textbox", { name: "Nama lengkap" }).fill("Made Wirawan");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Konfirmasi password").fill(password);
    await page.getByLabel("Tujuan perjalanan").selectOption("liburan");
    await page.getByRole("textbox", { name: "Nomor HP" }).fill("81298765432");
    await page.getByRole("button", { name: "Daftar", exact: true }).click();
    await page.getByRole("dialog", { name: "Syarat & Ketentuan" }).getByRole("button", { name: "Setuju" }).click();

    await expect(page.getByRole("status")).toContainText("Registrasi berhasil", { timeout: 20_000 });
    await page.getByRole("link", { name: "Masukkan kode verifikasi" }).click();
    const verify = new VerifyAccountPage(page);
    await verify.typeCode(await mailboxCode(request, email));
    await verify.verifyButton().click();
    await expect(page.getByRole("status")).toHaveText("Email Anda berhasil diverifikasi! Silakan login.", { timeout: 20_000 });

    await new LoginPage(page).signIn(email, password);
    await expectAtCheckout(page);
  });

  test("a return address that is not a page of this store is ignored: signing in goes home", SCREEN_FREE, async ({ page, request }) => {
    test.slow();
    const { email, password } = await createVerifiedAccount(request);
    const login = new LoginPage(page);
    for (const target of ["//evil.example/checkout/x", "https://evil.example/checkout/x", "/\\evil.example", "javascript:alert(document.domain)"]) {
      await page.goto(`/login?next=${encodeURIComponent(target)}`);
      await expect(page.getByRole("heading", { level: 1, name: "Masuk" })).toBeVisible();
      await login.signIn(email, password);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/, { timeout: 20_000 });
    }
  });
});
