import { expect, test } from "@playwright/test";

import { BarcodeDetectorPage } from "../pages/barcode-detector-page";

// SPEC §5 and §8: which image sources detect() reads, and how it refuses the ones it cannot.
const DETECT = "Failed to execute 'detect' on 'BarcodeDetector'";

test.describe("barcode detector: image sources", () => {
  test("reads image and video elements, canvases, ImageBitmap, ImageData, Blob and File", async ({ page }) => {
    const detector = new BarcodeDetectorPage(page);
    await detector.open();
    const code = detector.sample("iccid-code128", "camera");
    const read = await page.evaluate(async (base64) => {
      const detector = new scannerRemote.BarcodeDetector({ formats: ["code_128"] });
      const value = async (source: unknown) => (await detector.detect(source)).map((b: { rawValue: string }) => b.rawValue).join();
      const blob = await pngBlob(base64);
      const url = URL.createObjectURL(blob);
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = await pngCanvas(base64);
      const offscreen = new OffscreenCanvas(canvas.width, canvas.height);
      offscreen.getContext("2d")!.drawImage(canvas, 0, 0);
      const video = document.createElement("video");
      video.muted = true;
      video.srcObject = canvas.captureStream();
      await video.play();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return {
        image: await value(image),
        canvas: await value(canvas),
        offscreen: await value(offscreen),
        bitmap: await value(await createImageBitmap(blob)),
        imageData: await value(canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height)),
        blob: await value(blob),
        file: await value(new File([blob], "iccid.png", { type: "image/png" })),
        video: await value(video),
      };
    }, code.base64);
    for (const [source, value] of Object.entries(read)) expect(value, source).toBe(code.text);
  });

  test("a zero-size image gives no results", async ({ page }) => {
    await new BarcodeDetectorPage(page).open();
    const found = await page.evaluate(async () => {
      const detector = new scannerRemote.BarcodeDetector({ formats: ["qr_code"] });
      const canvas = document.createElement("canvas");
      canvas.width = 0;
      canvas.height = 0;
      return [...(await detector.detect(canvas)), ...(await detector.detect(new OffscreenCanvas(0, 10)))];
    });
    expect(found).toEqual([]);
  });

  test("unloadable, closed, detached or empty sources are invalid, with SPEC's messages and names", async ({ page }) => {
    await new BarcodeDetectorPage(page).open();
    const failures = await page.evaluate(async () => {
      const detector = new scannerRemote.BarcodeDetector({ formats: ["qr_code"] });
      const notAnImage = new Blob(["this is not a picture"], { type: "image/png" });
      const emptyImage = new Image();
      const brokenImage = new Image();
      brokenImage.src = "data:image/png;base64,AAAA";
      const closed = await createImageBitmap(new ImageData(8, 8));
      closed.close();
      const detached = new ImageData(8, 8);
      structuredClone(detached.data.buffer, { transfer: [detached.data.buffer] });
      const noFrameYet = document.createElement("video");
      return {
        blob: await failureOf(() => detector.detect(notAnImage)),
        emptyBlob: await failureOf(() => detector.detect(new Blob([]))),
        emptyImage: await failureOf(() => detector.detect(emptyImage)),
        brokenImage: await failureOf(() => detector.detect(brokenImage)),
        closedBitmap: await failureOf(() => detector.detect(closed)),
        detachedImageData: await failureOf(() => detector.detect(detached)),
        videoWithoutFrame: await failureOf(() => detector.detect(noFrameYet)),
        notASource: await failureOf(() => detector.detect({ width: 10, height: 10 })),
      };
    });
    const invalid = (message: string) => ({ name: "InvalidStateError", type: "DOMException", message: `${DETECT}: ${message}` });
    expect(failures.blob).toEqual(invalid("Failed to load or decode Blob."));
    expect(failures.emptyBlob).toEqual(invalid("Failed to load or decode Blob."));
    expect(failures.emptyImage).toEqual(invalid("Failed to load or decode HTMLImageElement."));
    expect(failures.brokenImage).toEqual(invalid("Failed to load or decode HTMLImageElement."));
    expect(failures.closedBitmap).toEqual(invalid("The image source is detached."));
    expect(failures.detachedImageData).toEqual(invalid("The image data has been detached."));
    expect(failures.videoWithoutFrame).toEqual(invalid("Invalid element or state."));
    expect(failures.notASource?.type).toBe("TypeError");
    expect(failures.notASource?.message).toMatch(new RegExp(`^${DETECT.replace(/[()']/g, ".")}: The provided value is not of type`));
  });

  test("a cross-origin picture is refused: Source would taint origin. (SecurityError)", async ({ page, baseURL }) => {
    const detector = new BarcodeDetectorPage(page);
    await detector.open();
    const qr = detector.sample("esim-qr", "camera");
    // Same server, other origin (localhost instead of 127.0.0.1), answered without CORS headers.
    const otherOrigin = new URL("/cross-origin/esim.png", baseURL!.replace("127.0.0.1", "localhost")).href;
    await page.route(otherOrigin, (route) => route.fulfill({ contentType: "image/png", body: Buffer.from(qr.base64, "base64") }));
    const failure = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return failureOf(() => new scannerRemote.BarcodeDetector({ formats: ["qr_code"] }).detect(image));
    }, otherOrigin);
    expect(failure).toEqual({ name: "SecurityError", type: "DOMException", message: `${DETECT}: Source would taint origin.` });
  });
});
