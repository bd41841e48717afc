import { expect, test } from "@playwright/test";

import { mailboxCode, uniqueEmail } from "../fixtures/accounts";
import { LoginPage } from "../pages/login-page";
import { StoreLayout } from "../pages/store-layout";
import { openLive } from "../fixtures/live-page";

test.describe("register", () => {
  test("sign up, verify with the e-mailed code, log in", async ({ page, request }) => {
    test.slow(); // argon2id sign-up and sign-in take seconds on a loaded machine
    const email = uniqueEmail("daftar");
    const password = "Rahasia-Kelana-9";
    await openLive(page, "/register");
    await page.getByRole("textbox", { name: "Nama lengkap" }).fill("Rina Kusuma");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Konfirmasi password").fill(password);
    await page.getByLabel("Tujuan perjalanan").selectOption("liburan");
    await page.getByRole("textbox", { name: "Nomor HP" }).fill("81234567890");
    await page.getByRole("button", { name: "Daftar", exact: true }).click();

    const terms = page.getByRole("dialog", { name: "Syarat & Ketentuan" });
    await expect(terms).toBeVisible();
    await terms.getByRole("button", { name: "Setuju" }).click();

    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
    await expect(page.getByRole("status")).toContainText("Registrasi berhasil");

    const login = new LoginPage(page);
    await login.signIn(email, password);
    await expect(login.alert()).toContainText("Email Anda belum diverifikasi.", { timeout: 20_000 });
    await expect(page.getByRole("button", { name: "Kirim ulang email verifikasi" })).toBeVisible();

    const code = await mailboxCode(request, email);
    const verified = await request.post("/identitytoolkit.googleapis.com/v1/accounts:verifyEmailCode", { data: { email, code } });
    expect(verified.ok()).toBe(true);

    await login.signIn(email, password);
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    const profile = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null"));
    expect(profile).toMatchObject({ email, name: "Rina Kusuma", occupation: "liburan", phone: "+6281234567890" });
  });

  test("mismatched passwords are refused before the terms", async ({ page }) => {
    await openLive(page, "/register");
    await page.getByRole("textbox", { name: "Nama lengkap" }).fill("Rina");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail());
    await page.getByLabel("Password", { exact: true }).fill("rahasia1");
    await page.getByLabel("Konfirmasi password").fill("rahasia2");
    await page.getByLabel("Tujuan perjalanan").selectOption("bekerja");
    await page.getByRole("textbox", { name: "Nomor HP" }).fill("81234567890");
    await page.getByRole("button", { name: "Daftar", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Password dan konfirmasi password tidak cocok.");
  });

  test("a bad phone number is refused before the account exists, so the same e-mail then registers", async ({ page }) => {
    test.slow(); // the second try signs up for real (argon2id)
    const email = uniqueEmail("nomor");
    await openLive(page, "/register");
    await expect(page.getByText("Nomor HP Indonesia tanpa 0 di depan")).toBeVisible();
    await page.getByRole("textbox", { name: "Nama lengkap" }).fill("Rina Kusuma");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Rahasia-Kelana-9");
    await page.getByLabel("Konfirmasi password").fill("Rahasia-Kelana-9");
    await page.getByLabel("Tujuan perjalanan").selectOption("liburan");
    const phone = page.getByRole("textbox", { name: "Nomor HP" });
    await phone.fill("12");
    await page.getByRole("button", { name: "Daftar", exact: true }).click();
    // Told under the field before the terms: no pop-up for a number that cannot be registered.
    await expect(page.getByRole("dialog", { name: "Syarat & Ketentuan" })).toHaveCount(0);
    await expect(page.getByText("Ini bukan nomor HP Indonesia. Setelah +62 nomor HP diawali 8, mis. 812 3456 7890.")).toBeInViewport();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toBeFocused();

    await phone.fill("81234567890");
    await page.getByRole("button", { name: "Daftar", exact: true }).click();
    await page.getByRole("dialog", { name: "Syarat & Ketentuan" }).getByRole("button", { name: "Setuju" }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
    await expect(page.getByRole("status")).toContainText("Registrasi berhasil");
  });

  test("a common password is refused by name, with the rule shown before typing", async ({ page }) => {
    await openLive(page, "/register");
    await expect(page.getByText("Minimal 6 karakter, bukan password umum")).toBeVisible();
    await page.getByRole("textbox", { name: "Nama lengkap" }).fill("Rina Kusuma");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail("umum"));
    await page.getByLabel("Password", { exact: true }).fill("bismillah");
    await page.getByLabel("Konfirmasi password").fill("bismillah");
    await page.getByLabel("Tujuan perjalanan").selectOption("liburan");
    await page.getByRole("textbox", { name: "Nomor HP" }).fill("81234567890");
    await page.getByRole("button", { name: "Daftar", exact: true }).click();
    await page.getByRole("dialog", { name: "Syarat & Ketentuan" }).getByRole("button", { name: "Setuju" }).click();
    await expect(page.getByRole("alert")).toHaveText("Password ini terlalu umum dan mudah ditebak. Pilih password lain.");
  });

  test("screenshot of register", async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open("/register");
    await page.evaluate(() => document.fonts.ready);
    await layout.screenshot("register");
  });
});
