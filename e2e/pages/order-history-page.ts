import { expect, type Locator, type Page } from "@playwright/test";

/** /riwayat-order: tabs of order cards, the detail dialog and the activation dialog. */
export class OrderHistoryPage {
  constructor(readonly page: Page) {}

  async open(query = "") {
    await this.page.goto(`/riwayat-order${query}`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Riwayat Order" })).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.getByRole("tab", { name });
  }

  card(orderNumber: string): Locator {
    return this.page.getByRole("article").filter({ hasText: orderNumber.slice(-12) });
  }

  /** Opens a tab until the order shows there (the store's jobs move it in the background). */
  async waitForOrderIn(tabName: string, orderNumber: string) {
    await expect(async () => {
      await this.page.reload();
      await this.tab(tabName).click();
      await expect(this.card(orderNumber)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  }

  dialog(name: string): Locator {
    return this.page.getByRole("dialog", { name });
  }
}
