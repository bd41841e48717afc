import { expect, type Locator, type Page } from "@playwright/test";

/** /payment/thankyou (where the payment page returns) and /payment/response (cash, transfer, promo claim). */
export class PaymentResultPage {
  constructor(readonly page: Page) {}

  async openFinish(orderId: string | null, status = "2") {
    await this.page.goto(`/payment/thankyou?status=${status}${orderId ? `&order_id=${orderId}` : ""}`);
  }

  async openResponse(query: Record<string, string>) {
    await this.page.goto(`/payment/response?${new URLSearchParams(query)}`);
  }

  /** The result's own heading (the page's level-1 heading is its title). */
  outcome(name: string | RegExp): Locator {
    return this.page.getByRole("heading", { level: 2, name });
  }

  /** The value the order's facts show next to a label ("ID order", "Produk", "Total", "Status"). */
  fact(label: string): Locator {
    return this.page
      .locator("dl > div")
      .filter({ has: this.page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }) })
      .getByRole("definition");
  }

  ordersLink(): Locator {
    return this.page.getByRole("link", { name: "Lihat riwayat order" });
  }

  async expectNoOrderShown(orderId: string) {
    await expect(this.outcome("Order tidak ditemukan")).toBeVisible();
    await expect(this.page.getByText(orderId)).toHaveCount(0);
    await expect(this.page.getByText(/Rp\./)).toHaveCount(0);
  }
}
