import { expect, test } from "@playwright/test";

import { mailboxCode, uniqueEmail } from "../fixtures/accounts";
import { ChangePasswordDialog, ProfileDialog } from "../pages/account-dialogs";
import { AccountMenu } from "../pages/account-menu";
import { LoginPage } from "../pages/login-page";
import { VerifyAccountPage } from "../pages/verify-account-page";
import { openLive } from "../fixtures/live-page";

// The whole journey in one run, as a new shopper lives it: each step starts from what the one before left.
test("register, verify by code, sign in, edit the profile, change the password, sign in with the new one", async ({ page, request }) => {
  test.slow(); // five argon2id hashes or checks take seconds on a loaded machine
  const email = uniqueEmail("journey");
  const password = "Rahasia-Kelana-9";
  const newPassword = "Kelana-Baru-2026";

  await openLive(page, "/register");
  await page.getByRole("textbox", { name: "Nama lengkap" }).fill("Putu Ayu");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Konfirmasi password").fill(password);
  await page.getByLabel("Tujuan perjalanan").selectOption("liburan");
  await page.getByRole("textbox", { name: "Nomor HP" }).fill("81298765432");
  await page.getByRole("button", { name: "Daftar", exact: true }).click();
  await page.getByRole("dialog", { name: "Syarat & Ketentuan" }).getByRole("button", { name: "Setuju" }).click();

  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  await page.getByRole("link", { name: "Masukkan kode verifikasi" }).click();
  const verify = new VerifyAccountPage(page);
  await verify.typeCode(await mailboxCode(request, email));
  await verify.verifyButton().click();
  await expect(page.getByRole("status")).toHaveText("Email Anda berhasil diverifikasi! Silakan login.", { timeout: 20_000 });

  const login = new LoginPage(page);
  await login.signIn(email, password);
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  const menu = new AccountMenu(page);
  await menu.expectSignedIn("Putu Ayu");

  // The profile holds what registration wrote; change the name and the purpose.
  const profile = new ProfileDialog(page);
  await menu.choose("Profil");
  await profile.expectOpen();
  await expect(profile.phone()).toHaveValue("81298765432");
  await expect(profile.occupation()).toHaveValue("liburan");
  await profile.name().fill("Putu Ayu Lestari");
  await profile.occupation().selectOption("bekerja");
  await profile.save().click();
  await expect(profile.dialog).toBeHidden({ timeout: 20_000 });
  await menu.expectSignedIn("Putu Ayu Lestari");

  const dialog = new ChangePasswordDialog(page);
  await menu.choose("Ubah Password");
  await dialog.change(password, newPassword);
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  await menu.expectSignedOut();

  await login.signIn(email, newPassword);
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await menu.expectSignedIn("Putu Ayu Lestari");
});
