import { expect, type Locator, type Page } from "@playwright/test";

/** /panduan: the device-check button, its modal with device tabs and brand accordions, the activation tabs. */
export class GuidePage {
  readonly page: Page;
  readonly deviceCheckButton: Locator;
  readonly deviceModal: Locator;

  constructor(page: Page) {
    this.page = page;
    this.deviceCheckButton = page.getByRole("button", { name: /cek perangkat|check your device/i });
    this.deviceModal = page.getByRole("dialog", { name: /mendukung esim|support esim/i });
  }

  async open() {
    await this.page.goto("/panduan");
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  /** Opens the modal as a keyboard user does: focus the button, press Enter. */
  async openDeviceCheckByKeyboard() {
    await this.deviceCheckButton.focus();
    await this.page.keyboard.press("Enter");
    await expect(this.deviceModal).toBeVisible();
  }

  deviceTab(name: RegExp) {
    return this.deviceModal.getByRole("tab", { name });
  }

  brandButton(brand: string) {
    return this.deviceModal.getByRole("button", { name: new RegExp(`^${brand}`) });
  }

  brandModels(brand: string) {
    return this.deviceModal.getByRole("list", { name: brand }).getByRole("listitem");
  }

  activationTab(name: RegExp) {
    return this.page.getByRole("tablist", { name: /membeli dan mengaktifkan|buy and activate/i }).getByRole("tab", { name });
  }
}
