import { expect, type Page } from "@playwright/test";

import { mediaBase64, mediaManifest } from "../fixtures/scanner-media";

/**
 * A page of the store with the scanner remote's `barcode-detector` module loaded through Module Federation,
 * as another remote would load it. Specs run their checks inside the page with `run`.
 */
export class BarcodeDetectorPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.addInitScript({ content: IN_PAGE_HELPERS });
    await this.page.goto("/scanner");
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
    // The heading is the server's first screen at first: the store's runtime is in once the live page replaced it.
    await expect(this.page.locator("#first-screen")).toHaveCount(0);
    await this.page.evaluate(async () => {
      const federation = (globalThis as any).__FEDERATION__;
      const shell = federation.__INSTANCES__.find((instance: { name: string }) => instance.name === "shell");
      (globalThis as any).scannerRemote = await shell.loadRemote("scanner/barcode-detector");
    });
  }

  /** A generated picture (see bench/barcode-fixtures) as base64 PNG, with the text it encodes. */
  sample(name: string, what: "samples" | "camera" = "samples") {
    const entry = mediaManifest(what).find((item) => item.name === name);
    if (!entry) throw new Error(`no generated picture named ${name}`);
    const png = what === "camera" ? entry.file.replace(/\.y4m$/, ".png") : entry.file;
    return { ...entry, base64: mediaBase64(what, png) };
  }

  samples() {
    return mediaManifest("samples").map((entry) => ({ ...entry, base64: mediaBase64("samples", entry.file) }));
  }
}

/* eslint-disable no-var */
declare global {
  /** The exposed module, loaded by open(). */
  var scannerRemote: any;
  var pngBlob: (base64: string) => Promise<Blob>;
  var pngCanvas: (
    base64: string,
    draw?: (context: CanvasRenderingContext2D, bitmap: ImageBitmap) => void,
  ) => Promise<HTMLCanvasElement>;
  var failureOf: (action: () => Promise<unknown>) => Promise<{ name: string; message: string; type: string } | null>;
}

/** Runs inside the page: turns base64 PNG into the image sources the tests need. */
export const IN_PAGE_HELPERS = `
  globalThis.pngBlob = async (base64) => (await fetch('data:image/png;base64,' + base64)).blob();
  globalThis.pngCanvas = async (base64, draw) => {
    const bitmap = await createImageBitmap(await globalThis.pngBlob(base64));
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    if (draw) draw(context, bitmap); else context.drawImage(bitmap, 0, 0);
    return canvas;
  };
  globalThis.failureOf = async (action) => {
    try { await action(); return null; } catch (error) { return { name: error.name, message: error.message, type: error.constructor.name }; }
  };
`;
