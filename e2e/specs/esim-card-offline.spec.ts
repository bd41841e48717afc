import { expect, test, type Page } from "@playwright/test";

import { apiAs, buyOnTheSandbox } from "../fixtures/purchase";
import { signInNewShopper } from "../fixtures/sign-in";
import { SCREEN_FREE } from "../fixtures/tags";
import { AccountMenu } from "../pages/account-menu";
import { EsimCardPage } from "../pages/esim-card-page";
import { OrderHistoryPage } from "../pages/order-history-page";

const SMDP = "Alamat SM-DP+";
const MATCHING = "Kode aktivasi (Matching ID)";
const WHATSAPP =
  "Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 WhatsApp/2.24.9.78";

interface IccidDetails {
  iccid: string;
  smdp_address: string;
  matching_id: string;
  ios_install_url: string;
  android_install_url: string;
}

/** A signed-in shopper's eSIM, bought on the sandbox and issued by the telco simulator. */
async function provisionedEsim(page: Page) {
  const orderId = await buyOnTheSandbox(page, "jp-esim-5gb-5d");
  const token = await page.evaluate(() => localStorage.getItem("token"));
  await expect
    .poll(async () => (await page.request.get(`/api/user/orders/${orderId}/iccid`, { headers: { Authorization: `Bearer ${token}` } })).status(), {
      timeout: 30_000,
    })
    .toBe(200);
  const details = (await apiAs(page, `/api/user/orders/${orderId}/iccid`)).iccid_details as IccidDetails;
  return { orderId, details };
}

async function shot(page: Page, name: string) {
  // From the top, nothing focused: the picture is the page as it opens.
  await page.evaluate(async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page.screenshot({ path: `artifacts/screens/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

test.describe("the eSIM card, on its own page and offline", () => {
  test("a buyer opens the card from the order, copies the codes, reads it offline, and after signing out it is gone", async ({ page, context, request }) => {
    test.slow(); // sign-up, a purchase on the sandbox, and the simulator issuing the eSIM
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signInNewShopper(page, request);
    const { orderId, details } = await provisionedEsim(page);

    // From the order's details to its card.
    const history = new OrderHistoryPage(page);
    await history.open("?tab=provisioned");
    await history.waitForOrderIn("Selesai", orderId);
    await history.card(orderId).getByRole("button", { name: "Detail" }).click();
    await history.dialog("Detail transaksi").getByRole("link", { name: "Buka kartu eSIM" }).click();
    await expect(page).toHaveURL(`/esim/${orderId}`);

    const card = new EsimCardPage(page);
    await expect(card.qr(orderId)).toBeVisible();
    await expect(card.code(SMDP)).toContainText(details.smdp_address);
    await expect(card.code(MATCHING)).toContainText(details.matching_id);
    await expect(card.code("ICCID")).toContainText(details.iccid);
    await expect(page.getByRole("link", { name: "Pasang di iPhone" })).toHaveAttribute("href", details.ios_install_url);
    await expect(page.getByRole("link", { name: "Pasang di Android" })).toHaveAttribute("href", details.android_install_url);
    await expect(page.getByRole("heading", { name: "Cara memasang eSIM" })).toBeVisible();
    await expect(card.inAppNotice()).toHaveCount(0);

    await card.copy(MATCHING).click();
    await expect(card.copy(MATCHING)).toHaveText("Tersalin");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(details.matching_id);
    await expect(card.copy(MATCHING)).toHaveText("Salin", { timeout: 4_000 }); // the confirmation lasts 2 s
    await card.copy(SMDP).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(details.smdp_address);

    const download = page.waitForEvent("download");
    await card.download().click();
    expect((await download).suggestedFilename()).toBe(`esim-${orderId}.png`);

    // Kept on this device: without a connection, a reload still shows the QR and both codes.
    await expect(card.keptOffline()).toBeVisible({ timeout: 15_000 });
    await shot(page, "esim-card");
    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(card.qr(orderId)).toBeVisible();
    await expect(card.code(SMDP)).toContainText(details.smdp_address);
    await expect(card.code(MATCHING)).toContainText(details.matching_id);
    await context.setOffline(false);

    // Back online, the buyer signs out: the copies go with the session.
    await new AccountMenu(page).choose("Keluar");
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("kelana-esim-"))))
      .toEqual([]);
    await context.setOffline(true);
    await page.goto(`/esim/${orderId}`).catch(() => undefined); // offline with nothing kept: the browser's error page
    const shown = await page.locator("body").innerText().catch(() => "");
    expect(shown).not.toContain(details.matching_id);
    expect(shown).not.toContain(details.smdp_address);
    await expect(card.qr(orderId)).toHaveCount(0);
    await context.setOffline(false);

    // Online again and signed out, the page asks to sign in and shows nothing of the eSIM.
    await page.goto(`/esim/${orderId}`);
    await expect(page.getByRole("heading", { name: "Masuk untuk melihat kartu eSIM" })).toBeVisible();
    await expect(page.getByText(details.matching_id)).toHaveCount(0);
  });

  test("another shopper's order, or no order at all, shows no card", SCREEN_FREE, async ({ page, request, browser }) => {
    test.slow();
    await signInNewShopper(page, request);
    const { orderId } = await provisionedEsim(page);

    const stranger = await browser.newPage();
    await signInNewShopper(stranger, request);
    const card = new EsimCardPage(stranger);
    await card.open(orderId);
    await expect(stranger.getByRole("heading", { name: "Kartu eSIM tidak ditemukan" })).toBeVisible();
    await expect(card.qr(orderId)).toHaveCount(0);
    await card.open("ZZZZZZZZZZ");
    await expect(stranger.getByRole("heading", { name: "Kartu eSIM tidak ditemukan" })).toBeVisible();
    await stranger.close();
  });
});

test.describe("opened inside WhatsApp", () => {
  test.use({ userAgent: WHATSAPP });

  test("the card asks to open it in the phone's browser before the one-tap install", async ({ page, request }) => {
    test.slow();
    await signInNewShopper(page, request);
    const { orderId } = await provisionedEsim(page);
    const card = new EsimCardPage(page);
    await card.open(orderId);

    await expect(card.inAppNotice()).toBeVisible();
    await expect(card.inAppNotice()).toContainText("WhatsApp");
    await expect(card.inAppNotice()).toContainText("Buka di browser");
    await expect(page.getByRole("link", { name: "Pasang di iPhone" })).toBeVisible();
    await shot(page, "esim-card-whatsapp");

    await page.goto(`/esim/${orderId}?lng=en`);
    await expect(page.getByRole("note", { name: "Open this page in your phone's browser" })).toContainText("WhatsApp");
  });
});
