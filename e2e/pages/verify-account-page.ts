import { expect, type Page } from "@playwright/test";

/** /verify-account (SPEC §2 Verify account). */
export class VerifyAccountPage {
  constructor(readonly page: Page) {}

  async open(email?: string) {
    await this.page.goto(email ? `/verify-account?email=${encodeURIComponent(email)}` : "/verify-account");
    await expect(this.page.getByRole("heading", { level: 1, name: "Verifikasi Akun" })).toBeVisible();
  }

  codeGroup() {
    return this.page.getByRole("group", { name: "Kode verifikasi" });
  }

  box(position: number) {
    return this.page.getByRole("textbox", { name: `Digit ${position} dari 6` });
  }

  /** Types the code digit by digit, as a person does; focus moves on by itself. */
  async typeCode(code: string) {
    await this.box(1).click();
    await this.page.keyboard.type(code);
  }

  /** Pastes the code into a box, as from the e-mail. */
  async pasteCode(code: string, position = 1) {
    await this.box(position).focus();
    await this.box(position).evaluate((box, text) => {
      const data = new DataTransfer();
      data.setData("text/plain", text);
      box.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
  }

  async boxValues() {
    return this.codeGroup().getByRole("textbox").evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value).join(""));
  }

  verifyButton() {
    return this.page.getByRole("button", { name: "Verifikasi", exact: true });
  }

  resendButton() {
    return this.page.getByRole("button", { name: "Kirim ulang kode" });
  }
}
