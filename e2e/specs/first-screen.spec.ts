import { expect, test, type Page } from "@playwright/test";

import { FaqPage } from "../pages/faq-page";
import { AccountMenu } from "../pages/account-menu";
import { HomePage } from "../pages/home-page";
import { createVerifiedAccount } from "../fixtures/accounts";
import { placeTransferOrder } from "../fixtures/shopper-orders";
import { startSessionThroughApi } from "../fixtures/sign-in";
import { SCREEN_FREE } from "../fixtures/tags";

/**
 * Holds the shell's scripts back until the returned function is called: the visitor acts on the server's screen.
 * `firstScript`: the page's own first scripts (the storage script, then main.js) run meanwhile, as they do on a
 * phone while the rest arrives.
 */
async function holdScripts(page: Page, { firstScript = false } = {}): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/static/js/**", async (route) => {
    if (!(firstScript && /\/static\/js\/(?:storage|main)\.[^/]+\.js$/.test(new URL(route.request().url()).pathname))) await released;
    await route.continue();
  });
  return release;
}

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

  test("names the store's icons, drawn as PNG for the tab and the home screen", SCREEN_FREE, async ({ page }) => {
    await page.goto("/");
    const icons = [
      await page.locator('link[rel="icon"]').getAttribute("href"),
      await page.locator('link[rel="apple-touch-icon"]').getAttribute("href"),
    ];
    // An SVG icon would be a document of its own, built on the page's main thread while the store starts.
    for (const href of icons) {
      const response = await page.request.get(href!);
      expect(response.status(), href!).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect((await response.body()).subarray(1, 4).toString()).toBe("PNG");
    }
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
  const release = await holdScripts(page);
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

test.describe("for a visitor who asked for less motion", () => {
  test.use({ contextOptions: { reducedMotion: "reduce" } });

  test("what was typed, the focus and the caret carry over to the live search", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const early = page.getByRole("textbox", { name: "Mau ke mana?" });
    await early.fill("jepang");
    await early.press("ArrowLeft");
    await early.press("ArrowLeft");
    release();

    const home = new HomePage(page);
    await expect(page.locator("#first-screen")).toHaveCount(0);
    await expect(home.search).toHaveValue("jepang");
    await expect(home.search).toBeFocused();
    expect(await home.search.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4);
    await expect(home.searchResult("Jepang")).toBeVisible();
    // Typing goes on where the caret was.
    await page.keyboard.type("x");
    await expect(home.search).toHaveValue("jepaxng");
  });
});

test("the sign-in form the server drew keeps what was typed when the app takes over, and signs in", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/riwayat-order", { waitUntil: "commit" });
  // A visitor without a session: the server shows the sign-in form at once.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Masuk");
  await page.getByLabel("Email").fill("belum-ada@example.com");
  await page.getByLabel("Password", { exact: true }).fill("rahasia-123");
  await page.getByLabel("Password", { exact: true }).press("Home");
  // Enter before the scripts sends nothing: the address keeps no password.
  await page.getByLabel("Password", { exact: true }).press("Enter");
  expect(page.url()).not.toContain("rahasia");
  release();

  await expect(page).toHaveURL(/\/login\?next=%2Friwayat-order$/);
  await expect(page.locator("#first-screen")).toHaveCount(0);
  await expect(page.getByLabel("Email")).toHaveValue("belum-ada@example.com");
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveValue("rahasia-123");
  await expect(password).toBeFocused();
  expect(await password.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(0);
  // The live form has what was typed in its own state: signing in answers for that address.
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Email tidak terdaftar");
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

test.describe("content pages before their scripts run", () => {
  test.use({ javaScriptEnabled: false });

  test("the about page and a legal page show their hero", async ({ page }) => {
    await page.goto("/tentang");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tentang Kami");
    await expect(page.getByText(/^Kelana eSIM membantu pelancong Indonesia/)).toBeVisible();
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Syarat & Ketentuan");
    await expect(page.getByText("Berlaku sejak 1 November 2026")).toBeVisible();
  });

  test("the forgotten-password form is there to type into", async ({ page }) => {
    await page.goto("/forgot-password");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lupa Kata Sandi");
    await expect(page.getByRole("textbox", { name: "Email" })).toBeEditable();
    await expect(page.getByRole("button", { name: "Kirim link reset" })).toBeVisible();
  });

  test("the checkout asks a visitor without a session to sign in", async ({ page }) => {
    await page.goto("/checkout/jp-esim-5gb-5d");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Masuk");
    await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible();
  });
});

test("a signed-in shopper's checkout shows what is being bought before the scripts, and keeps it in place", async ({ page, request }) => {
  await startSessionThroughApi(page, await createVerifiedAccount(request));
  const release = await holdScripts(page);
  await page.goto("/checkout/jp-esim-5gb-5d", { waitUntil: "commit" });
  await expect(page.locator("#first-screen")).toContainText("eSIM Jepang 5GB 5 Hari");
  const card = page.getByRole("heading", { name: "Alamat Anda" });
  await expect(card).toBeVisible();
  await expect(page.getByRole("list", { name: "Langkah checkout" }).getByRole("listitem")).toHaveCount(4);
  await page.waitForFunction(() => [...document.querySelectorAll("link[rel=stylesheet]")].every((link) => (link as HTMLLinkElement).sheet));
  const before = await card.boundingBox();
  release();
  await expect(page.locator("#first-screen")).toHaveCount(0);
  // The live step's fields are there under the same card title, which has not moved.
  await expect(page.getByRole("combobox", { name: "Provinsi" })).toBeVisible();
  const after = await card.boundingBox();
  expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(2);
  expect(Math.abs(after!.x - before!.x)).toBeLessThanOrEqual(2);
});

test("a signed-in shopper's order history shows its tabs before the scripts, then the orders under the same heading", async ({ page, request }) => {
  const shopper = await placeTransferOrder(request);
  await startSessionThroughApi(page, shopper);
  const release = await holdScripts(page);
  await page.goto("/riwayat-order", { waitUntil: "commit" });
  const heading = page.getByRole("heading", { level: 1, name: "Riwayat Order" });
  await expect(heading).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Status order" }).getByRole("tab");
  await expect(tabs).toHaveCount(5);
  await expect(page.getByRole("tab", { name: "Menunggu Pembayaran" })).toHaveAttribute("aria-selected", "true");
  await page.waitForFunction(() => [...document.querySelectorAll("link[rel=stylesheet]")].every((link) => (link as HTMLLinkElement).sheet));
  const before = await heading.boundingBox();
  release();
  await expect(page.locator("#first-screen")).toHaveCount(0);
  // The live list, with the shopper's order, under the heading that has not moved.
  await expect(page.getByText(shopper.orderId)).toBeVisible();
  await expect(page.getByRole("tab", { name: "Menunggu Pembayaran" })).toHaveAttribute("aria-selected", "true");
  const after = await heading.boundingBox();
  expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(2);
});

test("the order history shows the shopper's own orders before the scripts, and a card's button pressed then is answered", async ({ page, request }) => {
  const shopper = await placeTransferOrder(request);
  await startSessionThroughApi(page, shopper);
  // The store keeps the session's token for this page only, so that the server can draw the shopper's orders.
  await page.goto("/riwayat-order");
  await expect(page.getByText(shopper.orderId)).toBeVisible();
  const kept = (await page.context().cookies()).find((cookie) => cookie.name === "kelana_orders_page");
  expect(kept?.path).toBe("/riwayat-order");
  expect(kept?.sameSite).toBe("Lax");

  const release = await holdScripts(page, { firstScript: true });
  await page.goto("/riwayat-order", { waitUntil: "commit" });
  const drawn = page.locator("#first-screen").getByRole("article");
  await expect(drawn).toHaveCount(1);
  await expect(drawn.getByText(shopper.orderId)).toBeVisible();
  await expect(drawn.getByText("Menunggu pembayaran")).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => /\/main\.[^/]+\.js$/.test(entry.name)));
  await drawn.getByRole("button", { name: "Detail" }).click();
  await expect(drawn.getByRole("button", { name: "Detail" })).toHaveAttribute("aria-busy", "true");
  release();
  await expect(page.locator("#first-screen")).toHaveCount(0);
  // The press was not lost: the live card's details open, for that order.
  const details = page.getByRole("dialog", { name: "Detail transaksi" });
  await expect(details).toBeVisible();
  await expect(details.getByText(shopper.orderId)).toBeVisible();
});

test("signing out takes the order history's copy of the session with it", async ({ page, request }) => {
  const shopper = await placeTransferOrder(request);
  await startSessionThroughApi(page, shopper);
  await page.goto("/riwayat-order");
  await expect(page.getByText(shopper.orderId)).toBeVisible();
  await new AccountMenu(page).choose("Keluar");
  await expect.poll(async () => (await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("kelana_orders_page");
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("kelana_signed_in");
});

test("a signed-in shopper's quota page names itself before the scripts, and its heading stays put", async ({ page, request }) => {
  await startSessionThroughApi(page, await createVerifiedAccount(request));
  const release = await holdScripts(page);
  await page.goto("/cek-kuota", { waitUntil: "commit" });
  const heading = page.getByRole("heading", { level: 1, name: "Cek Kuota" });
  await expect(heading).toBeVisible();
  await page.waitForFunction(() => [...document.querySelectorAll("link[rel=stylesheet]")].every((link) => (link as HTMLLinkElement).sheet));
  const before = await heading.boundingBox();
  release();
  await expect(page.locator("#first-screen")).toHaveCount(0);
  await expect(page.getByText("Anda belum memiliki eSIM atau kartu SIM Kelana.")).toBeVisible();
  const after = await heading.boundingBox();
  expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(2);
});

test("a tab chosen on the order history before the scripts run opens that tab", async ({ page, request }) => {
  await startSessionThroughApi(page, await createVerifiedAccount(request));
  const release = await holdScripts(page);
  await page.goto("/riwayat-order", { waitUntil: "commit" });
  await page.getByRole("tab", { name: "Selesai" }).click();
  await expect(page).toHaveURL(/\/riwayat-order\?tab=provisioned$/);
  await expect(page.getByRole("tab", { name: "Selesai" })).toHaveAttribute("aria-selected", "true");
  release();
  await expect(page.locator("#first-screen")).toHaveCount(0);
  // The live page keeps the tab the shopper chose.
  await expect(page.getByRole("tab", { name: "Selesai" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Belum ada order di sini.")).toBeVisible();
});

test("an English order history's tab chosen before the scripts run keeps the page in English", async ({ page, request }) => {
  // An Indonesian browser that opened the English address: the language is in the address only.
  await startSessionThroughApi(page, await createVerifiedAccount(request));
  const release = await holdScripts(page);
  await page.goto("/riwayat-order?lng=en", { waitUntil: "commit" });
  await page.getByRole("tab", { name: "Completed" }).click();
  await expect(page).toHaveURL(/\/riwayat-order\?tab=provisioned&lng=en$/);
  release();
  await expect(page.locator("#first-screen")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Order History" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Completed" })).toHaveAttribute("aria-selected", "true");
});

for (const [path, title] of [
  ["/faq-page", "Pertanyaan yang Sering Diajukan"],
  ["/tentang", "Tentang Kami"],
  ["/panduan", "Panduan"],
  ["/region-orders/EU", "Paket eSIM Eropa"],
  ["/special-paket-orders", "Paket Spesial Umrah & Haji"],
  ["/special-promo/HUTRI80", "Merdeka! eSIM gratis HUT RI ke-80"],
  ["/scanner", "Pindai Kartu SIM"],
  ["/verify-account", "Verifikasi Akun"],
  ["/auth/action?mode=resetPassword&oobCode=unknown", "Atur Ulang Kata Sandi"],
]) {
  test(`${path}: the hero's heading stays where it was drawn when the store takes over`, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(title);
    // As painted: once the page's stylesheets apply (a layout before them puts the text elsewhere).
    await page.waitForFunction(() => [...document.querySelectorAll("link[rel=stylesheet]")].every((link) => (link as HTMLLinkElement).sheet));
    const before = await heading.boundingBox();
    release();
    await expect(page.locator("#first-screen")).toHaveCount(0);
    await expect(heading).toHaveText(title);
    if (path === "/faq-page") await expect(new FaqPage(page).question(1)).toBeVisible();
    if (path.startsWith("/region")) await expect(page.getByRole("tab").first()).toBeVisible();
    const after = await heading.boundingBox();
    // Where the visitor started reading is where the text stays.
    expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(2);
    expect(Math.abs(after!.x - before!.x)).toBeLessThanOrEqual(2);
  });
}
