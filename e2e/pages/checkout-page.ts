import { expect, type Locator, type Page } from "@playwright/test";

/** /checkout/{product}/{location?}/{promo?}: the four steps, found by role and label as a shopper finds them. */
export class CheckoutPage {
  constructor(readonly page: Page) {}

  async open(productId: string, location = "JP", promo?: string) {
    await this.page.goto(`/checkout/${productId}/${location}${promo ? `/${promo}` : ""}`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  }

  stepTitle(name: string | RegExp): Locator {
    return this.page.getByRole("heading", { level: 2, name });
  }

  currentStep(): Locator {
    return this.page.getByRole("list", { name: "Langkah checkout" }).locator('[aria-current="step"]');
  }

  continue(): Locator {
    return this.page.getByRole("button", { name: "Lanjutkan" });
  }

  back(): Locator {
    return this.page.getByRole("button", { name: "Kembali" });
  }

  pickupPoint(name: string | RegExp): Locator {
    return this.page.getByRole("radio", { name });
  }

  area(label: "Provinsi" | "Kabupaten/Kota" | "Kecamatan" | "Kelurahan/Desa"): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  promo(): Locator {
    return this.page.getByLabel("Kode promo");
  }

  terms(): Locator {
    return this.page.getByRole("checkbox", { name: /syarat dan ketentuan/ });
  }

  pay(): Locator {
    return this.page.getByRole("button", { name: /^(Bayar Rp\.|Klaim sekarang)/ });
  }

  /** Steps 1 to 3 with a pickup point and the profile's own details. */
  async throughToSummaryPickingUpAt(point: string | RegExp) {
    await this.pickupPoint(point).check();
    await this.continue().click();
    await expect(this.stepTitle("Data diri")).toBeVisible();
    await this.fillPersonalIfEmpty();
    await this.continue().click();
    await expect(this.stepTitle("Tinjau order")).toBeVisible();
    await this.continue().click();
    await expect(this.stepTitle("Ringkasan order")).toBeVisible();
  }

  /** Steps 1 to 3 of an eSIM (its address step, then the profile's own details). */
  async throughToSummaryOfAnEsim() {
    await this.continue().click();
    await this.fillPersonalIfEmpty();
    await this.continue().click();
    await this.continue().click();
    await expect(this.stepTitle("Ringkasan order")).toBeVisible();
  }

  async fillPersonalIfEmpty() {
    const name = this.page.getByLabel("Nama lengkap");
    if (!(await name.inputValue())) await name.fill("Dewi Anggraini");
    const phone = this.page.getByLabel("Nomor telepon");
    if (!(await phone.inputValue())) await phone.fill("+6281234567890");
  }
}
