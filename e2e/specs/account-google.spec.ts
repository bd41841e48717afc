import { expect, test } from "@playwright/test";

import { uniqueEmail } from "../fixtures/accounts";
import { LoginPage } from "../pages/login-page";
import { StoreLayout } from "../pages/store-layout";
import { openLive } from "../fixtures/live-page";

test.describe("Google sign-in (local stand-in of the consent popup)", () => {
  test("choosing an account in the popup signs in and goes home, with a profile", async ({ page }) => {
    test.slow();
    const email = uniqueEmail("google");
    await new LoginPage(page).open();
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Login dengan Google" }).click();
    const popup = await popupOpened;
    await popup.getByLabel("E-mail").fill(email);
    await popup.getByLabel("Name").fill("Putri Google");
    await popup.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null"))).toMatchObject({
      email,
      name: "Putri Google",
      emailVerified: true,
    });
    expect(await page.evaluate(() => localStorage.getItem("refreshToken"))).toBeTruthy();
  });

  test("cancelling in the popup says the login was cancelled", async ({ page }) => {
    await openLive(page, "/register");
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Login dengan Google" }).click();
    const popup = await popupOpened;
    await popup.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("alert")).toHaveText("Login dibatalkan oleh pengguna");
    await new StoreLayout(page).screenshot("register-google-cancelled");
  });

  test("closing the popup window says the login was cancelled", async ({ page }) => {
    await new LoginPage(page).open();
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Login dengan Google" }).click();
    const popup = await popupOpened;
    await popup.getByLabel("E-mail").waitFor();
    await popup.close();
    await expect(page.getByRole("alert")).toHaveText("Login dibatalkan oleh pengguna");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a blocked popup asks to allow popups", async ({ page }) => {
    // A browser's popup blocker cannot be switched on from a test: window.open answers null as it does then.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await new LoginPage(page).open();
    await page.getByRole("button", { name: "Login dengan Google" }).click();
    await expect(page.getByRole("alert")).toHaveText("Popup diblokir oleh browser. Silakan izinkan popup untuk situs ini.");
  });

  test("screenshot of login with Google", async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open("/login");
    await expect(page.getByRole("button", { name: "Login dengan Google" })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await layout.screenshot("login-google");
  });
});
