import { expect, test } from "@playwright/test";

import { createVerifiedAccount } from "../fixtures/accounts";
import { signInNewShopper } from "../fixtures/sign-in";
import { AccountMenu } from "../pages/account-menu";
import { LoginPage } from "../pages/login-page";

test.describe("My Account menu", () => {
  test("replaces the login links once signed in, leads to quota and orders, and logs out", async ({ page, request }) => {
    test.slow(); // argon2id sign-up and sign-in take seconds on a loaded machine
    const { email } = await signInNewShopper(page, request);
    const menu = new AccountMenu(page);
    await menu.expectSignedIn(email.split("@")[0]);

    await menu.choose("Cek Kuota");
    await expect(page).toHaveURL(/\/cek-kuota$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cek Kuota");

    await menu.choose("Pesanan Saya");
    await expect(page).toHaveURL(/\/riwayat-order$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Riwayat Order");

    await menu.choose("Keluar");
    await expect(page).toHaveURL(/\/$/);
    await menu.expectSignedOut();
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([null, null]);
    await page.goto("/riwayat-order");
    await expect(page).toHaveURL(/\/login\?next=%2Friwayat-order$/);
  });

  test("works from the keyboard: Enter opens on the first item, arrows move, Escape closes", async ({ page, request }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 768, "the menu button is the wide-screen layout; phones use the slide-in list");
    test.slow();
    await signInNewShopper(page, request);
    const menu = new AccountMenu(page);
    await menu.button().focus();
    await page.keyboard.press("Enter");
    await expect(menu.menu()).toBeVisible();
    await expect(menu.button()).toHaveAttribute("aria-expanded", "true");
    await expect(menu.item("Profil")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.item("Cek Kuota")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(menu.item("Keluar")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu.menu()).toBeHidden();
    await expect(menu.button()).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(menu.item("Profil")).toBeFocused();
    await page.mouse.click(5, 400);
    await expect(menu.menu()).toBeHidden();

    // Enter on an item acts: the profile dialog opens and closing it returns focus to the menu button.
    await menu.button().focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Profil Saya" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Email" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(menu.button()).toBeFocused();
  });
});

test.describe("guarded routes", () => {
  test("a visitor opening order history signs in and comes back to it", async ({ page, request }) => {
    test.slow();
    const { email, password } = await createVerifiedAccount(request);
    await page.goto("/riwayat-order");
    await expect(page).toHaveURL(/\/login\?next=%2Friwayat-order$/);
    const login = new LoginPage(page);
    await expect(page.getByRole("heading", { level: 1, name: "Masuk" })).toBeVisible();
    await login.signIn(email, password);
    await expect(page).toHaveURL(/\/riwayat-order$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Riwayat Order");
  });

  test("a stored token without a stored user is checked at start-up: a bad one signs out to /login, back to the page after", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem("token", "not-a-real-token");
      }
    });
    await page.goto("/tentang");
    await expect(page).toHaveURL(/\/login\?next=%2Ftentang$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });
});
