import bwipjs from 'bwip-js';

import { blank } from './gray-image.mjs';

/** @typedef {import('./gray-image.mjs').Gray} Gray */
/** @typedef {'code_128' | 'ean_13' | 'ean_8' | 'qr_code'} FixtureFormat */

const BWIP_NAMES = { code_128: 'code128', ean_13: 'ean13', ean_8: 'ean8', qr_code: 'qrcode' };

/** Luhn check digit, as the last digit of an ICCID. @param {string} digits */
export function luhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d *= 2;
    sum += d > 9 ? d - 9 : d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** EAN-13 / EAN-8 with its check digit (weights 3 and 1 from the right). @param {string} digits */
export function ean(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return digits + String((10 - (sum % 10)) % 10);
}

/** A 20-digit Indonesian ICCID (89 telecom, 62 Indonesia) with its Luhn digit. @param {number} serial */
export function iccid(serial) {
  const body = `896201${String(serial).padStart(13, '0')}`;
  return body + luhn(body);
}

/** An eSIM activation code (GSMA SGP.22 "LPA:1$<SM-DP+ address>$<matching id>"). @param {number} serial */
export function esimActivationCode(serial) {
  return `LPA:1$smdp.kelana.example$KLN-${String(serial).padStart(6, '0')}-ACT`;
}

/**
 * Paints a symbol at a whole number of pixels per module, centred on a white frame, with bwip-js giving the
 * modules (bars and spaces, or the matrix). @param {FixtureFormat} format @param {string} text
 * @param {{ module: number, width?: number, height?: number, barHeight?: number }} size
 * @returns {Gray}
 */
export function paintSymbol(format, text, size) {
  const [symbol] = bwipjs.raw(BWIP_NAMES[format], text, {});
  const m = size.module;
  if ('pixs' in symbol) {
    const { pixs, pixx, pixy } = symbol;
    const image = blank(size.width ?? (pixx + 8) * m, size.height ?? (pixy + 8) * m);
    const [left, top] = [Math.floor((image.width - pixx * m) / 2), Math.floor((image.height - pixy * m) / 2)];
    for (let row = 0; row < pixy; row += 1) {
      for (let col = 0; col < pixx; col += 1) {
        if (pixs[row * pixx + col]) fillRect(image, left + col * m, top + row * m, m, m);
      }
    }
    return image;
  }
  const modules = symbol.sbs.reduce((total, width) => total + width, 0);
  const barHeight = size.barHeight ?? Math.max(40, Math.round(modules * m * 0.3));
  const image = blank(size.width ?? (modules + 24) * m, size.height ?? barHeight + 24 * m);
  let x = Math.floor((image.width - modules * m) / 2);
  const top = Math.floor((image.height - barHeight) / 2);
  symbol.sbs.forEach((width, index) => {
    if (index % 2 === 0) fillRect(image, x, top, width * m, barHeight);
    x += width * m;
  });
  return image;
}

function fillRect(image, left, top, width, height) {
  for (let y = Math.max(0, top); y < Math.min(image.height, top + height); y += 1) {
    image.pixels.fill(0, y * image.width + Math.max(0, left), y * image.width + Math.min(image.width, left + width));
  }
}

const MATRIX = new Set(['azteccode', 'datamatrix', 'maxicode', 'microqrcode', 'qrcode', 'rectangularmicroqrcode']);

/**
 * One PNG per SPEC §3 format that bwip-js can draw, to check that each format the detector reports as
 * supported really decodes. DX film edge has no bwip-js encoder.
 * @returns {Promise<{ name: string, format: string, text: string, png: Buffer }[]>}
 */
export async function formatSamples() {
  const samples = [
    ['aztec', 'azteccode', 'KELANA-AZTEC', {}],
    ['code_128', 'code128', '89620100000000000012', {}],
    ['code_39', 'code39', 'KELANA39', {}],
    // Full-ASCII pairs: read plainly ("+A+B"), as detect() asks, not extended ("ab").
    ['code_39', 'code39', '+A+B', {}, 'code_39-full-ascii'],
    ['code_93', 'code93', 'KELANA93', { includecheck: true }],
    ['codabar', 'rationalizedCodabar', 'A123456B', {}],
    ['databar', 'databaromni', '(01)09521234543213', {}],
    ['databar_expanded', 'databarexpanded', '(01)09521234543213(3103)000123', {}],
    ['databar_limited', 'databarlimited', '(01)09521234543213', {}],
    ['data_matrix', 'datamatrix', 'KELANA-DM', {}],
    ['ean_13', 'ean13', '5901234123457', {}],
    ['ean_8', 'ean8', '96385074', {}],
    ['itf', 'interleaved2of5', '12345678', {}],
    ['maxi_code', 'maxicode', 'KELANA MAXI', {}],
    ['micro_qr_code', 'microqrcode', 'KELANA', {}],
    ['pdf417', 'pdf417', 'KELANA-PDF417', {}],
    ['qr_code', 'qrcode', 'LPA:1$smdp.kelana.example$KLN-1', {}],
    ['rm_qr_code', 'rectangularmicroqrcode', 'KELANA', { version: 'R11x43' }],
    ['upc_a', 'upca', '036000291452', {}],
    ['upc_e', 'upce', '04252614', {}],
  ];
  return Promise.all(
    samples.map(async ([format, bcid, text, extra, name = format]) => ({
      name,
      format,
      text,
      // `height` (mm) is for linear codes only: given to a matrix code it stretches the symbol.
      png: await bwipjs.toBuffer({ bcid, text, scale: 3, paddingwidth: 12, paddingheight: 12, backgroundcolor: 'FFFFFF', ...(MATRIX.has(bcid) ? {} : { height: 12 }), ...extra }),
    })),
  );
}
