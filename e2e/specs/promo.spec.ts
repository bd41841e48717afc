import { expect, test } from "@playwright/test";

import { createVerifiedAccount } from "../fixtures/accounts";
import { LoginPage } from "../pages/login-page";
import { PromoPage } from "../pages/promo-page";
import { StoreLayout } from "../pages/store-layout";

test.describe("promo page", () => {
  test("HUTRI80 has its own landing and offers exactly the countries the server allows", async ({ page, request }) => {
    const response = await request.get("/api/promos/countries?code=HUTRI80");
    const allowed = ((await response.json()).data.countries as Array<{ code: string; name_id: string; name_en: string }>);
    expect(allowed.length).toBeGreaterThan(0);

    const promo = new PromoPage(page);
    await promo.open("HUTRI80");
    await expect(page.getByRole("heading", { level: 1, name: "Merdeka! eSIM gratis HUT RI ke-80" })).toBeVisible();
    await expect(page.getByRole("img", { name: /HUT RI ke-80/ })).toBeVisible();
    await expect(promo.countries).toHaveCount(allowed.length);
    const names = await promo.countries.locator(".promo-country__name").allTextContents();
    expect(names.sort()).toEqual(allowed.map((country) => country.name_id).sort());

    await new StoreLayout(page).switchLanguage("EN");
    await expect(page.getByRole("heading", { level: 1, name: "Merdeka! A free eSIM for Indonesia's 80th" })).toBeVisible();
    const english = await promo.countries.locator(".promo-country__name").allTextContents();
    expect(english.sort()).toEqual(allowed.map((country) => country.name_en).sort());
  });

  test("a guest who chooses a country is asked to log in first", async ({ page }) => {
    const promo = new PromoPage(page);
    await promo.open("HUTRI80");
    await promo.country("Jepang").click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Masuk" })).toBeVisible();
  });

  test("a signed-in shopper goes from a country to the checkout with the HUTRI80 promo", async ({ page, request }) => {
    test.slow(); // argon2id sign-up and sign-in take seconds on a loaded machine
    const account = await createVerifiedAccount(request);
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(account.email, account.password);
    await expect(page).not.toHaveURL(/\/login$/, { timeout: 20_000 });

    const products = await request.get("/api/promos/HUTRI80/products?country=JP");
    const [product] = (await products.json()).data.products as Array<{ product_id: string }>;

    const promo = new PromoPage(page);
    await promo.open("HUTRI80");
    // The seed gives every HUTRI80 country a product; an empty answer is stood in for once, to see the toast.
    await page.route("**/api/promos/HUTRI80/products?country=HK", (route) =>
      route.fulfill({ json: { success: true, message: "OK", data: { promo_code: "HUTRI80", products: [] } } }),
    );
    await promo.country("Hongkong").click();
    const toast = page.getByRole("status").filter({ hasText: "Belum ada produk promo untuk Hongkong." });
    await expect(toast).toBeVisible();
    await new StoreLayout(page).screenshot("promo-toast");
    await expect(toast).toBeHidden({ timeout: 3_000 }); // SPEC §8: closes after 1.5 s

    await expect(promo.country("Jepang")).toBeEnabled();
    await promo.country("Jepang").click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${product.product_id}/JP/HUTRI80(\\?step=1)?$`));
  });

  test("a shopper who already claimed HUTRI80 is warned and cannot claim again", async ({ page, request }) => {
    test.slow(); // argon2id sign-up and sign-in take seconds on a loaded machine
    const account = await createVerifiedAccount(request);
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(account.email, account.password);
    await expect(page).not.toHaveURL(/\/login$/, { timeout: 20_000 });
    // No order can use the promo yet, so the server's "already used" answer is the one thing stood in for.
    await page.route("**/api/promos/HUTRI80/check-usage/*", (route) =>
      route.fulfill({ json: { success: true, message: "OK", data: { has_used: true } } }),
    );

    const promo = new PromoPage(page);
    await promo.open("HUTRI80");
    await expect(page.getByRole("alert").filter({ hasText: "Promo sudah diklaim" })).toBeVisible();
    await expect(promo.country("Jepang")).toBeDisabled();
    await page.evaluate(() => document.fonts.ready);
    await new StoreLayout(page).screenshot("promo-claimed");
  });

  test("without a code, or with an unknown one, the page says the promo is invalid", async ({ page }) => {
    const promo = new PromoPage(page);
    await promo.open();
    await expect(page.getByRole("heading", { level: 1, name: "Promo tidak ditemukan" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Kode promo tidak valid." })).toBeVisible();
    await expect(page.getByRole("link", { name: "Kembali ke beranda" })).toBeVisible();

    await promo.open("BUKANPROMO");
    await expect(page.getByRole("heading", { level: 1, name: "Promo tidak ditemukan" })).toBeVisible();
  });

  test("screenshot of promo", async ({ page }) => {
    const layout = new StoreLayout(page);
    const promo = new PromoPage(page);
    await promo.open("HUTRI80");
    await expect(promo.countries.first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await layout.screenshot("promo-hutri80");
    await promo.open();
    await expect(page.getByRole("alert").filter({ hasText: "Kode promo tidak valid." })).toBeVisible();
    await layout.screenshot("promo-invalid");
  });
});
