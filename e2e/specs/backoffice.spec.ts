import { expect, test, type Browser, type Page } from "@playwright/test";

import { signInNewShopper } from "../fixtures/sign-in";
import { CheckoutPage } from "../pages/checkout-page";

// The development store's admin, seeded by `kelana seed` (modules/backoffice/container.py).
const ADMIN = { email: "admin@kelana.test", password: "Kelana-admin-2026" };
const ESIM = "jp-esim-5gb-5d";

async function shopperToken(page: Page) {
  return page.evaluate(() => localStorage.getItem("token"));
}

async function ordersOf(page: Page) {
  const answer = await page.request.get("/api/order", { headers: { Authorization: `Bearer ${await shopperToken(page)}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data as { order_id: string; status: string }[];
}

/** A staff browser of its own, signed in through the back office's form. */
async function staffPage(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport, locale: "id-ID" });
  const page = await context.newPage();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("E-mail").fill(ADMIN.email);
  await page.getByLabel("Kata sandi").fill(ADMIN.password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hari ini" })).toBeVisible();
  return page;
}

test.describe("back office", () => {
  test("staff confirm a transfer and the shopper's eSIM order is paid, then provisioned", async ({ page, request, browser }) => {
    test.slow(); // argon2id sign-ups and sign-ins take seconds on a loaded machine
    await signInNewShopper(page, request);
    const checkout = new CheckoutPage(page);
    await checkout.open(ESIM);
    await checkout.continue().click();
    await checkout.fillPersonalIfEmpty();
    await checkout.continue().click();
    await checkout.continue().click();
    await page.getByRole("radio", { name: /Transfer bank/ }).check();
    await checkout.terms().check();
    await checkout.pay().click();
    await expect(page).toHaveURL(/\/payment\/response\?method=transfer&orderId=([A-Z0-9]{10})/);
    const orderId = new URL(page.url()).searchParams.get("orderId")!;
    expect((await ordersOf(page)).find((order) => order.order_id === orderId)?.status).toBe("awaiting_payment");

    const staff = await staffPage(browser);
    const waiting = staff.getByRole("listitem").filter({ hasText: orderId });
    await expect(waiting).toContainText("Transfer bank");
    await waiting.getByLabel("Referensi transfer atau no. kuitansi").fill(`BCA-${orderId}`);
    await waiting.getByRole("button", { name: "Konfirmasi pembayaran" }).click();
    await expect(staff.getByRole("status")).toHaveText(`Pembayaran order ${orderId} dikonfirmasi; pengiriman eSIM/SIM dimulai.`);
    await expect(staff.getByRole("listitem").filter({ hasText: orderId })).toHaveCount(0);

    await expect.poll(async () => (await ordersOf(page)).find((order) => order.order_id === orderId)?.status, { timeout: 20_000 }).toBe("provisioned");

    await staff.getByRole("link", { name: "Log audit" }).click();
    await expect(staff.getByRole("row").filter({ hasText: "payment.confirm" }).filter({ hasText: orderId })).toContainText(`BCA-${orderId}`);
    await staff.context().close();
  });

  test("a shopper gets 403 on every back office path, and a form without its CSRF token is refused", async ({ page, request, browser }) => {
    test.slow();
    await signInNewShopper(page, request);
    const bearer = { Authorization: `Bearer ${await shopperToken(page)}` };
    for (const path of ["/admin", "/admin/audit", "/admin/orders"]) {
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

  test("screenshots of the sign-in page, the dashboard and the audit log", async ({ browser }) => {
    test.slow();
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      const anonymous = await browser.newPage({ viewport });
      await anonymous.goto("/admin/login");
      await anonymous.screenshot({ path: `artifacts/screens/admin-login-${viewport.width}.png`, fullPage: true });
      await anonymous.close();
      const staff = await staffPage(browser, viewport);
      await staff.screenshot({ path: `artifacts/screens/admin-dashboard-${viewport.width}.png`, fullPage: true });
      await staff.goto("/admin/audit");
      await staff.screenshot({ path: `artifacts/screens/admin-audit-${viewport.width}.png`, fullPage: true });
      await staff.context().close();
    }
  });
});
