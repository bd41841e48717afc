import { expect, test } from "@playwright/test";

import { BarcodeDetectorPage } from "../pages/barcode-detector-page";

// SPEC §9's reader options as a caller notices them, the native detector when the browser has a fitting one,
// and an engine that loads only when a detector is made, from this origin only.
test.describe("barcode detector: reader options", () => {
  test("reads inverted and upright (90°) codes: try invert and try rotate are on", async ({ page }) => {
    const detector = new BarcodeDetectorPage(page);
    await detector.open();
    const code = detector.sample("iccid-code128", "camera");
    const read = await page.evaluate(async (base64) => {
      const detector = new scannerRemote.BarcodeDetector({ formats: ["code_128"] });
      const inverted = await pngCanvas(base64, (context, bitmap) => {
        context.filter = "invert(1)";
        context.drawImage(bitmap, 0, 0);
      });
      const upright = await pngCanvas(base64);
      const turned = document.createElement("canvas");
      [turned.width, turned.height] = [upright.height, upright.width];
      const context = turned.getContext("2d")!;
      context.translate(turned.width, 0);
      context.rotate(Math.PI / 2);
      context.drawImage(upright, 0, 0);
      const values = async (source: unknown) => (await detector.detect(source)).map((b: { rawValue: string }) => b.rawValue);
      return { inverted: await values(inverted), rotated: await values(turned) };
    }, code.base64);
    expect(read).toEqual({ inverted: [code.text], rotated: [code.text] });
  });

  test("detect() reads Code 39 plainly: extended mode is off in the detect call", async ({ page }) => {
    const detector = new BarcodeDetectorPage(page);
    await detector.open();
    const fullAscii = detector.sample("code_39-full-ascii");
    const values = await page.evaluate(
      async (base64) =>
        (await new scannerRemote.BarcodeDetector({ formats: ["code_39"] }).detect(await pngBlob(base64))).map(
          (b: { rawValue: string }) => b.rawValue,
        ),
      fullAscii.base64,
    );
    expect(values).toEqual(["+A+B"]);
  });

  test("the defaults are SPEC §9's, and detect overrides Code 39 extended and the text mode", async ({ page }) => {
    await new BarcodeDetectorPage(page).open();
    const { defaults, detect } = await page.evaluate(() => ({ defaults: scannerRemote.SCANNER_DEFAULTS, detect: scannerRemote.DETECT_OPTIONS }));
    expect(defaults).toEqual({
      tryHarder: true, tryRotate: true, tryInvert: true, tryDownscale: true, tryDenoise: false,
      binarizer: "LocalAverage", downscaleFactor: 3, downscaleThreshold: 500, minLineCount: 2, maxNumberOfSymbols: 255,
      tryCode39ExtendedMode: true, eanAddOnSymbol: "Ignore", textMode: "HRI", characterSet: "Unknown",
    });
    expect(detect).toEqual({ ...defaults, tryCode39ExtendedMode: false, textMode: "Plain" });
  });
});

test.describe("barcode detector: engine choice and loading", () => {
  test("uses the browser's native detector when it reads every requested format, else the bundled engine", async ({ page }) => {
    // A stand-in for Android's or macOS's native detector that reads only QR codes.
    await page.addInitScript(() => {
      (globalThis as any).BarcodeDetector = class {
        static async getSupportedFormats() {
          return ["qr_code"];
        }
        async detect() {
          return [{ rawValue: "from-native", format: "qr_code", boundingBox: new DOMRectReadOnly(1, 2, 3, 4), cornerPoints: [{ x: 1, y: 2 }, { x: 4, y: 2 }, { x: 4, y: 6 }, { x: 1, y: 6 }] }];
        }
      };
    });
    const engineRequests: string[] = [];
    page.on("request", (request) => request.url().includes("/engine-") && engineRequests.push(request.url()));
    const detector = new BarcodeDetectorPage(page);
    await detector.open();
    const code = detector.sample("iccid-code128", "camera");
    const read = (formats: string[]) =>
      page.evaluate(
        async ({ base64, formats }) =>
          (await new scannerRemote.BarcodeDetector({ formats }).detect(await pngBlob(base64))).map((b: { rawValue: string }) => b.rawValue),
        { base64: code.base64, formats },
      );
    expect(await read(["qr_code"])).toEqual(["from-native"]);
    expect(engineRequests).toEqual([]); // the native detector did the work: no engine was fetched
    expect(await read(["qr_code", "code_128"])).toEqual([code.text]);
    expect(engineRequests).toHaveLength(1);
  });

  test("the engine loads only when a detector is made, and nothing comes from another origin", async ({ page, baseURL }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    const detector = new BarcodeDetectorPage(page);
    await detector.open();
    expect(requests.filter((url) => url.includes("engine-"))).toEqual([]);
    const qr = detector.sample("esim-qr", "camera");
    await page.evaluate(async (base64) => new scannerRemote.BarcodeDetector({ formats: ["qr_code"] }).detect(await pngBlob(base64)), qr.base64);
    const origin = new URL(baseURL!).origin;
    const engine = requests.filter((url) => url.includes("/engine-"));
    expect(engine).toHaveLength(1);
    expect(engine[0]).toMatch(new RegExp(`^${origin}/mfe/scanner/engine-zxing-js\\.[0-9a-f]{10}\\.js$`));
    expect(requests.filter((url) => /^https?:/.test(url) && !url.startsWith(origin))).toEqual([]);
  });

  test("the WebAssembly engine fetches its .wasm as a hashed asset of /mfe/scanner/", async ({ page, baseURL }) => {
    const wasm: string[] = [];
    page.on("request", (request) => request.url().endsWith(".wasm") && wasm.push(request.url()));
    const detector = new BarcodeDetectorPage(page);
    await detector.open();
    const qr = detector.sample("esim-qr", "camera");
    const values = await page.evaluate(
      async (base64) =>
        (await new scannerRemote.BarcodeDetector({ formats: ["qr_code"], engine: "zxing-wasm" }).detect(await pngBlob(base64))).map(
          (b: { rawValue: string }) => b.rawValue,
        ),
      qr.base64,
    );
    expect(values).toEqual([qr.text]);
    expect(wasm).toEqual([expect.stringMatching(new RegExp(`^${new URL(baseURL!).origin}/mfe/scanner/media/zxing_reader\\.[0-9a-f]{10}\\.wasm$`))]);
  });
});
