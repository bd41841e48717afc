// A grey picture as the fixtures use it: width, height and one byte per pixel (0 black, 255 white).
// Every transform returns a new picture; randomness comes from a seeded generator, so a fixture set is
// the same on every machine and every run.

/** @typedef {{ width: number, height: number, pixels: Uint8ClampedArray }} Gray */

/** @param {number} width @param {number} height @param {number} [value] @returns {Gray} */
export function blank(width, height, value = 255) {
  return { width, height, pixels: new Uint8ClampedArray(width * height).fill(value) };
}

/** Mulberry32: small, fast, and good enough for noise. @param {number} seed */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {Gray} image @param {(value: number, x: number, y: number) => number} fn @returns {Gray} */
export function mapPixels(image, fn) {
  const out = blank(image.width, image.height);
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) out.pixels[y * image.width + x] = fn(image.pixels[y * image.width + x], x, y);
  }
  return out;
}

/** Rotates about the centre by `degrees` (counter-clockwise), keeping the size; corners fill with white. */
export function rotate(image, degrees) {
  if (degrees % 90 === 0) return rotateQuarter(image, ((degrees / 90) % 4 + 4) % 4);
  const { width, height, pixels } = image;
  const angle = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const [cx, cy] = [width / 2, height / 2];
  return mapPixels(image, (_value, x, y) => {
    const sx = cos * (x - cx) - sin * (y - cy) + cx;
    const sy = sin * (x - cx) + cos * (y - cy) + cy;
    const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
    if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) return 255;
    const [fx, fy] = [sx - x0, sy - y0];
    const at = (px, py) => pixels[py * width + px];
    const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
    const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
    return top * (1 - fy) + bottom * fy;
  });
}

/** Exact quarter turns (counter-clockwise), swapping width and height for odd turns. */
function rotateQuarter(image, turns) {
  let current = image;
  for (let turn = 0; turn < turns; turn += 1) {
    const { width, height, pixels } = current;
    const out = blank(height, width);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) out.pixels[(width - 1 - x) * height + y] = pixels[y * width + x];
    }
    current = out;
  }
  return current;
}

export const invert = (image) => mapPixels(image, (v) => 255 - v);

/** Squeezes black..white into low..high. */
export const contrast = (image, low, high) => mapPixels(image, (v) => low + ((high - low) * v) / 255);

/** Three box-blur passes approximate a Gaussian of about `radius` pixels. */
export function blur(image, radius) {
  let current = image;
  for (let pass = 0; pass < 3; pass += 1) current = boxBlur(boxBlur(current, radius, true), radius, false);
  return current;
}

function boxBlur(image, radius, horizontal) {
  const { width, height, pixels } = image;
  const r = Math.max(1, Math.round(radius));
  return mapPixels(image, (_v, x, y) => {
    let sum = 0;
    let count = 0;
    for (let d = -r; d <= r; d += 1) {
      const [px, py] = horizontal ? [x + d, y] : [x, y + d];
      if (px < 0 || py < 0 || px >= width || py >= height) continue;
      sum += pixels[py * width + px];
      count += 1;
    }
    return sum / count;
  });
}

/** Gaussian noise of standard deviation `sigma` (Box-Muller). */
export function noise(image, sigma, seed) {
  const random = seededRandom(seed);
  return mapPixels(image, (v) => {
    const u = Math.max(random(), 1e-9);
    return v + sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  });
}

/** Uneven light: darker towards one corner, as under a desk lamp. */
export const shade = (image, darkest) =>
  mapPixels(image, (v, x, y) => v * (1 - (1 - darkest) * ((x / image.width + y / image.height) / 2)));
