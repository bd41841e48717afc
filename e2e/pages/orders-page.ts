import { expect, type Locator, type Page } from "@playwright/test";

/** The order pages (/orders/{code}, /region-orders/{code}, /special-paket-orders): tabs, product cards, details dialog. */
export class OrdersPage {
  readonly page: Page;
  readonly cards: Locator;

  constructor(page: Page) {
    this.page = page;
    this.cards = page.getByRole("main").getByRole("article");
  }

  async open(code: string) {
    await this.openPath(`/orders/${code}`);
  }

  async openPath(path: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
    // A country page arrives with the server's first screen: wait until the store has taken over.
    await expect(this.page.locator("#first-screen")).toHaveCount(0);
  }

  card(name: string) {
    return this.cards.filter({ has: this.page.getByRole("heading", { name, exact: true }) });
  }

  buyNow(card: Locator) {
    return card.getByRole("link", { name: /Beli sekarang|Buy now/ });
  }

  tab(name: string) {
    return this.page.getByRole("tab", { name });
  }

  detailsDialog() {
    return this.page.getByRole("dialog");
  }
}
