import { expect, test } from "@playwright/test";

import { createVerifiedAccount } from "../fixtures/accounts";
import { updateProfile } from "../fixtures/profile";
import { ContactPage } from "../pages/contact-page";
import { LoginPage } from "../pages/login-page";
import { StoreLayout } from "../pages/store-layout";

// SUPPORT_EMAIL is not set by e2e/start-server.sh, so the server's default receives the messages.
const SUPPORT_EMAIL = "bantuan@kelana.id";

test.describe("contact", () => {
  test("a visitor sends a message, reads the server's answer, and support receives it by e-mail", async ({ page, request }) => {
    const contact = new ContactPage(page);
    await contact.open();
    const marker = `Pesan uji ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await contact.fill({
      name: "Sari Wulandari",
      email: "sari.kontak@example.com",
      address: "Jl. Merdeka 17, Bandung",
      phone: "0812-3456-7890",
      message: `${marker}: eSIM Jepang saya belum aktif.`,
    });
    await contact.phoneCode.selectOption({ label: "Singapura (+65)" });
    await contact.phone.fill("9123 4567");
    await contact.send.click();

    await expect(page.getByRole("status").filter({ hasText: "Terima kasih! Pesan Anda telah terkirim." })).toBeVisible();
    await expect(contact.message).toHaveValue("");
    await expect(contact.name).toHaveValue("");

    await expect
      .poll(async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(SUPPORT_EMAIL)}`);
        const entries = ((await response.json()).data ?? []) as Array<{ body: string }>;
        return entries.find((entry) => entry.body.includes(marker))?.body ?? "";
      })
      .toContain("+6591234567");
  });

  test("every required field says what is missing, in the page's language", async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.open();
    await contact.send.click();
    for (const text of ["Nama lengkap wajib diisi.", "Email wajib diisi.", "Alamat wajib diisi.", "Nomor telepon wajib diisi.", "Pesan wajib diisi."]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await expect(contact.name).toBeFocused();
    await expect(contact.name).toHaveAttribute("aria-invalid", "true");

    await contact.email.fill("sari@");
    await contact.send.click();
    await expect(page.getByText("Format email tidak valid.")).toBeVisible();

    await new StoreLayout(page).switchLanguage("EN");
    await expect(page.getByText("Full name is required.")).toBeVisible();
    await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
  });

  test("a signed-in shopper finds the form filled from the profile", async ({ page, request }) => {
    test.slow(); // argon2id sign-up and sign-in take seconds on a loaded machine
    const account = await createVerifiedAccount(request);
    await updateProfile(request, account, { name: "Budi Santoso", phone: "081298765432", address: "Jl. Asia Afrika 8, Bandung" });
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(account.email, account.password);
    await expect(page).not.toHaveURL(/\/login$/, { timeout: 20_000 });

    const contact = new ContactPage(page);
    await contact.open();
    await expect(contact.name).toHaveValue("Budi Santoso");
    await expect(contact.email).toHaveValue(account.email);
    await expect(contact.address).toHaveValue("Jl. Asia Afrika 8, Bandung");
    await expect(contact.phoneCode).toHaveValue("ID");
    await expect(contact.phone).toHaveValue("81298765432");
  });

  test("without a connection the form says so in Indonesian and keeps what was typed", async ({ page }) => {
    // The one state the real server cannot produce: no answer at all.
    await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
    const contact = new ContactPage(page);
    await contact.open();
    await contact.fill({ name: "Sari", email: "sari@example.com", address: "Bandung", phone: "81234567890", message: "Halo" });
    await contact.send.click();
    await expect(contact.alert().filter({ hasText: "Gagal terhubung ke server. Periksa koneksi internet Anda dan coba lagi." })).toBeVisible();
    await expect(contact.message).toHaveValue("Halo");
    await expect(contact.send).toBeEnabled();
  });

  test("screenshot of contact", async ({ page }) => {
    const layout = new StoreLayout(page);
    const contact = new ContactPage(page);
    await contact.open();
    await expect(page.getByRole("link", { name: SUPPORT_EMAIL, exact: true })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await layout.screenshot("contact");
    await contact.send.click();
    await expect(page.getByText("Pesan wajib diisi.")).toBeVisible();
    await layout.screenshot("contact-errors");
  });
});
