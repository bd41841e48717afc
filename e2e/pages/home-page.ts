import { expect, type Locator, type Page } from "@playwright/test";

/** /: destination search, popular scroller and the destination tabs. */
export class HomePage {
  readonly page: Page;
  readonly search: Locator;
  readonly popular: Locator;

  constructor(page: Page) {
    this.page = page;
    this.search = page.getByRole("combobox", { name: /mau ke mana|where to/i });
    this.popular = page.getByRole("region", { name: /destinasi populer|popular destinations/i });
  }

  async open() {
    await this.page.goto("/");
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
    // The server's first screen (`/`, a country page) has no menus: wait until the store has taken over.
    await expect(this.page.locator("#first-screen")).toHaveCount(0);
  }

  popularCard(name: string) {
    return this.popular.getByRole("link", { name: new RegExp(name) });
  }

  get results() {
    return this.page.getByRole("listbox", { name: /destinasi yang cocok|matching destinations/i });
  }

  searchResult(name: string) {
    return this.results.getByRole("option", { name: new RegExp(name) });
  }
}
