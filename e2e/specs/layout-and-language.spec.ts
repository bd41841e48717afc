import { expect, test } from "@playwright/test";
import { StoreLayout } from "../pages/store-layout";
import { SCREEN_FREE } from "../fixtures/tags";

test.describe("store layout and language", () => {
  test("home renders the layout in Indonesian", async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    if (await layout.menuButton().isVisible()) await layout.openMobileMenu();
    for (const name of ["Beranda", "Tentang Kami", "Panduan", "FAQ", "Kontak"]) {
      await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Masuk" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Daftar" }).first()).toBeVisible();
  });

  test("the footer carries support contact and legal links", async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open("/");
    await expect(layout.footer.getByRole("link", { name: /@/ }).first()).toBeVisible();
    for (const href of ["/terms", "/privacy", "/security"]) {
      await expect(layout.footer.locator(`a[href="${href}"]`)).toBeVisible();
    }
  });

  test("switching to English changes the texts and survives a reload", async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open("/tentang");
    await expect(layout.heading()).toHaveText("Tentang Kami");
    await layout.switchLanguage("EN");
    await expect(layout.heading()).toHaveText("About us");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(layout.heading()).toHaveText("About us");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("?lng=en starts in English", async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open("/tentang?lng=en");
    await expect(layout.heading()).toHaveText("About us");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a script in ?lng is ignored and the store stays Indonesian", SCREEN_FREE, async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open("/tentang?lng=" + encodeURIComponent("<script>alert(1)</script>"));
    await expect(layout.heading()).toHaveText("Tentang Kami");
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    const cached = await page.evaluate(() => window.localStorage.getItem("i18nextLng"));
    expect(cached ?? "").not.toContain("<");
  });

  test("the language chosen with the switcher wins over an older cookie after a reload", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "i18next", value: "en", url: baseURL! }]);
    const layout = new StoreLayout(page);
    await layout.open("/tentang?lng=en");
    await expect(layout.heading()).toHaveText("About us");
    await layout.switchLanguage("ID");
    await expect(layout.heading()).toHaveText("Tentang Kami");
    await expect(page).toHaveURL(/\/tentang$/);
    await page.reload();
    await expect(layout.heading()).toHaveText("Tentang Kami");
  });
});
