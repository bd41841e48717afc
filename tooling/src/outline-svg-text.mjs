import * as fontkit from 'fontkit';
import { createRequire } from 'node:module';

/**
 * Our artwork's words drawn in the store's font. A picture shown by `<img>` cannot load a web font, so an SVG's
 * `<text>` set in Plus Jakarta Sans would fall back to whatever the phone has (Arial on most). At build time each
 * such `<text>` becomes the outlines of its glyphs, laid out by fontkit with the font's kerning, so the banner
 * looks the same everywhere and costs no font download. Text in any other family is left as it is.
 *
 * Supported on a `<text>`: x, y, font-size, font-weight (600, 700 or 800: the weights the store ships),
 * text-anchor (start, middle, end), fill and fill-opacity; plain words only (no `<tspan>`). A text that would
 * reach past the picture's width is a build error, so a longer translation cannot be cut off unseen.
 */

const FAMILY = 'Plus Jakarta Sans';
const WEIGHTS = /** @type {const} */ ([600, 700, 800]);
const TEXT = /<text\b([^>]*)>([\s\S]*?)<\/text>/g;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;
const ENTITIES = /** @type {Record<string, string>} */ ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" });

const requireFromTooling = createRequire(import.meta.url);
/** @type {Map<number, fontkit.Font>} */
const fonts = new Map();

/** @param {number} weight */
function fontOf(weight) {
  let font = fonts.get(weight);
  if (!font) {
    const file = requireFromTooling.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff2`);
    font = /** @type {fontkit.Font} */ (fontkit.openSync(file));
    fonts.set(weight, font);
  }
  return font;
}

/** @param {string} text */
function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    const decoded = ENTITIES[name];
    if (decoded === undefined) throw new Error(`unknown entity ${whole}`);
    return decoded;
  });
}

/** @param {string} attributes @returns {Record<string, string>} */
function parseAttributes(attributes) {
  return Object.fromEntries([...attributes.matchAll(ATTRIBUTE)].map(([, name, value]) => [name, value]));
}

/** @param {number} value */
function round(value) {
  return Math.round(value * 10) / 10;
}

/**
 * The glyph outlines of one line of text as SVG path data, in the picture's coordinates.
 * @param {string} text @param {{ x: number, y: number, size: number, weight: number, anchor: string }} at
 * @returns {{ d: string, width: number, left: number }}
 */
export function outline(text, { x, y, size, weight, anchor }) {
  const font = fontOf(weight);
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  const width = run.advanceWidth * scale;
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  let pen = 0;
  const parts = [];
  for (const [index, glyph] of run.glyphs.entries()) {
    const position = run.positions[index];
    // Font units grow upwards, SVG's downwards: flip y about the baseline.
    const originX = left + (pen + position.xOffset) * scale;
    const originY = y - position.yOffset * scale;
    const d = glyph.path
      .scale(scale, -scale)
      .translate(originX, originY)
      .toSVG()
      .replace(/-?\d+\.\d+/g, (number) => String(round(Number(number))));
    if (d) parts.push(d);
    pen += position.xAdvance;
  }
  return { d: parts.join(''), width, left };
}

/**
 * Replaces every `<text>` set in Plus Jakarta Sans by a `<path>`; `where` names the file in errors.
 * @param {string} svg @param {string} where @returns {string}
 */
export function outlineSvgText(svg, where = 'SVG') {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1].trim().split(/[\s,]+/).map(Number);
  return svg.replace(TEXT, (whole, rawAttributes, content) => {
    const attributes = parseAttributes(rawAttributes);
    if (!(attributes['font-family'] ?? '').includes(FAMILY)) return whole;
    if (/[<>]/.test(content)) throw new Error(`${where}: a <text> in ${FAMILY} holds markup; use plain words`);
    const weight = Number(attributes['font-weight'] ?? 400);
    if (!WEIGHTS.includes(/** @type {600 | 700 | 800} */ (weight))) {
      throw new Error(`${where}: font-weight ${weight} is not one the store ships (${WEIGHTS.join(', ')})`);
    }
    const words = decodeEntities(content.trim());
    const shape = outline(words, {
      x: Number(attributes.x ?? 0),
      y: Number(attributes.y ?? 0),
      size: Number(attributes['font-size'] ?? 16),
      weight,
      anchor: attributes['text-anchor'] ?? 'start',
    });
    if (viewBox && (shape.left < viewBox[0] || shape.left + shape.width > viewBox[0] + viewBox[2])) {
      throw new Error(`${where}: "${words}" is ${Math.round(shape.width)} wide and leaves the picture`);
    }
    const paint = ['fill', 'fill-opacity']
      .filter((name) => attributes[name] !== undefined)
      .map((name) => ` ${name}="${attributes[name]}"`)
      .join('');
    return `<path d="${shape.d}"${paint}/>`;
  });
}

/**
 * The rspack loader: `{ test: /\.svg$/, type: 'asset/resource', use: [{ loader: <this file> }] }`.
 * @this {{ resourcePath: string }} @param {string} source
 */
export default function outlineSvgTextLoader(source) {
  return outlineSvgText(source, this.resourcePath);
}
