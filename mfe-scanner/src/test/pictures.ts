import { BarcodeFormat, EncodeHintType, QRCodeWriter } from '@zxing/library';

/** A grey picture under construction: one byte per pixel, white to start with. */
export interface Canvas {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

export function blank(width: number, height: number): Canvas {
  return { width, height, pixels: new Uint8ClampedArray(width * height).fill(255) };
}

function fill(canvas: Canvas, x: number, y: number, width: number, height: number): void {
  for (let row = y; row < y + height; row += 1) canvas.pixels.fill(0, row * canvas.width + x, row * canvas.width + x + width);
}

/** Paints a QR code of `text` with its top-left corner at (x, y), `module` pixels per module. */
export function paintQr(canvas: Canvas, text: string, x: number, y: number, module: number): void {
  const hints = new Map([[EncodeHintType.MARGIN, 0]]);
  const matrix = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 0, 0, hints);
  for (let row = 0; row < matrix.getHeight(); row += 1) {
    for (let column = 0; column < matrix.getWidth(); column += 1) {
      if (matrix.get(column, row)) fill(canvas, x + column * module, y + row * module, module, module);
    }
  }
}

// EAN-8: the left half in L patterns, the right half in their complements, between guards.
const L_PATTERNS = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const complement = (bits: string) => [...bits].map((bit) => (bit === '1' ? '0' : '1')).join('');

/** Paints an EAN-8 code of eight digits (with its check digit) at (x, y), `module` pixels per bar module. */
export function paintEan8(canvas: Canvas, digits: string, x: number, y: number, module: number, height: number): void {
  const left = [...digits.slice(0, 4)].map((digit) => L_PATTERNS[Number(digit)]).join('');
  const right = [...digits.slice(4)].map((digit) => complement(L_PATTERNS[Number(digit)])).join('');
  const bits = `101${left}01010${right}101`;
  [...bits].forEach((bit, index) => {
    if (bit === '1') fill(canvas, x + index * module, y, module, height);
  });
}

/** The picture turned a quarter to the left (what a bar code held upright looks like). */
export function turned(canvas: Canvas): Canvas {
  const out = blank(canvas.height, canvas.width);
  for (let y = 0; y < canvas.height; y += 1) {
    for (let x = 0; x < canvas.width; x += 1) out.pixels[(canvas.width - 1 - x) * out.width + y] = canvas.pixels[y * canvas.width + x];
  }
  return out;
}

export function inverted(canvas: Canvas): Canvas {
  return { ...canvas, pixels: canvas.pixels.map((value) => 255 - value) };
}

/** The picture as RGBA pixels, what a canvas's getImageData gives. */
export function imageData(canvas: Canvas): ImageData {
  const data = new Uint8ClampedArray(canvas.width * canvas.height * 4);
  canvas.pixels.forEach((value, index) => {
    data.set([value, value, value, 255], index * 4);
  });
  return { width: canvas.width, height: canvas.height, data, colorSpace: 'srgb' } as ImageData;
}

/**
 * A canvas element as @zxing/browser's camera loop draws frames on it, showing `picture` (the test DOM has
 * no 2D canvas of its own).
 */
export function frameCanvas(picture: Canvas | null): HTMLCanvasElement {
  const pixels = picture ? imageData(picture) : null;
  return {
    width: picture?.width ?? 0,
    height: picture?.height ?? 0,
    getContext: () => ({ getImageData: () => pixels }),
  } as unknown as HTMLCanvasElement;
}
