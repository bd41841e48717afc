import { expect, test } from "@playwright/test";

import { HomePage } from "../pages/home-page";

// The home page as the server sends it: its first screen is drawn before any script runs (modules/web/first_screen.py).
test.describe("the home page before its scripts run", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the hero and the search box inside the first screen", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Beli eSIM untuk perjalanan Anda");
    const search = page.getByRole("search").getByRole("textbox", { name: "Mau ke mana?" });
    await expect(search).toBeVisible();
    await expect(page.getByRole("link", { name: "Kelana eSIM, ke Beranda" })).toBeVisible();
    const box = await search.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  });

  test("speaks English to an English browser", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buy an eSIM for your trip");
    await expect(page.getByRole("textbox", { name: "Where to?" })).toBeVisible();
    await context.close();
  });
});

test("what a visitor types before the scripts arrive carries over to the live search", async ({ page }) => {
  // Hold the shell's scripts until the visitor has typed into the server's search box.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/static/js/**", async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  const early = page.getByRole("textbox", { name: "Mau ke mana?" });
  await early.fill("jep");
  release();

  const home = new HomePage(page);
  await expect(home.search).toHaveValue("jep");
  await expect(home.search).toBeFocused();
  await expect(home.searchResult("Jepang")).toBeVisible();
  // One page, one heading: the server's first screen is gone.
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.locator("#first-screen")).toHaveCount(0);
});

test.describe("a country page before its scripts run", () => {
  test.use({ javaScriptEnabled: false });

  test("shows its banner with the country's name", async ({ page }) => {
    await page.goto("/orders/JP");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paket eSIM Jepang");
    await expect(page.getByText("Pilih paket untuk perjalanan Anda, termurah lebih dulu.")).toBeVisible();
  });
});

test("a country page hands over to the store once its packages are shown", async ({ page }) => {
  await page.goto("/orders/JP");
  await expect(page.getByRole("tab", { name: "eSIM" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paket eSIM Jepang");
  await expect(page.locator("#first-screen")).toHaveCount(0);
});
