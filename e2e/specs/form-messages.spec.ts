import { expect, test, type Locator, type Page } from "@playwright/test";

import { uniqueEmail } from "../fixtures/accounts";
import { signInNewShopper } from "../fixtures/sign-in";
import { CheckoutPage } from "../pages/checkout-page";
import { ContactPage } from "../pages/contact-page";
import { openLive } from "../fixtures/live-page";

/**
 * The message is wholly on screen and starts below the sticky top bar: not under the bar, not above or below the
 * window, not cut at a side. The bar is found as a visitor's assistive technology finds it, by its banner role.
 */
async function expectInSight(page: Page, message: Locator) {
  await expect(message).toBeVisible();
  await expect(async () => {
    const box = await message.boundingBox();
    const bar = await page.getByRole("banner").boundingBox();
    const window = page.viewportSize()!;
    expect(box, "the message has a box").not.toBeNull();
    expect(bar, "the top bar has a box").not.toBeNull();
    expect(bar!.y, "the top bar stays at the top of the window").toBeLessThanOrEqual(0);
    expect(box!.y, "the message starts below the top bar").toBeGreaterThanOrEqual(bar!.y + bar!.height);
    expect(box!.y + box!.height, "the message ends within the window").toBeLessThanOrEqual(window.height);
    expect(box!.x, "the message starts within the window").toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, "the message ends within the window's width").toBeLessThanOrEqual(window.width);
  }).toPass({ timeout: 5_000 });
}

/** The register form filled in full, with a confirmation that does not match the password. */
async function fillRegisterWithMismatch(page: Page) {
  await openLive(page, "/register");
  await page.getByRole("textbox", { name: "Nama lengkap" }).fill("Rina");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(uniqueEmail());
  await page.getByLabel("Password", { exact: true }).fill("rahasia1");
  await page.getByLabel("Konfirmasi password").fill("rahasia2");
  await page.getByLabel("Tujuan perjalanan").selectOption("bekerja");
  await page.getByRole("textbox", { name: "Nomor HP" }).fill("81234567890");
}

/** A visitor who read on to the store's footer, below the form. */
async function scrollToFooter(page: Page) {
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
}

test.describe("a form's message is seen where it shows", () => {
  test("registration: the password mismatch is below the top bar, at each press of Daftar", async ({ page }) => {
    await fillRegisterWithMismatch(page);
    const mismatch = page.getByRole("alert").filter({ hasText: "tidak cocok" });
    await scrollToFooter(page);
    await page.getByRole("button", { name: "Daftar", exact: true }).click();
    await expectInSight(page, mismatch);

    // Still not matching: a second press says it again, where the visitor sees it.
    await scrollToFooter(page);
    await expect(mismatch).not.toBeInViewport();
    await page.getByRole("button", { name: "Daftar", exact: true }).click();
    await expectInSight(page, mismatch);
  });

  test("registration: a visitor who prefers reduced motion is taken to the mismatch in one step", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await fillRegisterWithMismatch(page);
    await scrollToFooter(page);
    // Every scroll position the page passes through from here on; Enter in the last field sends the form. The
    // scroll to the footer reports its own scroll event at the next frame: listening starts after two frames.
    await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const positions: number[] = [];
      (window as unknown as { positions: number[] }).positions = positions;
      window.addEventListener("scroll", () => positions.push(window.scrollY));
    });
    await page.keyboard.press("Enter");
    await expectInSight(page, page.getByRole("alert").filter({ hasText: "tidak cocok" }));
    // A scroll event is sent at the frame after the page moved: the message can be in sight a moment before it.
    const readPositions = () => page.evaluate(() => (window as unknown as { positions: number[] }).positions);
    await expect.poll(async () => (await readPositions()).length, { message: "the page moved to the message" }).toBeGreaterThan(0);
    const positions = await readPositions();
    expect(new Set(positions).size, `one jump, not an animation (${positions.join(", ")})`).toBe(1);
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

  test("checkout: an address left incomplete is said in sight when Lanjutkan is pressed", async ({ page, request }) => {
    test.slow(); // argon2id sign-up and sign-in take seconds on a loaded machine
    await signInNewShopper(page, request);
    const checkout = new CheckoutPage(page);
    await checkout.open("jp-sim-5gb-7d");
    await page.getByRole("radio", { name: /Kirim ke alamat/ }).check();
    await checkout.area("Provinsi").selectOption({ label: "Bali" });
    await checkout.continue().scrollIntoViewIfNeeded();
    await checkout.continue().click();
    await expectInSight(page, page.getByRole("status").filter({ hasText: "Alamat belum lengkap" }));
  });

  test("checkout: a refused promo code is said in sight", async ({ page, request }) => {
    test.slow();
    await signInNewShopper(page, request);
    const checkout = new CheckoutPage(page);
    await checkout.open("jp-sim-5gb-7d");
    await checkout.throughToSummaryPickingUpAt(/Kelana Outlet Kuta/);
    await checkout.promo().fill("JALAN1O");
    await page.getByRole("button", { name: "Pakai" }).click();
    await expectInSight(page, page.getByRole("alert").filter({ hasText: /promo/i }));
  });
});
