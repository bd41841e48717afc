import { blur, contrast, invert, noise, rotate, shade } from './gray-image.mjs';
import { ean, esimActivationCode, iccid, paintSymbol } from './symbols.mjs';

/** @typedef {import('./gray-image.mjs').Gray} Gray */
/** @typedef {{ name: string, format: import('./symbols.mjs').FixtureFormat, text: string, variant: string, image: Gray }} Fixture */

const FRAME = { width: 640, height: 480 };
/** Pixels per module: a comfortable size for each format in a 640 × 480 frame. */
const MODULE = { code_128: 3, ean_13: 4, ean_8: 5, qr_code: 5 };

/** What a camera does to a printed code, one trouble at a time, then all together ("photo"). */
const VARIANTS = {
  clean: (image) => image,
  'rotated-8deg': (image) => rotate(image, 8),
  'rotated-90deg': (image) => rotate(image, 90),
  inverted: (image) => invert(image),
  'low-contrast': (image) => contrast(image, 105, 165),
  blurred: (image) => blur(image, 1.5),
  'noisy-photo': (image, seed) => blur(noise(shade(contrast(rotate(image, -4), 40, 220), 0.55), 22, seed), 1),
};

/** The symbols: ICCIDs in Code 128 (the SIM card), EAN-13 and EAN-8 (boxes), eSIM activation QR codes. */
const SYMBOLS = [
  ['code_128', iccid(1)],
  ['code_128', iccid(424242)],
  ['ean_13', ean('899123456789')],
  ['ean_13', ean('590123412345')],
  ['ean_8', ean('9638507')],
  ['ean_8', ean('8991234')],
  ['qr_code', esimActivationCode(1)],
  ['qr_code', esimActivationCode(907311)],
];

/**
 * 8 symbols × (7 variants + a small print) = 64 fixtures, the same on every run.
 * @returns {Fixture[]}
 */
export function fixtureSet() {
  /** @type {Fixture[]} */
  const fixtures = [];
  SYMBOLS.forEach(([format, text], index) => {
    const base = paintSymbol(format, text, { module: MODULE[format], ...FRAME });
    for (const [variant, apply] of Object.entries(VARIANTS)) {
      fixtures.push({ name: `${format}-${index}-${variant}`, format, text, variant, image: apply(base, 1000 + index) });
    }
    // Small: the fewest pixels per module a phone held at arm's length gives.
    const small = paintSymbol(format, text, { module: format === 'qr_code' ? 2 : 1, ...FRAME });
    fixtures.push({ name: `${format}-${index}-small`, format, text, variant: 'small', image: small });
  });
  return fixtures;
}

/** The frames Chromium's fake camera shows in the e2e scan: a SIM card's ICCID and an eSIM QR code. */
export function cameraFrames() {
  return [
    { name: 'iccid-code128', format: 'code_128', text: iccid(1), image: paintSymbol('code_128', iccid(1), { module: 3, ...FRAME }) },
    {
      name: 'esim-qr',
      format: 'qr_code',
      text: esimActivationCode(1),
      image: paintSymbol('qr_code', esimActivationCode(1), { module: 6, ...FRAME }),
    },
  ];
}
