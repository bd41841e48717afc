import { expect, type Locator, type Page } from "@playwright/test";

/** The profile and change-password dialogs the My Account menu opens (loaded from the account remote). */
export class ProfileDialog {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole("dialog", { name: "Profil Saya" });
  }

  name() {
    return this.dialog.getByRole("textbox", { name: "Nama lengkap" });
  }

  phone() {
    return this.dialog.getByRole("textbox", { name: "Nomor HP" });
  }

  occupation() {
    return this.dialog.getByRole("combobox", { name: "Tujuan perjalanan" });
  }

  email() {
    return this.dialog.getByRole("textbox", { name: "Email" });
  }

  iccids() {
    return this.dialog.getByRole("combobox", { name: "ICCID terdaftar" });
  }

  usageAlerts() {
    return this.dialog.getByRole("switch", { name: "Email pemberitahuan kuota" });
  }

  save() {
    return this.dialog.getByRole("button", { name: "Simpan" });
  }

  async expectOpen() {
    await expect(this.dialog).toBeVisible();
    await expect(this.name()).toBeVisible();
  }
}

export class ChangePasswordDialog {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole("dialog", { name: "Ubah Password" });
  }

  async change(oldPassword: string, newPassword: string, confirmation = newPassword) {
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByLabel("Password lama", { exact: true }).fill(oldPassword);
    await this.dialog.getByLabel("Password baru", { exact: true }).fill(newPassword);
    await this.dialog.getByLabel("Konfirmasi password baru", { exact: true }).fill(confirmation);
    await this.dialog.getByRole("button", { name: "Ubah Password" }).click();
  }

  alert() {
    return this.dialog.getByRole("alert");
  }
}
