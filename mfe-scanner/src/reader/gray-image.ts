import { InvertedLuminanceSource, LuminanceSource } from '@zxing/library';

/** A grey-level picture: one byte per pixel, row after row. */
export interface GrayImage {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

/** Luma of each RGBA pixel (ITU-R BT.601 weights in integers, as zxing does). */
export function toGray(image: ImageData): GrayImage {
  const { width, height, data } = image;
  const pixels = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; i < pixels.length; i += 1, p += 4) {
    pixels[i] = (data[p] * 306 + data[p + 1] * 601 + data[p + 2] * 117) >> 10;
  }
  return { width, height, pixels };
}

/** Averages `factor` × `factor` blocks: zxing-cpp's "downscale" layer, which @zxing/library lacks. */
export function downscale(image: GrayImage, factor: number): GrayImage {
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const pixels = new Uint8ClampedArray(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy += 1) {
        const row = (y * factor + dy) * image.width + x * factor;
        for (let dx = 0; dx < factor; dx += 1) sum += image.pixels[row + dx];
      }
      pixels[y * width + x] = sum / area;
    }
  }
  return { width, height, pixels };
}

/** Paints a rectangle white, so the next pass finds the next symbol instead of the same one. */
export function blankOut(image: GrayImage, left: number, top: number, right: number, bottom: number): void {
  const x0 = Math.max(0, Math.floor(left));
  const x1 = Math.min(image.width, Math.ceil(right));
  const y0 = Math.max(0, Math.floor(top));
  const y1 = Math.min(image.height, Math.ceil(bottom));
  for (let y = y0; y < y1; y += 1) image.pixels.fill(255, y * image.width + x0, y * image.width + x1);
}

/**
 * zxing's view of a grey picture. Unlike @zxing/library's RGBLuminanceSource it can rotate, which
 * @zxing/library's linear readers use under "try harder" to read a bar code standing upright.
 */
export class GrayLuminanceSource extends LuminanceSource {
  constructor(private readonly image: GrayImage) {
    super(image.width, image.height);
  }

  override getRow(y: number, row?: Uint8ClampedArray): Uint8ClampedArray {
    const { width, pixels } = this.image;
    const out = row && row.length >= width ? row : new Uint8ClampedArray(width);
    out.set(pixels.subarray(y * width, (y + 1) * width));
    return out;
  }

  override getMatrix(): Uint8ClampedArray {
    return this.image.pixels;
  }

  override isRotateSupported(): boolean {
    return true;
  }

  /** 90° counter-clockwise: the new row y is the old column (width - 1 - y). */
  override rotateCounterClockwise(): LuminanceSource {
    const { width, height, pixels } = this.image;
    const rotated = new Uint8ClampedArray(width * height);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) rotated[(width - 1 - x) * height + y] = pixels[y * width + x];
    }
    return new GrayLuminanceSource({ width: height, height: width, pixels: rotated });
  }

  override invert(): LuminanceSource {
    return new InvertedLuminanceSource(this);
  }
}
