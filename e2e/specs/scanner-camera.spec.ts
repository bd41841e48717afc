import { expect, test } from "@playwright/test";

import { apiAs, buyOnTheSandbox } from "../fixtures/purchase";
import { mediaManifest } from "../fixtures/scanner-media";
import { signInNewShopper } from "../fixtures/sign-in";
import { OrderHistoryPage } from "../pages/order-history-page";
import { ScannerPage } from "../pages/scanner-page";

// Chromium's fake camera shows a generated frame (see playwright.config.ts: one project per video).
const frame = (name: string) => mediaManifest("camera").find((entry) => entry.name === name)!;

test("scanning a SIM card shows its ICCID from the Code 128 barcode @iccid", async ({ page }) => {
  test.slow(); // the camera waits for the reader chunk; each decode takes a few hundred ms
  const scanner = new ScannerPage(page);
  await scanner.open();
  await scanner.startCamera();
  await expect(scanner.resultValue(/Isi kode/)).toHaveText(frame("iccid-code128").text, { timeout: 30_000 });
  await expect(scanner.resultValue(/Jenis kode/)).toHaveText("Code 128 (nomor ICCID)");
  await page.screenshot({ path: "artifacts/screens/scanner-iccid.png" });
});

test("scanning an eSIM QR code shows its activation code, and the camera turns off @esim-qr", async ({ page }) => {
  test.slow(); // the camera waits for the reader chunk; each decode takes a few hundred ms
  const scanner = new ScannerPage(page);
  await scanner.open();
  await scanner.startCamera();
  await expect(scanner.resultValue(/Isi kode/)).toHaveText(frame("esim-qr").text, { timeout: 30_000 });
  await expect(scanner.resultValue(/Jenis kode/)).toHaveText("Kode QR");
  await page.screenshot({ path: "artifacts/screens/scanner-esim-qr.png" });
  // The stream the scanner is showing, to see that turning the camera off really releases it.
  await page.evaluate(() => ((globalThis as any).scannerStream = document.querySelector("video")!.srcObject));
  // The toggle rests for a second after each press (SPEC §9), then turns the camera off.
  await expect(scanner.cameraButton).toBeEnabled();
  await scanner.cameraButton.click();
  await expect(scanner.cameraButton).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("status").first()).toHaveText("Kamera mati.");
  const released = await page.evaluate(() => ({
    tracksEnded: ((globalThis as any).scannerStream as MediaStream).getTracks().every((track) => track.readyState === "ended"),
    previewCleared: document.querySelector("video")!.srcObject === null,
  }));
  expect(released).toEqual({ tracksEnded: true, previewCleared: true });
});

test("a camera that shows no picture within 3 seconds is reported, and released @esim-qr", async ({ page }) => {
  // A camera that hands over a stream but never a frame: a canvas stream nothing is ever drawn on.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = async () => {
      const stream = document.createElement("canvas").captureStream(0);
      (globalThis as any).silentStream = stream;
      return stream;
    };
  });
  const scanner = new ScannerPage(page);
  await scanner.open();
  await scanner.cameraButton.click();
  await expect(page.getByRole("alert")).toHaveText(
    "Kamera tidak menampilkan gambar dalam 3 detik. Tutup aplikasi lain yang memakai kamera, lalu coba lagi.",
    { timeout: 10_000 },
  );
  await expect(scanner.cameraButton).toHaveAttribute("aria-pressed", "false");
  const ended = await page.evaluate(() =>
    ((globalThis as any).silentStream as MediaStream).getTracks().every((track) => track.readyState === "ended"),
  );
  expect(ended).toBe(true);
});

// The first SIM card this store's browser tests sell is the card the fake camera shows
// (e2e/fixtures/iccids.csv sorts it before the seeded stock). Every order holds a card when it is made, so
// the other projects, whose unpaid SIM orders would hold it, start after this one (playwright.config.ts).
test.describe.serial("activating a SIM card @iccid", () => {
  test("scanning the card's Code 128 barcode activates it", async ({ page, request }) => {
    test.slow(); // sign-up, the sandbox payment, the scanner reader's first frames
    await signInNewShopper(page, request);
    const orderId = await buyOnTheSandbox(page, "jp-sim-5gb-7d");
    const history = new OrderHistoryPage(page);
    await history.open();
    await history.waitForOrderIn("Dibayar", orderId);
    const [card] = (await apiAs(page, "/api/user/iccids")).iccids as { iccid: string }[];
    expect(card.iccid).toBe(frame("iccid-code128").text);

    await history.card(orderId).getByRole("button", { name: "Aktivasi" }).click();
    const dialog = history.dialog("Aktivasi kartu SIM");
    await dialog.getByRole("button", { name: "Buka kamera" }).click();
    await expect(dialog.getByLabel("Resolusi kamera")).toHaveValue("1080p");
    await dialog.getByRole("button", { name: "Kamera" }).click();

    await expect(dialog.getByText("Kartu SIM berhasil diaktifkan!")).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: "artifacts/screens/activation-scanned-390.png" });
    await dialog.getByRole("button", { name: "Selesai" }).click();
    await history.waitForOrderIn("Selesai", orderId);
  });

  test("a SIM card is activated by typing its ICCID; a wrong check digit is refused clearly", async ({ page, request }) => {
    test.slow();
    await signInNewShopper(page, request);
    const orderId = await buyOnTheSandbox(page, "jp-sim-5gb-7d");
    const history = new OrderHistoryPage(page);
    await history.open();
    await history.waitForOrderIn("Dibayar", orderId);
    const [card] = (await apiAs(page, "/api/user/iccids")).iccids as { iccid: string }[];
    const wrong = card.iccid.slice(0, -1) + String((Number(card.iccid.at(-1)) + 1) % 10);

    await history.card(orderId).getByRole("button", { name: "Aktivasi" }).click();
    const dialog = history.dialog("Aktivasi kartu SIM");
    await dialog.getByLabel("Nomor ICCID").fill(wrong);
    await dialog.getByRole("button", { name: "Aktifkan" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Nomor ICCID tidak valid");
    await page.screenshot({ path: `artifacts/screens/activation-failed-${page.viewportSize()?.width}.png` });

    await dialog.getByRole("button", { name: "Kembali" }).click();
    await dialog.getByLabel("Nomor ICCID").fill(card.iccid);
    await dialog.getByRole("button", { name: "Aktifkan" }).click();
    await expect(dialog.getByText("Kartu SIM berhasil diaktifkan!")).toBeVisible();
    await dialog.getByRole("button", { name: "Selesai" }).click();
    await history.waitForOrderIn("Selesai", orderId);
  });
});
