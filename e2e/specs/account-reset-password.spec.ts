import { expect, test } from "@playwright/test";

import { createVerifiedAccount, uniqueEmail } from "../fixtures/accounts";
import { mailboxActionLink } from "../fixtures/mailbox";
import { LoginPage } from "../pages/login-page";
import { StoreLayout } from "../pages/store-layout";
import { openLive } from "../fixtures/live-page";

const NEW_PASSWORD = "Baru-Kelana-7";

test.describe("forgot and reset password", () => {
  test("request the e-mail, reset through its link, log in with the new password", async ({ page, request }) => {
    test.slow(); // argon2id hashing takes seconds on a loaded machine
    const { email, password } = await createVerifiedAccount(request);

    await openLive(page, "/login");
    await page.getByRole("link", { name: "Lupa password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Lupa Kata Sandi" })).toBeVisible();
    const field = page.getByRole("textbox", { name: "Email", exact: true });
    await expect(field).toHaveAttribute("type", "email");
    await field.fill(email);
    await page.getByRole("button", { name: "Kirim link reset" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Link reset password telah dikirim ke email Anda. Silakan periksa kotak masuk Anda.",
      { timeout: 20_000 },
    );
    await expect(field).toHaveValue("");

    const link = await mailboxActionLink(request, email, "resetPassword");
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Atur Ulang Kata Sandi" })).toBeVisible();
    const newPassword = page.getByLabel("Password baru", { exact: true });
    const confirm = page.getByLabel("Konfirmasi password baru");
    await expect(newPassword).toHaveAttribute("placeholder", "Minimal 6 karakter");

    await newPassword.fill(NEW_PASSWORD);
    await confirm.fill("lain-sekali");
    await page.getByRole("button", { name: "Simpan password baru" }).click();
    await expect(page.getByRole("alert")).toHaveText("Password baru dan konfirmasi password tidak cocok.");

    await confirm.fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Simpan password baru" }).click();
    await expect(page.getByRole("status").first()).toHaveText(
      "Password berhasil direset! Silakan login dengan password baru Anda.",
      { timeout: 20_000 },
    );
    await expect(page.getByText(/Anda akan diarahkan ke halaman login dalam \d detik\./)).toBeVisible();
    await new StoreLayout(page).screenshot("reset-password-success");
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

    const login = new LoginPage(page);
    await login.signIn(email, password);
    await expect(login.alert()).toHaveText("Password salah. Silakan coba lagi.", { timeout: 20_000 });
    await login.signIn(email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });

    // The link is single use.
    await page.goto(link);
    await expect(page.getByRole("alert")).toHaveText("Link reset password tidak valid atau sudah digunakan.", { timeout: 20_000 });
    await expect(page.getByLabel("Password baru", { exact: true })).toHaveCount(0);
    await new StoreLayout(page).screenshot("reset-password-used");
  });

  test("an expired link hides the form", async ({ page }) => {
    // An hour cannot pass in a test: the provider's answer for an expired code is forced.
    await page.route("**/identitytoolkit.googleapis.com/v1/accounts:resetPassword", (route) =>
      route.fulfill({ status: 400, json: { error: { code: 400, message: "EXPIRED_OOB_CODE", errors: [] } } }),
    );
    await page.goto("/auth/action?mode=resetPassword&oobCode=sudah-lama");
    await expect(page.getByRole("alert")).toHaveText("Link reset password sudah kedaluwarsa. Silakan minta link baru.");
    await expect(page.getByLabel("Password baru", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Minta link reset baru" })).toBeVisible();
  });

  test("a link without its code says so", async ({ page }) => {
    await page.goto("/auth/action?mode=resetPassword");
    await expect(page.getByRole("alert")).toHaveText("Terjadi kesalahan. Kode aksi tidak ditemukan.");
  });

  test("an unknown e-mail is named in the reset request", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail("tidak-ada"));
    await page.getByRole("button", { name: "Kirim link reset" }).click();
    await expect(page.getByRole("alert")).toHaveText("Email tidak terdaftar. Silakan periksa kembali email Anda.");
  });

  test("screenshots of forgot password and the reset form", async ({ page, request }) => {
    test.slow();
    const layout = new StoreLayout(page);
    await layout.open("/forgot-password");
    await page.evaluate(() => document.fonts.ready);
    await layout.screenshot("forgot-password");

    const { email } = await createVerifiedAccount(request);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByRole("button", { name: "Kirim link reset" }).click();
    await expect(page.getByRole("status")).toBeVisible({ timeout: 20_000 });
    await layout.screenshot("forgot-password-sent");
    await page.goto(await mailboxActionLink(request, email, "resetPassword"));
    await expect(page.getByLabel("Password baru", { exact: true })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await layout.screenshot("reset-password");
  });
});
