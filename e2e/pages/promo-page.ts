import { expect, type Locator, type Page } from "@playwright/test";

/** /special-promo/{code} (SPEC §2 Promo page): the landing and its grid of countries. */
export class PromoPage {
  readonly page: Page;
  readonly countries: Locator;

  constructor(page: Page) {
    this.page = page;
    this.countries = page.getByRole("list").filter({ has: page.getByRole("button", { name: /Klaim|Claim/ }) }).getByRole("button");
  }

  async open(code = "") {
    await this.page.goto(`/special-promo/${code}`);
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  country(name: string) {
    return this.page.getByRole("button", { name: new RegExp(`^${name}\\b`) });
  }
}
