import { expect, test } from "@playwright/test";

import { signInNewShopper } from "../fixtures/sign-in";
import { ChangePasswordDialog, ProfileDialog } from "../pages/account-dialogs";
import { AccountMenu } from "../pages/account-menu";
import { LoginPage } from "../pages/login-page";

test.describe("profile", () => {
  test("a shopper edits name, phone and purpose; the changes survive a reload", async ({ page, request }) => {
    test.slow(); // argon2id sign-up and sign-in take seconds on a loaded machine
    const { email } = await signInNewShopper(page, request);
    const menu = new AccountMenu(page);
    const profile = new ProfileDialog(page);

    await menu.choose("Profil");
    await profile.expectOpen();
    await expect(profile.email()).toHaveValue(email);
    await expect(profile.email()).toHaveAttribute("readonly", "");
    // GET /api/user/iccids comes with the eSIM issue: until then the list reads as empty.
    await expect(profile.iccids()).toContainText("Belum ada ICCID terdaftar");

    // A number that is not an Indonesian mobile number is explained under the field, in Indonesian, unsent.
    await profile.name().fill("Rina Kusuma");
    await profile.phone().fill("123");
    await profile.occupation().selectOption({ label: "Pendidikan" });
    await profile.save().click();
    await expect(profile.dialog.getByText("Ini bukan nomor HP Indonesia. Setelah +62 nomor HP diawali 8, mis. 812 3456 7890.")).toBeVisible();
    await expect(profile.phone()).toHaveAttribute("aria-invalid", "true");
    await expect(profile.phone()).toBeFocused();

    await profile.phone().fill("0812-3456-7890");
    await profile.save().click();
    await expect(profile.dialog).toBeHidden();
    await menu.expectSignedIn("Rina Kusuma");

    await page.reload();
    await menu.expectSignedIn("Rina Kusuma");
    await menu.choose("Profil");
    await profile.expectOpen();
    await expect(profile.name()).toHaveValue("Rina Kusuma");
    await expect(profile.phone()).toHaveValue("81234567890");
    await expect(profile.occupation()).toHaveValue("pendidikan");

    const token = await page.evaluate(() => localStorage.getItem("token"));
    const stored = await (await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(stored.data).toMatchObject({ name: "Rina Kusuma", phone: "+6281234567890", occupation: "pendidikan" });
  });

  test("a failed save says so and keeps the dialog open", async ({ page, request }) => {
    test.slow();
    await signInNewShopper(page, request);
    const profile = new ProfileDialog(page);
    await new AccountMenu(page).choose("Profil");
    await profile.expectOpen();
    // A server failure cannot be caused from the browser: force one for this request only.
    await page.route("**/api/auth/me", (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 500, json: { success: false, message: "Internal server error", data: null } })
        : route.continue(),
    );
    await profile.name().fill("Nama Baru");
    await profile.phone().fill("81234567890");
    await profile.occupation().selectOption("liburan");
    await profile.save().click();
    await expect(profile.dialog.getByRole("alert")).toHaveText("Gagal memperbarui profil. Silakan coba lagi.");
    await expect(profile.name()).toBeEnabled();
  });
});

test.describe("usage alerts switch", () => {
  test("alerts are on for a new shopper; switched off from the keyboard they stay off after a reload", async ({ page, request }, testInfo) => {
    test.slow();
    await signInNewShopper(page, request);
    const menu = new AccountMenu(page);
    const profile = new ProfileDialog(page);

    await menu.choose("Profil");
    await profile.expectOpen();
    await expect(profile.usageAlerts()).toBeChecked();
    await profile.usageAlerts().focus();
    await page.keyboard.press("Space");
    await expect(profile.usageAlerts()).not.toBeChecked();
    await page.screenshot({ path: testInfo.outputPath("profile-usage-alerts.png") });
    await profile.name().fill("Rina Kusuma");
    await profile.phone().fill("81234567890");
    await profile.occupation().selectOption("liburan");
    await profile.save().click();
    await expect(profile.dialog).toBeHidden();

    await page.reload();
    await menu.choose("Profil");
    await profile.expectOpen();
    await expect(profile.usageAlerts()).not.toBeChecked();
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const stored = await (await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(stored.data.usage_alerts).toBe(false);

    await profile.usageAlerts().click();
    await profile.save().click();
    await expect(profile.dialog).toBeHidden();
    const again = await (await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(again.data.usage_alerts).toBe(true);
  });
});

test.describe("change password", () => {
  test("refuses a wrong old password, then changes it: signed out, the new password works, the old one not", async ({ page, request }) => {
    test.slow();
    const { email, password } = await signInNewShopper(page, request);
    const menu = new AccountMenu(page);
    const dialog = new ChangePasswordDialog(page);
    const newPassword = "Kelana-Baru-2026";

    // From a guarded page: signing out must still land on /login with the message, not bounce on its own.
    await menu.choose("Pesanan Saya");
    await expect(page).toHaveURL(/\/riwayat-order$/);
    await menu.choose("Ubah Password");
    await dialog.change("bukan-password-lama", newPassword, "beda-konfirmasi");
    await expect(dialog.alert()).toHaveText("Password baru dan konfirmasi password tidak cocok.");
    await dialog.change("bukan-password-lama", newPassword);
    await expect(dialog.alert()).toHaveText("Password lama yang Anda masukkan salah.", { timeout: 20_000 });

    await dialog.change(password, newPassword);
    await expect(dialog.dialog.getByRole("status")).toHaveText(
      "Password berhasil diubah. Silakan login kembali dengan password baru.",
      { timeout: 20_000 },
    );
    // SPEC §9: the dialog closes 3 s later and the user is signed out.
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    await expect(dialog.dialog).toBeHidden();
    await expect(page.getByRole("status")).toContainText("Password berhasil diubah");
    await menu.expectSignedOut();

    const login = new LoginPage(page);
    await login.signIn(email, password);
    await expect(login.alert()).toHaveText("Password salah. Silakan coba lagi.", { timeout: 20_000 });
    await login.password().fill(newPassword);
    await page.getByRole("button", { name: "Masuk", exact: true }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await menu.expectSignedIn(email.split("@")[0]);
  });
});
