import { expect, test, type Page } from "@playwright/test";

import { createVerifiedAccount } from "../fixtures/accounts";
import { orderAs } from "../fixtures/shopper-orders";

// The store's own Indonesian words (and the raw names of its states and product types), any of which on an
// English screen means a text was not translated. Street names and pickup points are the buyer's own data and
// are not listed.
const INDONESIAN = [
  "Beranda", "Masuk", "Daftar", "Keluar", "Bayar", "Pesanan", "Paket", "paket", "Kuota", "kuota", "Hari", "hari",
  "Berlaku", "Belum", "belum", "Sudah", "Lihat", "Aktifkan", "Batal", "Lanjut", "Kembali", "Tidak", "tidak", "dan",
  "untuk", "dengan", "yang", "Jepang", "Korea Selatan", "Eropa", "Harga", "Mulai", "mulai", "Gratis", "Bantuan",
  "Kirim", "Tutup", "Riwayat", "Pembayaran", "pembayaran", "berhasil", "Menunggu", "Diproses", "Dikirim", "Selesai",
  "Januari", "Februari", "Maret", "Mei", "Juni", "Juli", "Agustus", "Oktober", "Desember", "Senin", "Selasa", "Rabu",
  "Kamis", "Jumat", "Sabtu", "Minggu", "Singapura", "Tiongkok", "Semua", "semua", "Cari", "Negara", "negara",
  "ASSIGNED", "ACTIVE", "PAID", "physical_sim", "esim_bundle", "sim_bundle", "data_package",
];
const WORDS = new RegExp(`(?<![\\p{L}\\p{N}_])(${INDONESIAN.join("|")})(?![\\p{L}\\p{N}_])`, "gu");

/** The Indonesian words a screen shows (its text, its open dialogs, the accessible names of its controls). */
async function indonesianOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const labels = [...document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")].map((element) =>
      ["aria-label", "placeholder", "title", "alt"].map((name) => element.getAttribute(name) ?? "").join(" "),
    );
    return `${document.title}\n${document.body.innerText}\n${labels.join("\n")}`;
  });
  return [...new Set([...text.matchAll(WORDS)].map((match) => match[1]))];
}

async function expectEnglish(page: Page, screen: string) {
  // The screen has settled: the live page has replaced the server's first screen (whose head is in the address's
  // language, and which a tab on the order history, a link before the scripts, brings back), and no skeletons or busy
  // regions are left.
  await expect(page.locator("#first-screen")).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  expect(await indonesianOn(page), `Indonesian words on ${screen}`).toEqual([]);
}

async function inEnglish(page: Page, path: string, heading?: RegExp) {
  await page.goto(path);
  if (heading) await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
  else await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("#first-screen")).toHaveCount(0);
}

test.describe("the store in English", () => {
  test.use({ locale: "en-US", extraHTTPHeaders: { "Accept-Language": "en-US,en;q=0.9" } });

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: "i18next", value: "en", url: baseURL! }]);
  });

  test("a visitor's screens have no Indonesian words", async ({ page }) => {
    const screens: [string, RegExp?][] = [
      ["/"],
      ["/orders/JP", /Japan/],
      ["/orders/KR", /South Korea/],
      ["/orders/SA", /Saudi Arabia/],
      ["/region-orders/EU", /Europe/],
      ["/special-paket-orders"],
      ["/tentang", /About us/],
      ["/panduan"],
      ["/faq-page"],
      ["/kontak"],
      ["/register"],
      ["/forgot-password"],
    ];
    for (const [path, heading] of screens) {
      await inEnglish(page, path, heading);
      await expectEnglish(page, path);
    }
    // A product's details.
    await inEnglish(page, "/orders/JP", /Japan/);
    await page.getByRole("button", { name: /details/i }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectEnglish(page, "a product's details on /orders/JP");
    // The check finds the store's Indonesian when it is there.
    await inEnglish(page, "/tentang?lng=id");
    expect(await indonesianOn(page)).toContain("Beranda");
  });

  test("a shopper's screens have no Indonesian words: checkout, payment result, order history, quota", async ({ page, request }) => {
    test.slow(); // a real sign-up, an order paid at the sandbox and provisioned by the store's jobs
    const account = await createVerifiedAccount(request);
    await inEnglish(page, "/login", /Log in/);
    await expectEnglish(page, "/login");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    const { orderId, paymentUrl } = await orderAs(page, { productId: "jp-esim-5gb-5d", method: "gateway", pay: true });
    await page.goto(paymentUrl);
    await page.getByRole("button", { name: /^(Pay|Bayar) Rp\./ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
    // The live page's main: the server's first screen (its own <main>, the heading only) stands until it has rendered.
    await expect(page.locator("#main")).toContainText(orderId, { timeout: 20_000 });
    await expectEnglish(page, "the payment result page");

    await inEnglish(page, "/checkout/jp-esim-5gb-5d");
    await expectEnglish(page, "checkout step 1");

    await inEnglish(page, "/riwayat-order");
    // The store's jobs provision the paid eSIM in the background.
    const card = page.getByRole("article").filter({ hasText: orderId.slice(-10) });
    await expect(async () => {
      await page.reload();
      await page.getByRole("tab", { name: "Completed" }).click();
      await expect(card).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    for (const tab of await page.getByRole("tab").all()) {
      await tab.click();
      await expectEnglish(page, `order history, tab ${await tab.textContent()}`);
    }
    await page.getByRole("tab", { name: "Completed" }).click();
    await card.getByRole("button", { name: /detail/i }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectEnglish(page, "the order's details");
    await page.getByRole("button", { name: "View receipt" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payment receipt" })).toBeVisible();
    await expectEnglish(page, "the receipt");
    await inEnglish(page, "/cek-kuota");
    await expectEnglish(page, "the quota page");
    await page.getByRole("button", { name: /eSIM/ }).first().click();
    await expect(page.getByText(/GB/).first()).toBeVisible();
    await expectEnglish(page, "the quota page's packages");
  });
});
