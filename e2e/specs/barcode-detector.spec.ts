import { expect, test } from "@playwright/test";

import { BarcodeDetectorPage } from "../pages/barcode-detector-page";

// SPEC §3, §5, §8, §9: the scanner remote's BarcodeDetector in a real Chromium, loaded as another remote
// loads it. Chromium on Linux has no native BarcodeDetector, so these exercise the bundled engine.
const SPEC_FORMATS = [
  "aztec", "code_128", "code_39", "code_93", "codabar", "databar", "databar_expanded", "databar_limited",
  "data_matrix", "dx_film_edge", "ean_13", "ean_8", "itf", "maxi_code", "micro_qr_code", "pdf417", "qr_code",
  "rm_qr_code", "upc_a", "upc_e",
];
const CONSTRUCT = "Failed to construct 'BarcodeDetector'";
const DETECT = "Failed to execute 'detect' on 'BarcodeDetector'";

test.describe("barcode detector: formats", () => {
  test("reports only SPEC formats, and each one it reports decodes a generated sample", async ({ page }) => {
    test.slow(); // twenty pictures, several formats that read nothing until every pass has run
    const detector = new BarcodeDetectorPage(page);
    await detector.open();
    const supported: string[] = await page.evaluate(() => scannerRemote.BarcodeDetector.getSupportedFormats());
    expect(supported.length).toBeGreaterThanOrEqual(4);
    for (const format of supported) expect(SPEC_FORMATS).toContain(format);
    for (const format of ["code_128", "qr_code", "ean_13", "ean_8"]) expect(supported).toContain(format);

    const samples = detector.samples().filter((sample) => supported.includes(sample.format));
    const read = await page.evaluate(async (list) => {
      const out: Record<string, string[]> = {};
      for (const sample of list) {
        const found = await new scannerRemote.BarcodeDetector({ formats: [sample.format] }).detect(await pngBlob(sample.base64));
        out[sample.name] = found.map((barcode: { format: string }) => barcode.format);
      }
      return out;
    }, samples);
    const unread = samples.filter((sample) => !read[sample.name].includes(sample.format)).map((sample) => sample.name);
    expect(unread).toEqual([]);
  });

  test("groups stand for their members: linear_codes, matrix_codes, any", async ({ page }) => {
    test.slow(); // a picture without the wanted format costs every reader and every pass
    const detector = new BarcodeDetectorPage(page);
    await detector.open();
    const code128 = detector.sample("iccid-code128", "camera");
    const qr = detector.sample("esim-qr", "camera");
    const formatsFound = await page.evaluate(
      async ({ code128, qr }) => {
        const read = async (formats: string[], base64: string) =>
          (await new scannerRemote.BarcodeDetector({ formats }).detect(await pngBlob(base64))).map((b: { format: string }) => b.format);
        return {
          linearOnCode128: await read(["linear_codes"], code128),
          linearOnQr: await read(["linear_codes"], qr),
          matrixOnQr: await read(["matrix_codes"], qr),
          matrixOnCode128: await read(["matrix_codes"], code128),
          anyOnQr: await read(["any"], qr),
        };
      },
      { code128: code128.base64, qr: qr.base64 },
    );
    expect(formatsFound).toEqual({
      linearOnCode128: ["code_128"],
      linearOnQr: [],
      matrixOnQr: ["qr_code"],
      matrixOnCode128: [],
      anyOnQr: ["qr_code"],
    });
  });
});

test.describe("barcode detector: constructor rules", () => {
  test("an empty format list, or one of only `unknown`, is rejected with SPEC's message", async ({ page }) => {
    await new BarcodeDetectorPage(page).open();
    const failures = await page.evaluate(async () => [
      await failureOf(async () => new scannerRemote.BarcodeDetector({ formats: [] })),
      await failureOf(async () => new scannerRemote.BarcodeDetector({ formats: ["unknown"] })),
    ]);
    for (const failure of failures) {
      expect(failure).toEqual({ name: "TypeError", type: "TypeError", message: `${CONSTRUCT}: Hint option provided, but is empty.` });
    }
  });

  test("an unknown format name is rejected; `unknown` among real names is ignored", async ({ page }) => {
    const detector = new BarcodeDetectorPage(page);
    await detector.open();
    const qr = detector.sample("esim-qr", "camera");
    const outcome = await page.evaluate(async (base64) => {
      const rejected = await failureOf(async () => new scannerRemote.BarcodeDetector({ formats: ["qr_code", "qr"] }));
      const found = await new scannerRemote.BarcodeDetector({ formats: ["unknown", "qr_code"] }).detect(await pngBlob(base64));
      return { rejected, values: found.map((b: { rawValue: string }) => b.rawValue) };
    }, qr.base64);
    expect(outcome.rejected?.type).toBe("TypeError");
    expect(outcome.rejected?.message).toBe(
      `${CONSTRUCT}: Failed to read the 'formats' property from 'BarcodeDetectorOptions': The provided value 'qr' is not a valid enum value of type BarcodeFormat.`,
    );
    expect(outcome.values).toEqual([qr.text]);
  });
});

test.describe("barcode detector: results", () => {
  test("a result has SPEC §3's shape: rawValue, format, boundingBox and four corner points inside the image", async ({ page }) => {
    const detector = new BarcodeDetectorPage(page);
    await detector.open();
    const qr = detector.sample("esim-qr", "camera");
    const [result] = await page.evaluate(async (base64) => {
      const found = await new scannerRemote.BarcodeDetector({ formats: ["qr_code"] }).detect(await pngBlob(base64));
      return found.map((b: any) => ({
        rawValue: b.rawValue,
        format: b.format,
        box: { x: b.boundingBox.x, y: b.boundingBox.y, width: b.boundingBox.width, height: b.boundingBox.height, isRect: b.boundingBox instanceof DOMRectReadOnly },
        corners: b.cornerPoints,
      }));
    }, qr.base64);
    expect(result.rawValue).toBe(qr.text);
    expect(result.format).toBe("qr_code");
    expect(result.box.isRect).toBe(true);
    expect(result.corners).toHaveLength(4);
    // The 640 × 480 frame has the symbol in its middle.
    expect(result.box.width).toBeGreaterThan(50);
    for (const corner of result.corners) {
      expect(corner.x).toBeGreaterThan(100);
      expect(corner.x).toBeLessThan(540);
      expect(corner.y).toBeGreaterThan(50);
      expect(corner.y).toBeLessThan(430);
    }
  });

  test("reads several symbols in one picture", async ({ page }) => {
    const detector = new BarcodeDetectorPage(page);
    await detector.open();
    const qr = detector.sample("qr_code");
    const ean = detector.sample("ean_13");
    const values = await page.evaluate(
      async ({ qr, ean }) => {
        const [a, b] = [await createImageBitmap(await pngBlob(qr)), await createImageBitmap(await pngBlob(ean))];
        const canvas = document.createElement("canvas");
        canvas.width = a.width + b.width + 60;
        canvas.height = Math.max(a.height, b.height) + 40;
        const context = canvas.getContext("2d")!;
        context.fillStyle = "#fff";
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.drawImage(a, 20, 20);
        context.drawImage(b, a.width + 40, 20);
        const found = await new scannerRemote.BarcodeDetector({ formats: ["qr_code", "ean_13"] }).detect(canvas);
        return found.map((barcode: { rawValue: string }) => barcode.rawValue).sort();
      },
      { qr: qr.base64, ean: ean.base64 },
    );
    expect(values).toEqual([ean.text, qr.text].sort());
  });
});
