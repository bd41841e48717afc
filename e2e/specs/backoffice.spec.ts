import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";

import { createVerifiedAccount } from "../fixtures/accounts";
import { placeTransferOrder } from "../fixtures/shopper-orders";
import { signInNewShopper } from "../fixtures/sign-in";
import { CheckoutPage } from "../pages/checkout-page";
import { SCREEN_FREE } from "../fixtures/tags";

// The development store's admin, seeded by `kelana seed` (modules/backoffice/container.py).
const ADMIN = { email: "admin@kelana.test", password: "Kelana-admin-2026" };
const ESIM = "jp-esim-5gb-5d";

/** The digits with their Luhn check digit: an ICCID as printed on a card. */
function withCheckDigit(digits: string) {
  let total = 0;
  [...digits].reverse().forEach((digit, position) => {
    const value = Number(digit) * (position % 2 === 0 ? 2 : 1);
    total += value > 9 ? value - 9 : value;
  });
  return digits + String((10 - (total % 10)) % 10);
}

async function shopperToken(page: Page) {
  return page.evaluate(() => localStorage.getItem("token"));
}

async function ordersOf(page: Page) {
  const answer = await page.request.get("/api/order", { headers: { Authorization: `Bearer ${await shopperToken(page)}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data as { order_id: string; status: string }[];
}

/** A back office browser of its own, signed in through the form (the development admin by default). */
async function staffPage(browser: Browser, viewport = { width: 1280, height: 800 }, person = ADMIN) {
  const context = await browser.newContext({ viewport, locale: "id-ID" });
  const page = await context.newPage();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Kata sandi").fill(person.password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hari ini" })).toBeVisible();
  return page;
}

test.describe("back office", () => {
  test("an admin adds a staff member, who confirms a transfer; the shopper's eSIM order is paid, then provisioned", async ({ page, request, browser }) => {
    test.slow(); // argon2id sign-ups and sign-ins take seconds on a loaded machine
    const newcomer = await createVerifiedAccount(request);
    const admin = await staffPage(browser);
    await admin.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orang" }).click();
    await admin.getByLabel("E-mail").fill(newcomer.email);
    await admin.getByLabel("Peran").selectOption("staff");
    await admin.getByRole("button", { name: "Tambah atau ubah peran" }).click();
    await expect(admin.getByRole("status")).toHaveText(`${newcomer.email} sekarang punya akses ke back office.`);
    await admin.context().close();

    await signInNewShopper(page, request);
    const checkout = new CheckoutPage(page);
    await checkout.open(ESIM);
    await checkout.throughToSummaryOfAnEsim();
    await page.getByRole("radio", { name: /Transfer bank/ }).check();
    await checkout.terms().check();
    await checkout.pay().click();
    await expect(page).toHaveURL(/\/payment\/response\?method=transfer&orderId=([A-Z0-9]{10})/);
    const orderId = new URL(page.url()).searchParams.get("orderId")!;
    expect((await ordersOf(page)).find((order) => order.order_id === orderId)?.status).toBe("awaiting_payment");

    const staff = await staffPage(browser, undefined, newcomer);
    await expect(staff.getByRole("link", { name: "Log audit" })).toHaveCount(0); // staff, not admin
    const waiting = staff.getByRole("listitem").filter({ hasText: orderId });
    await expect(waiting).toContainText("Transfer bank");
    await waiting.getByLabel("Referensi transfer atau no. kuitansi").fill(`BCA-${orderId}`);
    await waiting.getByRole("button", { name: "Konfirmasi pembayaran" }).click();
    await expect(staff.getByRole("status")).toHaveText(`Pembayaran order ${orderId} dikonfirmasi; pengiriman eSIM/SIM dimulai.`);
    await expect(staff.getByRole("listitem").filter({ hasText: orderId })).toHaveCount(0);

    await expect.poll(async () => (await ordersOf(page)).find((order) => order.order_id === orderId)?.status, { timeout: 20_000 }).toBe("provisioned");

    await staff.context().close();
    const auditor = await staffPage(browser);
    await auditor.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Log audit" }).click();
    const confirmation = auditor.getByRole("row").filter({ hasText: "payment.confirm" }).filter({ hasText: orderId });
    await expect(confirmation).toContainText(newcomer.email);
    await expect(confirmation).toContainText(`BCA-${orderId}`);
    await auditor.context().close();
  });

  test("a shopper gets 403 on every back office path, and a form without its CSRF token is refused", SCREEN_FREE, async ({ page, request, browser }) => {
    test.slow();
    await signInNewShopper(page, request);
    const bearer = { Authorization: `Bearer ${await shopperToken(page)}` };
    for (const path of ["/admin", "/admin/audit", "/admin/orders", "/admin/stock", "/admin/orders.csv"]) {
      expect((await page.request.get(path, { headers: bearer, maxRedirects: 0 })).status(), path).toBe(403);
    }

    const staff = await staffPage(browser);
    const forged = await staff.request.post("/admin/logout", { form: { csrf_token: "not-the-token" }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    await staff.reload();
    await expect(staff.getByRole("heading", { level: 1, name: "Hari ini" })).toBeVisible(); // still signed in
    await staff.getByRole("button", { name: "Keluar" }).click();
    await expect(staff).toHaveURL(/\/admin\/login$/);
    await staff.context().close();
  });

  test("staff find a shopper's unpaid order by e-mail, read it and cancel it; the shopper sees it expired", async ({ request, browser }) => {
    test.slow();
    const shopper = await placeTransferOrder(request);
    const staff = await staffPage(browser);
    await staff.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Order", exact: true }).click();
    await staff.getByLabel("Cari").fill(shopper.email);
    await staff.getByLabel("Cara bayar").selectOption("transfer");
    await staff.getByRole("button", { name: "Terapkan" }).click();
    const rows = staff.getByRole("region", { name: "Order", exact: true }).getByRole("row");
    await expect(rows).toHaveCount(2); // the header and the shopper's one order
    await rows.getByRole("link", { name: shopper.orderId }).click();

    await expect(staff.getByRole("heading", { level: 1 })).toContainText(`Order ${shopper.orderId}`);
    await expect(staff.getByRole("heading", { level: 1 })).toContainText("Menunggu pembayaran");
    await expect(staff.getByText(shopper.email)).toBeVisible();
    await staff.getByRole("button", { name: "Batalkan order yang belum dibayar" }).click();
    await expect(staff.getByRole("status")).toHaveText(`Order ${shopper.orderId} dibatalkan.`);
    await expect(staff.getByRole("heading", { level: 1 })).toContainText("Kedaluwarsa");
    await expect(staff.getByText("staff_cancelled")).toBeVisible();
    await staff.context().close();

    const mine = await request.get("/api/order", { headers: shopper.bearer });
    expect(((await mine.json()).data as { order_id: string; status: string }[]).find((order) => order.order_id === shopper.orderId)?.status).toBe("expired");
  });

  test("an admin uploads ICCIDs with one bad row and sees the error, then the mended file is added", async ({ browser }) => {
    test.slow();
    const admin = await staffPage(browser);
    await admin.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Stok ICCID" }).click();
    const serial = String(Date.now()).slice(-9);
    const good = withCheckDigit(`896298${serial}001`);
    const valid = withCheckDigit(`896298${serial}002`);
    const bad = valid.slice(0, -1) + String((Number(valid.slice(-1)) + 1) % 10); // a wrong check digit
    const file = (rows: string[]) => ({ name: "stok.csv", mimeType: "text/csv", buffer: Buffer.from(`iccid,type,vendor\n${rows.join("\n")}\n`) });

    await admin.getByLabel("File CSV").setInputFiles(file([`${good},esim,Kelana`, `${bad},esim,Kelana`]));
    await admin.getByRole("button", { name: "Unggah dan impor" }).click();
    await expect(admin.getByRole("alert")).toContainText("Tidak ada yang diimpor.");
    await expect(admin.getByRole("alert")).toContainText(`Baris 3: ${bad} bukan ICCID`);

    await admin.getByLabel("File CSV").setInputFiles(file([`${good},esim,Kelana`]));
    await admin.getByRole("button", { name: "Unggah dan impor" }).click();
    await expect(admin.getByRole("status")).toHaveText("1 ICCID ditambahkan; 0 sudah ada di stok.");
    await admin.getByLabel("Digit awal ICCID").fill(good);
    await admin.getByRole("button", { name: "Terapkan" }).click();
    await expect(admin.getByRole("region", { name: "Stok ICCID" }).getByRole("row").filter({ hasText: good })).toContainText("Tersedia");
    await admin.context().close();
  });

  test("an admin refunds a paid transfer order: asked with a reason and the buyer's account, approved, the payout recorded", SCREEN_FREE, async ({ request, browser }) => {
    test.slow();
    const { orderId, bearer } = await placeTransferOrder(request);
    const admin = await staffPage(browser);
    const waiting = admin.getByRole("listitem").filter({ hasText: orderId });
    await waiting.getByLabel("Referensi transfer atau no. kuitansi").fill(`BCA-${orderId}`);
    await waiting.getByRole("button", { name: "Konfirmasi pembayaran" }).click();
    const status = async () => {
      const answer = await request.get("/api/order", { headers: bearer });
      return ((await answer.json()).data as { order_id: string; status: string }[]).find((order) => order.order_id === orderId)?.status;
    };
    await expect.poll(status, { timeout: 20_000 }).toBe("provisioned");

    await admin.goto(`/admin/orders/${orderId}`);
    await admin.getByRole("link", { name: "Ajukan pengembalian dana" }).click();
    const form = admin.getByRole("region", { name: "Ajukan pengembalian dana" });
    await expect(form.getByLabel("Order", { exact: true })).toHaveValue(orderId);
    await form.getByLabel("Alasan", { exact: true }).fill("Ponsel pembeli tidak mendukung eSIM");
    await form.getByLabel("Bank", { exact: true }).fill("BCA");
    await form.getByLabel("Nomor rekening", { exact: true }).fill("5270 4455 21");
    await form.getByLabel("Atas nama", { exact: true }).fill("Ani Lestari");
    await form.getByRole("button", { name: "Ajukan" }).click();
    await expect(admin.getByRole("status")).toHaveText(`Pengembalian dana order ${orderId} diajukan; menunggu persetujuan admin.`);
    const row = admin.getByRole("row").filter({ hasText: orderId });
    await expect(row).toContainText("Menunggu persetujuan");
    await row.getByRole("button", { name: "Setujui pengembalian" }).click();
    await expect(admin.getByRole("status")).toHaveText(`Pengembalian dana order ${orderId} disetujui.`);
    await expect.poll(status, { timeout: 20_000 }).toBe("refunded");
    await expect.poll(async () => {
      await admin.reload();
      return admin.getByRole("row").filter({ hasText: orderId }).textContent();
    }, { timeout: 20_000 }).toContain("Perlu ditransfer");
    await admin.getByRole("row").filter({ hasText: orderId }).getByLabel("Referensi transfer", { exact: true }).fill(`BCA-RF-${orderId}`);
    await admin.getByRole("button", { name: "Tandai sudah ditransfer" }).click();
    await expect(admin.getByRole("status")).toHaveText(`Transfer pengembalian order ${orderId} dicatat.`);
    await expect(admin.getByRole("row").filter({ hasText: orderId })).toHaveCount(0);
    await admin.context().close();
  });

  test("axe finds no serious problem on the back office's pages", async ({ page: anonymous, request, browser }) => {
    test.slow();
    const { orderId } = await placeTransferOrder(request);
    const staff = await staffPage(browser, anonymous.viewportSize()!); // each project's width: a phone's too
    const pages = [[anonymous, "/admin/login"], [staff, "/admin"], [staff, "/admin/people"], [staff, "/admin/audit"], [staff, "/admin/orders"], [staff, `/admin/orders/${orderId}`], [staff, "/admin/stock"], [staff, "/admin/messages"], [staff, "/admin/promos"], [staff, "/admin/promos/HUTRI80"], [staff, "/admin/pickups"], [staff, "/admin/pickups/DPS-KUTA"], [staff, "/admin/catalog"], [staff, "/admin/catalog/products/jp-esim-5gb-5d"], [staff, "/admin/catalog/places"], [staff, "/admin/refunds"]] as const;
    for (const [page, path] of pages) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`), path).toEqual([]);
    }
    await staff.context().close();
  });

  test("screenshots of the back office's pages", async ({ request, browser }) => {
    test.skip(test.info().project.name !== "desktop", "takes both widths itself");
    test.slow();
    const { orderId } = await placeTransferOrder(request);
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      const anonymous = await browser.newPage({ viewport });
      await anonymous.goto("/admin/login");
      await anonymous.screenshot({ path: `artifacts/screens/admin-login-${viewport.width}.png`, fullPage: true });
      await anonymous.close();
      const staff = await staffPage(browser, viewport);
      await staff.screenshot({ path: `artifacts/screens/admin-dashboard-${viewport.width}.png`, fullPage: true });
      await staff.goto("/admin/people");
      await staff.screenshot({ path: `artifacts/screens/admin-people-${viewport.width}.png`, fullPage: true });
      await staff.goto("/admin/audit");
      await staff.screenshot({ path: `artifacts/screens/admin-audit-${viewport.width}.png`, fullPage: true });
      await staff.goto("/admin/orders");
      await staff.screenshot({ path: `artifacts/screens/admin-orders-${viewport.width}.png`, fullPage: true });
      await staff.goto(`/admin/orders/${orderId}`);
      await staff.screenshot({ path: `artifacts/screens/admin-order-${viewport.width}.png`, fullPage: true });
      for (const [name, path] of [["stock", "/admin/stock"], ["messages", "/admin/messages"], ["promos", "/admin/promos"], ["promo", "/admin/promos/HUTRI80"], ["pickups", "/admin/pickups"], ["pickup", "/admin/pickups/DPS-KUTA"], ["catalog", "/admin/catalog"], ["product", "/admin/catalog/products/jp-esim-5gb-5d"], ["places", "/admin/catalog/places"], ["refunds", "/admin/refunds"]]) {
        await staff.goto(path);
        await staff.screenshot({ path: `artifacts/screens/admin-${name}-${viewport.width}.png`, fullPage: true });
      }
      await staff.context().close();
    }
  });
});
