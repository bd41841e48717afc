import { expect, type Locator, type Page } from "@playwright/test";

/** /kontak (SPEC §2 Contact): the form and the support contact beside it. */
export class ContactPage {
  readonly page: Page;
  readonly name: Locator;
  readonly email: Locator;
  readonly address: Locator;
  readonly phoneCode: Locator;
  readonly phone: Locator;
  readonly message: Locator;
  readonly send: Locator;

  constructor(page: Page) {
    this.page = page;
    this.name = page.getByLabel("Nama lengkap");
    this.email = page.getByLabel("Email", { exact: true });
    this.address = page.getByLabel("Alamat");
    this.phoneCode = page.getByLabel("Kode negara");
    this.phone = page.getByLabel("Nomor telepon");
    this.message = page.getByLabel("Pesan", { exact: true });
    this.send = page.getByRole("button", { name: "Kirim Pesan" });
  }

  async open() {
    await this.page.goto("/kontak");
    await expect(this.page.getByRole("heading", { level: 1, name: "Hubungi Kami" })).toBeVisible();
  }

  async fill(values: { name: string; email: string; address: string; phone: string; message: string }) {
    await this.name.fill(values.name);
    await this.email.fill(values.email);
    await this.address.fill(values.address);
    await this.phone.fill(values.phone);
    await this.message.fill(values.message);
  }

  status() {
    return this.page.getByRole("status").filter({ hasNotText: /^$/ });
  }

  alert() {
    return this.page.getByRole("alert");
  }
}
