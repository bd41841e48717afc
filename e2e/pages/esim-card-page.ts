import { expect, type Locator, type Page } from "@playwright/test";

/** /esim/{order}: one order's eSIM card (QR, the two codes to type, one-tap links, install steps). */
export class EsimCardPage {
  constructor(readonly page: Page) {}

  async open(orderId: string) {
    await this.page.goto(`/esim/${orderId}`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Kartu eSIM" })).toBeVisible();
  }

  qr(orderId: string): Locator {
    return this.page.getByRole("img", { name: `Kode QR eSIM pesanan ${orderId}` });
  }

  /** A code on its own line, by its label: "Alamat SM-DP+", "Kode aktivasi (Matching ID)", "ICCID". */
  code(label: string): Locator {
    return this.page.getByRole("group", { name: label });
  }

  copy(label: string): Locator {
    return this.code(label).getByRole("button", { name: `Salin ${label}` });
  }

  download(): Locator {
    return this.page.getByRole("link", { name: "Unduh kode QR" });
  }

  inAppNotice(): Locator {
    return this.page.getByRole("note", { name: "Buka di browser ponsel Anda" });
  }

  /** Shown once the card is kept on this device for offline use. */
  keptOffline(): Locator {
    return this.page.getByText("Kartu ini tersimpan di perangkat ini");
  }
}
