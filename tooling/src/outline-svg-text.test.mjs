import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

import { outline, outlineSvgText } from './outline-svg-text.mjs';

const BANNERS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../mfe-catalog/src/features/home/banners');
const FONT = 'font-family="Plus Jakarta Sans, Arial, sans-serif"';

/** @param {string} words @param {string} [extra] */
const picture = (words, extra = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 200"><rect width="600" height="200" fill="#0b5c63"/>` +
  `<text x="300" y="120" ${FONT} font-weight="800" font-size="40" fill="#fff" fill-opacity=".9"${extra}>${words}</text></svg>`;

/** The horizontal extent of path data: its least and greatest x. @param {string} svg */
function extent(svg) {
  const d = /<path d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const xs = [...d.matchAll(/[MLQCZ]?(-?[\d.]+) (-?[\d.]+)/g)].map((match) => Number(match[1]));
  return { left: Math.min(...xs), right: Math.max(...xs) };
}

describe('words in an SVG drawn in the store font', () => {
  it('become glyph outlines painted as the text was', () => {
    const drawn = outlineSvgText(picture('MERDEKA!'));

    expect(drawn).not.toContain('<text');
    expect(drawn).toMatch(/<path d="M[^"]+" fill="#fff" fill-opacity=".9"\/><\/svg>$/);
    expect(drawn).toContain('<rect width="600" height="200" fill="#0b5c63"/>');
    // Starts at x (less the first glyph's side bearing) and spans the width fontkit lays out.
    const { left, right } = extent(drawn);
    const { width } = outline('MERDEKA!', { x: 300, y: 120, size: 40, weight: 800, anchor: 'start' });
    expect(left).toBeGreaterThanOrEqual(300);
    expect(left).toBeLessThan(305);
    expect(right).toBeGreaterThan(300 + width - 10);
    expect(right).toBeLessThanOrEqual(300 + width);
  });

  it('centre on x with text-anchor="middle"', () => {
    const { left, right } = extent(outlineSvgText(picture('Klaim sekarang', ' text-anchor="middle"')));

    expect(Math.abs((left + right) / 2 - 300)).toBeLessThan(2);
  });

  it('read entities as the characters they stand for', () => {
    expect(outlineSvgText(picture('UMRAH &amp; HAJI'))).toBe(outlineSvgText(picture('UMRAH &#38; HAJI')));
    expect(outlineSvgText(picture('UMRAH &amp; HAJI'))).not.toBe(outlineSvgText(picture('UMRAH HAJI')));
  });

  it('leave text in any other family alone', () => {
    const other = '<svg viewBox="0 0 64 64"><text x="32" y="36" font-family="sans-serif" font-weight="700">eSIM</text></svg>';

    expect(outlineSvgText(other)).toBe(other);
  });

  it('stop the build when they would leave the picture, naming the file', () => {
    const long = picture('Diskon lima belas persen untuk semua paket', ' text-anchor="middle"');

    expect(() => outlineSvgText(long, 'banners/umrah15-mobile.svg')).toThrow(
      /banners\/umrah15-mobile\.svg: "Diskon lima belas persen untuk semua paket" is \d+ wide and leaves the picture/,
    );
  });

  it('stop the build on a weight the store does not ship', () => {
    const thin = picture('Tipis').replace('font-weight="800"', 'font-weight="300"');

    expect(() => outlineSvgText(thin, 'thin.svg')).toThrow('thin.svg: font-weight 300 is not one the store ships');
  });
});

describe("the home page's banners", () => {
  const files = readdirSync(BANNERS).filter((name) => name.endsWith('.svg'));

  it.each(files)('%s keeps every word inside the picture, in the store font', (name) => {
    const drawn = outlineSvgText(readFileSync(path.join(BANNERS, name), 'utf8'), name);

    expect(drawn).not.toContain('<text');
  });

  it('are all found', () => {
    expect(files).toHaveLength(20);
  });
});
