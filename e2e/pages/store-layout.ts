import { expect, type Locator, type Page } from "@playwright/test";

/** The shell's frame around every screen: top bar, language switch, mobile menu, footer. */
export class StoreLayout {
  readonly page: Page;
  readonly mainNav: Locator;
  readonly footer: Locator;

  constructor(page: Page) {
    this.page = page;
    this.mainNav = page.getByRole("navigation", { name: /utama|main/i });
    this.footer = page.getByRole("contentinfo");
  }

  async open(path = "/") {
    await this.page.goto(path);
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
    // The server's first screen (`/`, a country page) has no menus: wait until the store has taken over.
    await expect(this.page.locator("#first-screen")).toHaveCount(0);
  }

  heading() {
    return this.page.getByRole("heading", { level: 1 });
  }

  languageButton(code: "ID" | "EN") {
    return this.page.getByRole("button", { name: code === "ID" ? /indonesia/i : /english/i }).first();
  }

  async switchLanguage(code: "ID" | "EN") {
    const menu = this.menuButton();
    if (await menu.isVisible()) await this.openMobileMenu();
    await this.languageButton(code).click();
  }

  menuButton() {
    return this.page.getByRole("button", { name: /buka menu|open menu/i });
  }

  mobileMenu() {
    return this.page.getByRole("dialog", { name: /menu/i });
  }

  async openMobileMenu() {
    await this.menuButton().click();
    await expect(this.mobileMenu()).toBeVisible();
  }

  /** Every picture on the page's vertical path has loaded (off-screen carousel slides never load). */
  async imagesLoaded() {
    await this.page.waitForFunction(() =>
      [...document.images].every((image) => {
        const box = image.getBoundingClientRect();
        return image.complete || box.width === 0 || box.right <= 0 || box.left >= window.innerWidth;
      }),
    );
  }

  async screenshot(name: string) {
    const width = this.page.viewportSize()?.width ?? 0;
    // Below-the-fold pictures load lazily: scroll through once so a full-page picture shows them.
    await this.page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      window.scrollTo(0, 0);
    });
    await this.imagesLoaded();
    await this.page.screenshot({ path: `artifacts/screens/${name}-${width}.png`, fullPage: true });
  }
}
