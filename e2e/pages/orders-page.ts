import { expect, type Locator, type Page } from "@playwright/test";

/** /orders/{code}: package tabs, product cards and the details dialog. */
export class OrdersPage {
  readonly page: Page;
  readonly cards: Locator;

  constructor(page: Page) {
    this.page = page;
    this.cards = page.getByRole("tabpanel").getByRole("article");
  }

  async open(code: string) {
    await this.page.goto(`/orders/${code}`);
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  tab(name: string) {
    return this.page.getByRole("tab", { name });
  }

  detailsDialog() {
    return this.page.getByRole("dialog");
  }
}
