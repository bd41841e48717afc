import { expect, test } from "@playwright/test";
import { StoreLayout } from "../pages/store-layout";

test.describe("mobile menu", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, "the slide-in menu is the phone layout");

  test("opens, closes with its button and with Escape, and a link closes it", async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open("/");
    await expect(layout.menuButton()).toHaveAttribute("aria-expanded", "false");
    await layout.openMobileMenu();
    await expect(layout.menuButton()).toHaveAttribute("aria-expanded", "true");
    await layout.mobileMenu().getByRole("button", { name: /tutup menu|close menu/i }).click();
    await expect(layout.mobileMenu()).toBeHidden();

    await layout.openMobileMenu();
    await page.keyboard.press("Escape");
    await expect(layout.mobileMenu()).toBeHidden();

    await layout.openMobileMenu();
    await layout.mobileMenu().getByRole("link", { name: "Tentang Kami" }).click();
    await expect(layout.mobileMenu()).toBeHidden();
    await expect(layout.heading()).toHaveText("Tentang Kami");
  });
});
