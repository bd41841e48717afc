import { expect, type Locator, type Page } from "@playwright/test";

/** /privacy-policy: table of contents and sections under their fixed SPEC anchors. */
export class PrivacyPolicyPage {
  readonly page: Page;
  readonly contents: Locator;

  constructor(page: Page) {
    this.page = page;
    this.contents = page.getByRole("navigation", { name: /daftar isi|contents/i });
  }

  async open(anchor?: string) {
    await this.page.goto(anchor ? `/privacy-policy#${anchor}` : "/privacy-policy");
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  section(anchor: string) {
    return this.page.locator(`section[id="${anchor}"]`);
  }

  /** True when the section's heading sits inside the viewport, below the fixed top bar. */
  async sectionHeadingInView(anchor: string) {
    return this.section(anchor)
      .getByRole("heading", { level: 2 })
      .evaluate((heading) => {
        const box = heading.getBoundingClientRect();
        const topBar = document.querySelector(".topbar")?.getBoundingClientRect().bottom ?? 0;
        return box.top >= topBar && box.bottom <= window.innerHeight;
      });
  }
}
