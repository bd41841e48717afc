import { expect, test } from "@playwright/test";
import { PrivacyPolicyPage } from "../pages/privacy-policy-page";

// SPEC §2: every section of the privacy policy, under these exact anchors.
const ANCHORS = [
  "kebijakan-privasi",
  "pengumpulan-data",
  "app-info",
  "penggunaan-data",
  "pembagian-informasi",
  "penyimpanan-data",
  "penerusan-data",
  "hapus-data",
  "pengungkapan-data",
  "privasi-anak",
  "tautan-lain",
  "perubahan-kebijakan",
  "hubungi-kami",
];

test.describe("privacy policy", () => {
  test("a deep link to #hapus-data shows that section below the top bar", async ({ page }) => {
    const policy = new PrivacyPolicyPage(page);
    await policy.open("hapus-data");
    await expect(policy.section("hapus-data")).toBeVisible();
    await expect.poll(() => policy.sectionHeadingInView("hapus-data")).toBe(true);
    await expect.poll(() => policy.sectionHeadingInView("kebijakan-privasi")).toBe(false);
  });

  test("every SPEC anchor exists and the table of contents links to each", async ({ page }) => {
    const policy = new PrivacyPolicyPage(page);
    await policy.open();
    for (const anchor of ANCHORS) {
      await expect(policy.section(anchor)).toHaveCount(1);
      await expect(policy.contents.locator(`a[href="#${anchor}"]`)).toHaveCount(1);
    }
    await expect(policy.section("hubungi-kami").getByRole("link", { name: "bantuan@kelana.id" })).toBeVisible();
  });

  test("a link in the table of contents scrolls to its section", async ({ page }) => {
    const policy = new PrivacyPolicyPage(page);
    await policy.open();
    await policy.contents.locator('a[href="#privasi-anak"]').click();
    await expect(page).toHaveURL(/#privasi-anak$/);
    await expect.poll(() => policy.sectionHeadingInView("privasi-anak")).toBe(true);
  });
});
