import { expect, test } from "@playwright/test";

import { mediaManifest } from "../fixtures/scanner-media";
import { ScannerPage } from "../pages/scanner-page";

// Chromium's fake camera shows a generated frame (see playwright.config.ts: one project per video).
const frame = (name: string) => mediaManifest("camera").find((entry) => entry.name === name)!;

test("scanning a SIM card shows its ICCID from the Code 128 barcode @iccid", async ({ page }) => {
  test.slow(); // the first frames wait for the engine chunk; each decode takes a few hundred ms
  const scanner = new ScannerPage(page);
  await scanner.open();
  await scanner.startCamera();
  await expect(scanner.resultValue(/Isi kode/)).toHaveText(frame("iccid-code128").text, { timeout: 30_000 });
  await expect(scanner.resultValue(/Jenis kode/)).toHaveText("Code 128 (nomor ICCID)");
  await page.screenshot({ path: "artifacts/screens/scanner-iccid.png" });
});

test("scanning an eSIM QR code shows its activation code, and the camera turns off @esim-qr", async ({ page }) => {
  test.slow(); // the first frames wait for the engine chunk; each decode takes a few hundred ms
  const scanner = new ScannerPage(page);
  await scanner.open();
  await scanner.startCamera();
  await expect(scanner.resultValue(/Isi kode/)).toHaveText(frame("esim-qr").text, { timeout: 30_000 });
  await expect(scanner.resultValue(/Jenis kode/)).toHaveText("Kode QR");
  await page.screenshot({ path: "artifacts/screens/scanner-esim-qr.png" });
  // The toggle rests for a second after each press (SPEC §9), then turns the camera off.
  await expect(scanner.cameraButton).toBeEnabled();
  await scanner.cameraButton.click();
  await expect(scanner.cameraButton).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("status").first()).toHaveText("Kamera mati.");
});
