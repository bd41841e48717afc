import { expect, type Page } from "@playwright/test";

/** /login (SPEC §2 Login). */
export class LoginPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto("/login");
    await expect(this.page.getByRole("heading", { level: 1, name: "Masuk" })).toBeVisible();
  }

  email() {
    return this.page.getByRole("textbox", { name: "Email", exact: true });
  }

  password() {
    return this.page.getByLabel("Password", { exact: true });
  }

  async signIn(email: string, password: string) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole("button", { name: "Masuk", exact: true }).click();
  }

  alert() {
    return this.page.getByRole("alert");
  }
}
