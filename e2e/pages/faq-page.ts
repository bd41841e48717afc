import { expect, type Locator, type Page } from "@playwright/test";

/** /faq-page: the numbered question accordion. */
export class FaqPage {
  readonly page: Page;
  readonly questions: Locator;

  constructor(page: Page) {
    this.page = page;
    this.questions = page.locator(".faq-accordion").getByRole("button");
  }

  async open() {
    await this.page.goto("/faq-page");
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(this.questions.first()).toBeVisible();
  }

  /** The question whose visible number is `n` (numbered from 1). */
  question(n: number) {
    return this.page.getByRole("button", { name: new RegExp(`^${n}\\.\\s`) });
  }

  answerOf(n: number) {
    return this.page.getByRole("region", { name: new RegExp(`^${n}\\.\\s`) });
  }
}
