import { expect, test } from "@playwright/test";
import { storeSignedInUser } from "../fixtures/session";
import { StoreLayout } from "../pages/store-layout";
import { SCREEN_FREE } from "../fixtures/tags";

test.describe("routes and remotes", () => {
  test("an unknown path shows the not-found page whose link leads home", async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open("/tidak-ada-halaman-ini");
    await expect(layout.heading()).toHaveText(/tidak ditemukan/i);
    await page.getByRole("link", { name: "Kembali ke Beranda" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(layout.heading()).not.toHaveText(/tidak ditemukan/i);
  });

  test("a screen of each remote renders inside the shell", async ({ page }) => {
    await storeSignedInUser(page);
    const layout = new StoreLayout(page);
    const screens: Array<[string, RegExp]> = [
      ["/tentang", /Tentang Kami/], // catalog
      ["/login", /Masuk/], // account
      ["/payment/thankyou?status=2", /Terima Kasih/], // checkout (a page that asks the API nothing)
      ["/scanner", /Pindai/], // scanner
    ];
    for (const [path, heading] of screens) {
      await layout.open(path);
      await expect(layout.heading()).toHaveText(heading);
      await expect(layout.footer).toBeVisible();
    }
  });

  test("a guarded screen sends a visitor without a session to login", SCREEN_FREE, async ({ page }) => {
    const layout = new StoreLayout(page);
    await layout.open("/riwayat-order");
    await expect(page).toHaveURL(/\/login\?next=%2Friwayat-order$/);
    await expect(layout.heading()).toHaveText(/Masuk/);
  });

  test("a remote that fails to load offers a retry that works", async ({ page }) => {
    let failing = true;
    await page.route("**/mfe/account/**", (route) => (failing ? route.abort() : route.continue()));
    await page.goto("/login");
    const retry = page.getByRole("button", { name: "Coba lagi" });
    await expect(retry).toBeVisible();
    await expect(page.getByRole("alert")).toBeVisible();
    failing = false;
    await retry.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Masuk/);
  });

  test("a deep link is served the shell and routed on the client", SCREEN_FREE, async ({ page, request }) => {
    const response = await request.get("/orders/JP");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(response.headers()["cache-control"]).toContain("no-cache");
    await page.goto("/orders/JP");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
