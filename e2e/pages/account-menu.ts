import { expect, type Locator, type Page } from "@playwright/test";

import { StoreLayout } from "./store-layout";

type Item = "Profil" | "Cek Kuota" | "Pesanan Saya" | "Ubah Password" | "Keluar";

/**
 * The My Account menu: a menu button in the top bar from 768 px, the same items as a list in the slide-in
 * menu below that (the drawer is closed until its button is pressed).
 */
export class AccountMenu {
  readonly layout: StoreLayout;

  constructor(readonly page: Page) {
    this.layout = new StoreLayout(page);
  }

  isPhone() {
    return (this.page.viewportSize()?.width ?? 0) < 768;
  }

  button(): Locator {
    return this.page.getByRole("button", { name: /^Akun Saya/ });
  }

  menu(): Locator {
    return this.page.getByRole("menu", { name: "Akun Saya" });
  }

  /** Shows the account items: the dropdown on a wide screen, the slide-in menu on a phone. */
  async open() {
    if (this.isPhone()) {
      await this.layout.openMobileMenu();
      await expect(this.layout.mobileMenu().getByRole("navigation", { name: "Akun Saya" })).toBeVisible();
    } else {
      await this.button().click();
      await expect(this.menu()).toBeVisible();
    }
  }

  item(name: Item): Locator {
    if (!this.isPhone()) return this.page.getByRole("menuitem", { name });
    const list = this.layout.mobileMenu().getByRole("navigation", { name: "Akun Saya" });
    return list.getByRole(name === "Cek Kuota" || name === "Pesanan Saya" ? "link" : "button", { name });
  }

  async choose(name: Item) {
    await this.open();
    await this.item(name).click();
  }

  /** Signed in: the menu (or, on a phone, the drawer's account list) is there and no login link is. */
  async expectSignedIn(name: string | RegExp) {
    if (this.isPhone()) {
      await this.layout.openMobileMenu();
      const drawer = this.layout.mobileMenu();
      await expect(drawer.getByRole("navigation", { name: "Akun Saya" })).toContainText(name);
      await expect(drawer.getByRole("link", { name: "Masuk" })).toHaveCount(0);
      await drawer.getByRole("button", { name: "Tutup menu" }).click();
    } else {
      await expect(this.button()).toContainText(name);
      await expect(this.page.getByRole("banner").getByRole("link", { name: "Masuk" })).toHaveCount(0);
    }
  }

  /** Signed out: login links are back (in the drawer on a phone). */
  async expectSignedOut() {
    if (this.isPhone()) {
      await this.layout.openMobileMenu();
      await expect(this.layout.mobileMenu().getByRole("link", { name: "Masuk" })).toBeVisible();
      await this.layout.mobileMenu().getByRole("button", { name: "Tutup menu" }).click();
    } else {
      await expect(this.page.getByRole("banner").getByRole("link", { name: "Masuk" })).toBeVisible();
      await expect(this.button()).toHaveCount(0);
    }
  }
}
