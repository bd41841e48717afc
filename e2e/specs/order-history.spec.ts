import { expect, test } from "@playwright/test";

import { apiAs, buyOnTheSandbox } from "../fixtures/purchase";
import { signInNewShopper } from "../fixtures/sign-in";
import { OrderHistoryPage } from "../pages/order-history-page";

test.describe("order history", () => {
  test.beforeEach(async ({ page, request }) => {
    test.slow(); // argon2id sign-up and sign-in, then the store's jobs provision the order
    await signInNewShopper(page, request);
  });

  test("a paid eSIM is provisioned; its QR shows and downloads, and its quota shows in WIB", async ({ page, request }) => {
    const orderId = await buyOnTheSandbox(page, "jp-esim-5gb-5d");
    const history = new OrderHistoryPage(page);
    await history.open();

    await history.waitForOrderIn("Selesai", orderId);
    await history.card(orderId).getByRole("button", { name: "Detail" }).click();
    const dialog = history.dialog("Detail transaksi");
    await expect(dialog.getByText("Berhasil", { exact: true })).toBeVisible();
    const qr = dialog.getByRole("img", { name: `Kode QR eSIM order ${orderId}` });
    await expect(qr).toBeVisible();
    const details = (await apiAs(page, `/api/user/orders/${orderId}/iccid`)).iccid_details;
    expect(await qr.getAttribute("src")).toBe(`data:image/png;base64,${details.qr_code}`);
    expect(details.activation_code).toMatch(/^LPA:1\$[^$]+\$[A-Z0-9-]+$/);
    // The QR on screen, read by the store's own barcode detector (the scanner remote), is that code.
    const decoded = await qr.evaluate(async (image: HTMLImageElement) => {
      const federation = (globalThis as any).__FEDERATION__;
      const shell = federation.__INSTANCES__.find((instance: { name: string }) => instance.name === "shell");
      const scanner = await shell.loadRemote("scanner/barcode-detector");
      const found = await new scanner.BarcodeDetector({ formats: ["qr_code"] }).detect(image);
      return found.map((code: { rawValue: string }) => code.rawValue);
    });
    expect(decoded).toEqual([details.activation_code]);
    const download = page.waitForEvent("download");
    await dialog.getByRole("link", { name: "Unduh kode QR" }).click();
    expect((await download).suggestedFilename()).toBe(`esim-${orderId}.png`);
    await page.screenshot({ path: `artifacts/screens/order-detail-${page.viewportSize()?.width}.png` });
    await dialog.getByRole("button", { name: "Tutup" }).click();

    // The e-mail with the QR and the install links.
    const email = (await apiAs(page, "/api/auth/me")).email as string;
    const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()).data as { subject: string; body: string }[];
    const ready = mails.find((mail) => mail.subject.startsWith("eSIM Anda siap dipasang"));
    expect(ready?.body).toContain("esimsetup.apple.com");

    await page.goto("/cek-kuota");
    await page.getByRole("button", { name: new RegExp(details.iccid) }).click();
    const packageCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /eSIM Jepang/ }) });
    await expect(packageCard.getByText("Aktif", { exact: true })).toBeVisible();
    await expect(packageCard.getByText(/WIB$/).first()).toBeVisible();
    await page.screenshot({ path: `artifacts/screens/quota-${page.viewportSize()?.width}.png`, fullPage: true });
  });
});
