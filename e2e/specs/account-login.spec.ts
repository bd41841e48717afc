import { expect, test } from "@playwright/test";

import { createVerifiedAccount } from "../fixtures/accounts";
import { LoginPage } from "../pages/login-page";
import { StoreLayout } from "../pages/store-layout";

test.describe("login", () => {
  test("a verified shopper signs in, lands on home and can log out", async ({ page, request }) => {
    test.slow(); // argon2id sign-up and sign-in take seconds on a loaded machine
    const { email, password } = await createVerifiedAccount(request);
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(email, password);
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem("refreshToken"))).toBeTruthy();
  });

  test("a wrong password says so, announced", async ({ page, request }) => {
    test.slow(); // argon2id sign-up and sign-in take seconds on a loaded machine
    const { email } = await createVerifiedAccount(request);
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(email, "bukan-passwordnya");
    await expect(login.alert()).toHaveText("Password salah. Silakan coba lagi.", { timeout: 20_000 });
    await expect(login.email()).toBeEnabled();
  });

  test("the password can be shown and hidden", async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.password().fill("rahasia");
    await page.getByRole("button", { name: "Tampilkan" }).click();
    await expect(login.password()).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Sembunyikan" }).click();
    await expect(login.password()).toHaveAttribute("type", "password");
  });

  test("screenshot of login", async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open("/login");
    await page.evaluate(() => document.fonts.ready);
    await layout.screenshot("login");
  });
});
