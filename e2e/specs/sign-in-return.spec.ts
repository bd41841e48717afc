import { expect, test } from "@playwright/test";

import { createVerifiedAccount } from "../fixtures/accounts";
import { orderAs } from "../fixtures/shopper-orders";
import { signInNewShopper } from "../fixtures/sign-in";
import { LoginPage } from "../pages/login-page";
import { PaymentResultPage } from "../pages/payment-result-page";
import { StoreLayout } from "../pages/store-layout";

// Small points of the buyer's journey: signing in returns to the page the person was on, and the cash page says
// where to pay even when it is opened afresh.
test.describe("sign-in returns to the page, cash page names its pickup point", () => {
  test("the top bar's sign-in link comes back to the page the visitor was reading", async ({ page, request }) => {
    test.slow();
    const account = await createVerifiedAccount(request);
    // The store has taken over the server's first screen (which has no menu) before the menu is looked for.
    const layout = new StoreLayout(page);
    await layout.open("/orders/JP");
    // On a phone the link is in the menu.
    if (await layout.menuButton().isVisible()) await layout.openMobileMenu();
    await page.getByRole("link", { name: "Masuk", exact: true }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/login\?next=%2Forders%2FJP/);
    const login = new LoginPage(page);
    await login.signIn(account.email, account.password);
    await expect(page).toHaveURL(/\/orders\/JP$/, { timeout: 20_000 });
  });

  test("a session that ends goes to sign-in and back to the same page", async ({ page, request }) => {
    test.slow();
    const account = await signInNewShopper(page, request);
    await page.goto("/riwayat-order?tab=paid");
    await expect(page.getByRole("heading", { level: 1, name: "Riwayat Order" })).toBeVisible();
    // The session runs out: the tokens no longer work and cannot be refreshed.
    await page.evaluate(() => {
      localStorage.setItem("token", "expired");
      localStorage.setItem("refreshToken", "expired");
    });
    await page.reload();
    await expect(page).toHaveURL(/\/login\?next=%2Friwayat-order%3Ftab%3Dpaid/, { timeout: 20_000 });
    await new LoginPage(page).signIn(account.email, account.password);
    await expect(page).toHaveURL(/\/riwayat-order\?tab=paid$/, { timeout: 20_000 });
  });

  test("the cash page opened afresh names the pickup point, its address and hours", async ({ page, request }) => {
    test.slow();
    await signInNewShopper(page, request);
    const { orderId, amount } = await orderAs(page, { productId: "jp-sim-15gb-15d", method: "cash" });

    await new PaymentResultPage(page).openResponse({ method: "cash", orderId, amount: String(amount) });

    const point = page.getByRole("region", { name: "Lokasi pengambilan" });
    await expect(point.getByText("Kelana Outlet Kuta")).toBeVisible();
    await expect(point.getByText("Jl. Legian No. 88, Kuta, Badung, Bali 80361")).toBeVisible();
    await expect(point.getByText(/Jam buka/)).toBeVisible();
    await page.screenshot({ path: `artifacts/screens/cash-pickup-${page.viewportSize()?.width}.png`, fullPage: true });
  });
});
