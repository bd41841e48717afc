import { expect, test } from "@playwright/test";

import { apiAs, buyOnTheSandbox } from "../fixtures/purchase";
import { signInNewShopper } from "../fixtures/sign-in";
import { OrderHistoryPage } from "../pages/order-history-page";

// Buying an eSIM before the trip loses no day: the plan says when its days start (the first connection at the
// destination, or installing / activating) and the deadline to install, before buying and after.

const STARTS = "Berlaku 5 hari sejak pertama terhubung di tujuan";

test.describe("a plan's validity rule", () => {
  test("the product card and its details tell when the days start and the deadline to install", async ({ page }) => {
    await page.goto("/orders/JP");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "eSIM Jepang 5GB 5 Hari" }) });
    await expect(card.getByText(STARTS)).toBeVisible();
    await expect(card.getByText("Pasang paling lambat 30 hari setelah pembelian")).toBeVisible();

    await card.getByRole("button", { name: "Lihat detail" }).click();
    const dialog = page.getByRole("dialog", { name: "eSIM Jepang 5GB 5 Hari" });
    await expect(dialog.getByText(STARTS)).toBeVisible();
    await expect(dialog.getByText("Pasang paling lambat 30 hari setelah pembelian")).toBeVisible();
    await dialog.getByRole("button", { name: /tutup/i }).click();

    await page.getByRole("tab", { name: "SIM fisik" }).click();
    const sim = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "SIM Jepang 15GB 15 Hari" }) });
    await expect(sim.getByText("Berlaku 15 hari sejak kartu diaktifkan")).toBeVisible();
    await expect(sim.getByText("Aktifkan paling lambat 30 hari setelah pembelian")).toBeVisible();
  });

  test("an unused 5-day eSIM is not counting down: the quota page and its order say when it starts and the install deadline", async ({ page, request }) => {
    test.slow();
    await signInNewShopper(page, request);
    const orderId = await buyOnTheSandbox(page, "jp-esim-5gb-5d");
    await expect
      .poll(async () => ((await apiAs(page, "/api/user/iccids")).iccids as { status: string }[]).map((record) => record.status), { timeout: 30_000 })
      .toEqual(["active"]);
    const deadline = new Date(Date.now() + 30 * 24 * 3600 * 1000).toLocaleDateString("id-ID", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Jakarta" });

    await page.goto("/cek-kuota");
    await page.getByRole("button", { name: /eSIM · aktif/ }).click();
    await expect(page.getByText(STARTS)).toBeVisible();
    await expect(page.getByText(`Pasang paling lambat ${deadline}`)).toBeVisible();
    const plan = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "eSIM Jepang 5GB 5 Hari" }) });
    await expect(plan.getByText("Belum dipakai")).toBeVisible();
    await expect(plan.getByText("5 hari, dimulai saat pertama terhubung di tujuan")).toBeVisible();
    await expect(plan.getByText("Berlaku sampai")).toHaveCount(0);

    const history = new OrderHistoryPage(page);
    await history.open("?tab=provisioned");
    await history.waitForOrderIn("Selesai", orderId);
    await history.card(orderId).getByRole("button", { name: "Detail" }).click();
    const detail = history.dialog("Detail transaksi");
    await expect(detail.getByText(STARTS)).toBeVisible();
    await expect(detail.getByText(`Pasang paling lambat ${deadline}`)).toBeVisible();
  });
});
