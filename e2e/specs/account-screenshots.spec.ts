import { expect, test } from "@playwright/test";

import { signInNewShopper } from "../fixtures/sign-in";
import { ChangePasswordDialog, ProfileDialog } from "../pages/account-dialogs";
import { AccountMenu } from "../pages/account-menu";

// The account menu and dialogs, saved as artifacts (e2e/artifacts/screens) at each project's width.
test("screenshots of the account menu, profile and change-password dialogs", async ({ page, request }) => {
  test.slow();
  const account = await signInNewShopper(page, request);
  const menu = new AccountMenu(page);
  const width = page.viewportSize()?.width ?? 0;
  const shot = async (name: string) => {
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `artifacts/screens/${name}-${width}.png` });
  };

  await menu.open();
  await shot("account-menu");
  await menu.item("Profil").click();
  const profile = new ProfileDialog(page);
  await profile.expectOpen();
  await expect(profile.iccids()).toContainText("Belum ada ICCID terdaftar");
  await profile.name().fill("Rina Kusuma");
  await profile.phone().fill("123");
  await profile.occupation().selectOption("liburan");
  await profile.save().click();
  await expect(profile.phone()).toHaveAttribute("aria-invalid", "true");
  await shot("account-profile");
  await page.keyboard.press("Escape");

  await menu.choose("Ubah Password");
  const password = new ChangePasswordDialog(page);
  await password.change("salah-sekali", "Baru-12345", "Baru-12345");
  await expect(password.alert()).toBeVisible({ timeout: 20_000 });
  await shot("account-change-password");

  await password.change(account.password, "Baru-12345");
  await expect(password.dialog.getByRole("status")).toBeVisible({ timeout: 20_000 });
  await shot("account-change-password-done");
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Masuk" })).toBeVisible();
  await shot("account-login-after-password-change");
});
