import { expect, type Page } from "@playwright/test";

/** /login (SPEC §2 Login). */
export class LoginPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto("/login");
    await expect(this.page.getByRole("heading", { level: 1, name: "Masuk" })).toBeVisible();
    await this.liveForm();
  }

  /**
   * The server draws the sign-in form before the scripts run (e2e/specs/first-screen.spec.ts types into that one);
   * the journeys that use the form itself wait until the store's own form has taken over.
   */
  async liveForm() {
    await expect(this.page.locator("#first-screen")).toHaveCount(0);
  }

  email() {
    return this.page.getByRole("textbox", { name: "Email", exact: true });
  }

  password() {
    return this.page.getByLabel("Password", { exact: true });
  }

  async signIn(email: string, password: string) {
    await this.liveForm();
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole("button", { name: "Masuk", exact: true }).click();
  }

  alert() {
    return this.page.getByRole("alert");
  }
}
