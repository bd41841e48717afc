import { expect, test } from "@playwright/test";
import { GuidePage } from "../pages/guide-page";

test.describe("guide", () => {
  test("the device check opens by keyboard, shows tablets as coming soon and closes with Escape", async ({ page }) => {
    const guide = new GuidePage(page);
    await guide.open();
    await guide.openDeviceCheckByKeyboard();

    await expect(guide.deviceTab(/smartphone/i)).toHaveAttribute("aria-selected", "true");
    await guide.deviceTab(/smartphone/i).focus();
    await page.keyboard.press("ArrowRight");
    await expect(guide.deviceTab(/tablet/i)).toHaveAttribute("aria-selected", "true");
    await expect(guide.deviceTab(/tablet/i)).toBeFocused();
    await expect(guide.deviceModal.getByText("Segera hadir")).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(guide.deviceModal).toBeHidden();
    await expect(guide.deviceCheckButton).toBeFocused();
  });

  test("brands open one at a time and list their models three per row", async ({ page }) => {
    const guide = new GuidePage(page);
    await guide.open();
    await guide.deviceCheckButton.click();

    await guide.brandButton("Apple").click();
    await expect(guide.brandModels("Apple")).toHaveCount(21);
    const tops = await guide.brandModels("Apple").evaluateAll((items) =>
      items.slice(0, 4).map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(tops[0]).toBe(tops[1]);
    expect(tops[1]).toBe(tops[2]);
    expect(tops[3]).toBeGreaterThan(tops[2]);

    await guide.brandButton("Google").click();
    await expect(guide.brandModels("Google")).toHaveCount(9);
    await expect(guide.brandButton("Apple")).toHaveAttribute("aria-expanded", "false");
  });

  test("the activation tabs show numbered steps for the website and the app", async ({ page }) => {
    const guide = new GuidePage(page);
    await guide.open();
    await expect(guide.activationTab(/website/i)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("listitem").first()).toContainText("Pilih tujuan");
    await guide.activationTab(/kelana app/i).click();
    await expect(page.getByRole("tabpanel").getByText("Unduh Kelana App", { exact: true })).toBeVisible();
  });
});
