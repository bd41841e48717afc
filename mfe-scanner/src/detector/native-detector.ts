import type { BarcodeFormat } from '@/detector/barcode-formats';

/** The browser's own Shape Detection API detector, as far as we use it. */
export interface NativeDetector {
  detect(source: ImageBitmapSource): Promise<
    { boundingBox: DOMRectReadOnly; rawValue: string; format: string; cornerPoints: { x: number; y: number }[] }[]
  >;
}
interface NativeDetectorClass {
  new (options?: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

function nativeClass(ours: unknown): NativeDetectorClass | null {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (typeof Native !== 'function' || Native === ours || typeof Native.getSupportedFormats !== 'function') return null;
  return Native;
}

/** Whether the browser has a BarcodeDetector of its own (not ours installed on `window`). */
export function hasNativeDetector(ours: unknown): boolean {
  return nativeClass(ours) !== null;
}

/**
 * The native detector for these formats, or null when the browser has none (Chromium on Linux and
 * Windows, Firefox, Safari) or it cannot read every one of them. `ours` is our own class, so a page that
 * installed it as `window.BarcodeDetector` does not count as native.
 */
export async function nativeDetectorFor(formats: readonly BarcodeFormat[], ours: unknown): Promise<NativeDetector | null> {
  const Native = nativeClass(ours);
  if (!Native) return null;
  try {
    const supported = new Set(await Native.getSupportedFormats());
    if (formats.length === 0 || !formats.every((format) => supported.has(format))) return null;
    return new Native({ formats: [...formats] });
  } catch {
    return null;
  }
}
