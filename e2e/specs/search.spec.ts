import { expect, test } from "@playwright/test";

import { HomePage } from "../pages/home-page";
import { StoreLayout } from "../pages/store-layout";

// Twenty destinations as travellers type them, in Indonesian and in English (names, abbreviations, trips), and the
// country each query finds first.
const DESTINATIONS: { id: [string, string]; en: [string, string] }[] = [
  { id: ["jep", "Jepang"], en: ["japan", "Japan"] },
  { id: ["arab", "Arab Saudi"], en: ["saudi", "Saudi Arabia"] },
  { id: ["umrah", "Arab Saudi"], en: ["umrah", "Saudi Arabia"] },
  { id: ["mekkah", "Arab Saudi"], en: ["makkah", "Saudi Arabia"] },
  { id: ["turki", "Turki"], en: ["turkiye", "Türkiye"] },
  { id: ["vietnam", "Vietnam"], en: ["viet", "Vietnam"] },
  { id: ["usa", "Amerika Serikat"], en: ["united states", "United States"] },
  { id: ["uk", "Inggris Raya"], en: ["uk", "United Kingdom"] },
  { id: ["uae", "Uni Emirat Arab"], en: ["uae", "United Arab Emirates"] },
  { id: ["korsel", "Korea Selatan"], en: ["south korea", "South Korea"] },
  { id: ["belanda", "Belanda"], en: ["netherlands", "Netherlands"] },
  { id: ["mesir", "Mesir"], en: ["egypt", "Egypt"] },
  { id: ["brasil", "Brasil"], en: ["brazil", "Brazil"] },
  { id: ["selandia", "Selandia Baru"], en: ["new zealand", "New Zealand"] },
  { id: ["swiss", "Swiss"], en: ["switzerland", "Switzerland"] },
  { id: ["KANADA", "Kanada"], en: ["CANADA", "Canada"] },
  { id: ["jerman", "Jerman"], en: ["germany", "Germany"] },
  { id: ["meksiko", "Meksiko"], en: ["mexico", "Mexico"] },
  { id: ["afrika selatan", "Afrika Selatan"], en: ["south africa", "South Africa"] },
  { id: ["singapura", "Singapura"], en: ["cote", "Côte d’Ivoire"] },
];
const ID_QUERIES = DESTINATIONS.map((destination) => destination.id);
const EN_QUERIES = DESTINATIONS.map((destination) => destination.en);

test.describe("destination search", () => {
  test("the search box is inside the first screen", async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    const box = await home.search.boundingBox();
    const viewport = page.viewportSize();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height);
  });

  test("finds countries by Indonesian names, abbreviations and trips", async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    for (const [query, name] of ID_QUERIES) {
      await home.search.fill(query);
      await expect(home.results.getByRole("option").first(), `"${query}"`).toContainText(name);
    }
  });

  test("finds countries by English names, accents ignored", async ({ page }) => {
    const home = new HomePage(page);
    await page.goto("/?lng=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buy an eSIM for your trip");
    for (const [query, name] of EN_QUERIES) {
      await home.search.fill(query);
      await expect(home.results.getByRole("option").first(), `"${query}"`).toContainText(name);
    }
  });

  test("arrows, Enter and Escape work the list like a combobox", async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await home.search.fill("korea");
    await expect(home.search).toHaveAttribute("aria-expanded", "true");
    await home.search.press("ArrowDown");
    const first = home.results.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(home.search).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await home.search.press("Escape");
    await expect(home.search).toHaveAttribute("aria-expanded", "false");
    await expect(home.search).toHaveValue("korea");
    await home.search.press("Escape");
    await expect(home.search).toHaveValue("");

    await home.search.fill("korsel");
    await home.search.press("ArrowDown");
    await home.search.press("Enter");
    await expect(page).toHaveURL(/\/orders\/KR$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paket eSIM Korea Selatan");
  });

  test("a country without its own page lists the regions covering it, cheapest first, at the price search promised", async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await home.search.fill("vietnam");
    const result = home.searchResult("Vietnam");
    const promised = (await result.textContent())!.match(/Rp\. [\d.]+/)![0];
    await result.click();
    await expect(page).toHaveURL(/\/orders\/VN$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paket eSIM Vietnam");
    await expect(page.getByRole("tab", { name: "eSIM" })).toHaveAttribute("aria-selected", "true");
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText(promised);
    await expect(cards.first()).toContainText(/ASEAN|Asia|Global/);
  });

  test("a country nothing covers says so and offers the contact form", async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await home.search.fill("korea utara");
    await expect(home.searchResult("Korea Utara")).toContainText("Belum tersedia");
    await home.searchResult("Korea Utara").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Korea Utara belum tersedia");
    await page.getByRole("link", { name: "Hubungi kami" }).click();
    await expect(page).toHaveURL(/\/kontak$/);
  });

  test("an unknown code shows a not-found state with a way back", async ({ page }) => {
    await page.goto("/orders/XX");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Destinasi tidak ditemukan");
    // No flag for a code nobody has: the banner keeps the globe, not the flag set's blank placeholder.
    await page.waitForLoadState("networkidle");
    const banner = page.locator(".orders-banner");
    await expect(banner.locator("svg.orders-banner__flag")).toBeVisible();
    await expect(banner.locator("img")).toHaveCount(0);
    await page.getByRole("link", { name: "Cari destinasi lain" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("screenshots of the search and the regional-only and uncovered country pages", async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await page.evaluate(() => document.fonts.ready);
  await home.search.fill("ara");
  await expect(home.results.getByRole("option").first()).toBeVisible();
  await home.search.press("ArrowDown");
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: `artifacts/screens/search-open-${width}.png` });
  const layout = new StoreLayout(page);
  await layout.open("/orders/VN");
  await expect(page.getByRole("article").first()).toBeVisible();
  await layout.screenshot("orders-vn");
  await layout.open("/orders/KP");
  await expect(page.getByRole("link", { name: "Hubungi kami" })).toBeVisible();
  await layout.screenshot("orders-kp");
});
