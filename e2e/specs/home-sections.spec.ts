import { expect, test } from "@playwright/test";

import { StoreLayout } from "../pages/store-layout";

test.describe("home: special package, why choose us, app", () => {
  test("the special package banner shows its starting price and opens the special page", async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open("/");
    const banner = page.getByRole("region", { name: "Paket Umrah & Haji" });
    await expect(banner).toContainText("Mulai dari Rp. 99.000");
    await banner.getByRole("link", { name: "Lihat paket spesial" }).click();
    await expect(page).toHaveURL(/\/special-paket-orders$/);
    await expect(layout.heading()).toHaveText("Paket Spesial Umrah & Haji");
  });

  test("why choose us shows on desktop only", async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open("/");
    const section = page.getByRole("region", { name: "Kenapa memilih Kelana?" });
    if ((page.viewportSize()?.width ?? 0) >= 768) {
      await expect(section).toBeVisible();
      await expect(section.getByRole("heading", { level: 3 })).toHaveText([
        "Kode QR langsung terkirim",
        "Bayar dalam Rupiah",
        "Bantuan berbahasa Indonesia",
        "Jangkauan 150+ negara",
      ]);
    } else {
      await expect(section).toBeHidden();
    }
  });

  test("the app section links to the store and speaks English too", async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open("/");
    const app = page.getByRole("region", { name: "Bawa Kelana App dalam perjalanan" });
    await expect(app.getByRole("link", { name: /Unduh di App Store/ })).toHaveAttribute("href", /^https:\/\/apps\.apple\.com\//);
    await layout.switchLanguage("EN");
    await expect(page.getByRole("region", { name: "Take Kelana App on your trip" }).getByRole("link", { name: /Download on the App Store/ })).toBeVisible();
  });
});

test("the promo banners are drawn and described in the page's language", async ({ page }) => {
  await page.goto("/");
  const banners = page.getByRole("region", { name: "Promo pilihan" });
  // The first slide: the others are hidden until shown.
  const merdeka = banners.getByRole("img", { name: "Merdeka! eSIM gratis HUT RI ke-80. Klaim sekarang" });
  await expect(merdeka).toHaveCount(1);
  const indonesianPicture = await merdeka.getAttribute("src");
  // Its words are outlines of the store's font: an <img> cannot load the font, and a phone's own would show instead.
  const drawing = await (await page.request.get(indonesianPicture!)).text();
  expect(drawing).not.toContain("<text");
  expect(drawing).toMatch(/<path d="M[^"]+" fill="#fff"\/>/);

  await new StoreLayout(page).switchLanguage("EN");
  const english = page.getByRole("region", { name: "Featured promos" }).getByRole("img", { name: "Merdeka! A free eSIM for Indonesia's 80th Independence Day. Claim it now" });
  await expect(english).toHaveCount(1);
  const englishPicture = await english.getAttribute("src");
  expect(englishPicture).toMatch(/hutri80-(desktop|mobile)\.en\.[0-9a-f]+\.svg$/);
  expect(englishPicture).not.toBe(indonesianPicture);
});
