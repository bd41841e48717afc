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

  async screenshot(name: string) {
    const width = this.page.viewportSize()?.width ?? 0;
    await this.page.screenshot({ path: `artifacts/screens/${name}-${width}.png`, fullPage: true });
  }
}
