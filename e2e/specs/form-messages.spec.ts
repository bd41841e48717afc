import { expect, test, type Locator, type Page } from "@playwright/test";

import { uniqueEmail } from "../fixtures/accounts";
import { ContactPage } from "../pages/contact-page";
import { openLive } from "../fixtures/live-page";

/** The message is on screen, below the sticky top bar (not under it, not above the window). */
async function expectInSight(page: Page, message: Locator) {
  await expect(message).toBeVisible();
  await expect(async () => {
    const box = await message.boundingBox();
    const bar = await page.getByRole("banner").boundingBox();
    const height = page.viewportSize()!.height;
    expect(box, "the message has a box").not.toBeNull();
    expect(bar, "the top bar has a box").not.toBeNull();
    expect(box!.y, "the message starts below the top bar").toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
    expect(box!.y + Math.min(box!.height, 40), "the message is within the window").toBeLessThanOrEqual(height);
  }).toPass({ timeout: 5_000 });
}

test.describe("a form's message is seen where it shows", () => {
  test("registration: the password mismatch is below the top bar", async ({ page }) => {
    await openLive(page, "/register");
    await page.getByRole("textbox", { name: "Nama lengkap" }).fill("Rina");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail());
    await page.getByLabel("Password", { exact: true }).fill("rahasia1");
    await page.getByLabel("Konfirmasi password").fill("rahasia2");
    await page.getByLabel("Tujuan perjalanan").selectOption("bekerja");
    await page.getByRole("textbox", { name: "Nomor HP" }).fill("81234567890");
    await page.getByRole("button", { name: "Daftar", exact: true }).click();
    await expectInSight(page, page.getByRole("alert").filter({ hasText: "tidak cocok" }));
  });

  test("contact: the thank-you is brought into sight after sending from the bottom of the form", async ({ page }) => {
    const contact = new ContactPage(page);
    await contact.open();
    await contact.fill({
      name: "Sari Wulandari",
      email: "sari.kontak@example.com",
      address: "Jl. Merdeka 17, Bandung",
      phone: "0812-3456-7890",
      message: "eSIM Jepang saya belum aktif.",
    });
    await contact.send.scrollIntoViewIfNeeded();
    await contact.send.click();
    await expectInSight(page, page.getByRole("status").filter({ hasText: "Terima kasih" }));
  });
});
