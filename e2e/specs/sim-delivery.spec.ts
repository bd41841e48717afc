import { expect, test, type Browser, type Page } from "@playwright/test";

import { mailboxSubjects } from "../fixtures/mailbox";
import { signInNewShopper } from "../fixtures/sign-in";
import { CheckoutPage } from "../pages/checkout-page";
import { OrderHistoryPage } from "../pages/order-history-page";

// The development store's admin, seeded by `kelana seed` (modules/backoffice/container.py).
const ADMIN = { email: "admin@kelana.test", password: "Kelana-admin-2026" };
const SIM = "jp-sim-5gb-7d";

/** A back office browser of its own at the shopper's width, signed in through the form. */
async function staffPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: "id-ID" });
  const page = await context.newPage();
  await page.goto("/admin");
  await page.getByLabel("E-mail").fill(ADMIN.email);
  await page.getByLabel("Kata sandi").fill(ADMIN.password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hari ini" })).toBeVisible();
  return page;
}

async function shot(page: Page, name: string, width: number) {
  // From the top, with nothing focused: the sticky header and the skip link stay out of the picture.
  await page.evaluate(async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page.screenshot({ path: `artifacts/screens/${name}-${width}.png`, fullPage: true });
}

test("a SIM card sent to Bali: the fee and days before paying, staff pack, ship and deliver it, the buyer follows it", async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // a sign-up, the sandbox payment, a staff sign-in and three e-mails
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const buyer = await signInNewShopper(page, request);
  const checkout = new CheckoutPage(page);

  await checkout.open(SIM);
  await page.getByRole("radio", { name: /Kirim ke alamat/ }).check();
  await checkout.area("Provinsi").selectOption({ label: "Bali" });
  await checkout.area("Kabupaten/Kota").selectOption({ label: "Kota Denpasar" });
  await checkout.area("Kecamatan").selectOption({ label: "Denpasar Selatan" });
  await checkout.area("Kelurahan/Desa").selectOption({ label: "Sesetan" });
  await page.getByLabel("Kode pos").fill("80223");
  await page.getByLabel("Alamat lengkap (jalan, nomor rumah)").fill("Jl. Raya Sesetan 88");
  await checkout.continue().click();
  await expect(checkout.stepTitle("Data diri")).toBeVisible();
  await page.getByLabel("Nama lengkap").fill("Dewi Anggraini");
  await page.getByLabel("Nomor telepon").fill("+6281234567890");
  await checkout.continue().click();
  await expect(checkout.stepTitle("Tinjau order")).toBeVisible();
  await checkout.continue().click();
  await expect(checkout.stepTitle("Ringkasan order")).toBeVisible();

  const fee = page.getByRole("definition").filter({ hasText: "Rp. 25.000" });
  await expect(page.getByRole("term").filter({ hasText: "Ongkos kirim" })).toContainText("Tiba sekitar 3 hari setelah dibayar");
  await expect(fee).toBeVisible();
  await checkout.terms().check();
  await shot(page, "sim-delivery-summary", viewport.width);
  await checkout.pay().click();
  await expect(page).toHaveURL(/\/payment\/sandbox\/([A-Z0-9]{10})\//);
  const orderId = /\/payment\/sandbox\/([A-Z0-9]{10})\//.exec(page.url())![1];
  // The sandbox asks for the whole total: the card and its delivery.
  const payButton = page.getByRole("button", { name: /^Bayar Rp\./ });
  await payButton.click();
  await expect(page.getByRole("heading", { name: "Pembayaran berhasil" })).toBeVisible({ timeout: 20_000 });

  const staff = await staffPage(browser, viewport);
  await staff.goto(`/admin/orders/${orderId}`);
  const delivery = staff.getByRole("region", { name: "Pengiriman kartu SIM" });
  await expect(delivery).toContainText("Dewi Anggraini");
  await expect(delivery).toContainText("+6281234567890");
  await expect(delivery).toContainText("Jl. Raya Sesetan 88, Sesetan, Denpasar Selatan, Kota Denpasar, Bali 80223");
  await expect(delivery).toContainText("Rp. 25.000");
  await expect(delivery).toContainText("3 hari");
  await shot(staff, "sim-delivery-staff", viewport.width);
  await staff.getByRole("button", { name: "Tandai dikemas" }).click();
  await expect(staff.getByRole("status")).toHaveText(`Order ${orderId} ditandai dikemas; pembeli diberi tahu lewat e-mail.`);
  await staff.getByLabel("Kurir").fill("JNE REG");
  await staff.getByLabel("Nomor resi").fill(`JNE${orderId}`);
  await staff.getByRole("button", { name: "Tandai dikirim" }).click();
  await expect(staff.getByRole("status")).toHaveText(`Order ${orderId} ditandai dikirim; pembeli diberi tahu lewat e-mail.`);
  await staff.getByRole("button", { name: "Tandai diterima" }).click();
  await expect(staff.getByRole("status")).toHaveText(`Order ${orderId} ditandai diterima; pembeli diberi tahu lewat e-mail.`);
  await expect(delivery).toContainText("Kartu SIM sudah diterima pembeli.");
  await expect(staff.getByRole("button", { name: /^Tandai (dikemas|dikirim|diterima)$/ })).toHaveCount(0);
  await shot(staff, "sim-delivery-staff-delivered", viewport.width);
  await staff.context().close();

  const history = new OrderHistoryPage(page);
  await history.open();
  await history.waitForOrderIn("Dibayar", orderId);
  await history.card(orderId).getByRole("button", { name: "Detail" }).click();
  const dialog = history.dialog("Detail transaksi");
  const timeline = dialog.getByRole("region", { name: "Pengiriman kartu SIM" });
  await expect(timeline.getByRole("listitem")).toHaveText([/Dikemas/, /Dikirim.*JNE REG.*Nomor resi/, /Diterima/]);
  await expect(timeline).toContainText(`JNE${orderId}`);
  await expect(timeline).not.toContainText("Belum");
  await shot(page, "sim-delivery-history", viewport.width);

  await expect
    .poll(() => mailboxSubjects(request, buyer.email), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        `Order ${orderId} sudah dikemas`,
        `Order ${orderId} dikirim: JNE REG JNE${orderId}`,
        `Order ${orderId} sudah diterima`,
      ]),
    );
});
