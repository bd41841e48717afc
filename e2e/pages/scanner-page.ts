import { expect, type Locator, type Page } from "@playwright/test";

/** /scanner, the scanner remote's demo: a camera toggle and the last code read. */
export class ScannerPage {
  readonly cameraButton: Locator;
  readonly result: Locator;

  constructor(readonly page: Page) {
    this.cameraButton = page.getByRole("button", { name: /^(Kamera|Camera)$/ });
    this.result = page.getByRole("region", { name: /Hasil pindaian|Scan result/ });
  }

  async open() {
    await this.page.goto("/scanner");
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  async startCamera() {
    await this.cameraButton.click();
    await expect(this.cameraButton).toHaveAttribute("aria-pressed", "true");
  }

  /** The <dd> after the term `label` in the result. */
  resultValue(label: RegExp) {
    return this.result.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
  }
}
