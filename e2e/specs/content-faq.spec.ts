import { expect, test } from "@playwright/test";
import { FaqPage } from "../pages/faq-page";

test.describe("FAQ", () => {
  test("the first question is open; opening another closes it; clicking the open one closes it", async ({ page }) => {
    const faq = new FaqPage(page);
    await faq.open();
    await expect(faq.question(1)).toHaveAttribute("aria-expanded", "true");
    await expect(faq.answerOf(1)).toBeVisible();

    await faq.question(3).click();
    await expect(faq.question(3)).toHaveAttribute("aria-expanded", "true");
    await expect(faq.answerOf(3)).toBeVisible();
    await expect(faq.question(1)).toHaveAttribute("aria-expanded", "false");
    await expect(faq.answerOf(1)).toBeHidden();

    await faq.question(3).click();
    await expect(faq.question(3)).toHaveAttribute("aria-expanded", "false");
  });

  test("questions are numbered from 1 in English too", async ({ page }) => {
    const faq = new FaqPage(page);
    await page.goto("/faq-page?lng=en");
    await expect(faq.question(1)).toContainText("What is an eSIM?");
    await expect(faq.questions).toHaveCount(10);
  });
});
