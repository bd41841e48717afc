import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import helvetica from '@capsizecss/metrics/helvetica';
import plusJakartaSans from '@capsizecss/metrics/plusJakartaSans';
import roboto from '@capsizecss/metrics/roboto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

/** Each @font-face of a stylesheet as its descriptors, keyed by family name. */
function fontFaces(text: string): Map<string, Map<string, string>> {
  const faces = new Map<string, Map<string, string>>();
  for (const [, body] of text.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const descriptors = new Map<string, string>();
    for (const declaration of body.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) descriptors.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
    }
    const family = descriptors.get('font-family')!.replace(/^['"]|['"]$/g, '');
    if (!faces.has(family)) faces.set(family, descriptors);
  }
  return faces;
}

const sources = (src: string) => src.split(',').map((source) => source.trim().replaceAll('"', "'"));

describe('fonts', () => {
  const stack = createFontStack([plusJakartaSans, arial, roboto, helvetica]);
  const expected = fontFaces(stack.fontFaces);
  const ours = fontFaces(css('./fonts.css'));

  it("draws text before Plus Jakarta Sans arrives in local faces scaled to its metrics, as capsize computes them", () => {
    expect(expected.size).toBe(3);
    for (const [family, descriptors] of expected) {
      const face = ours.get(family);
      expect(face, family).toBeDefined();
      for (const name of ['ascent-override', 'descent-override', 'line-gap-override', 'size-adjust']) {
        expect(face!.get(name), `${family} ${name}`).toBe(descriptors.get(name));
      }
      expect(sources(face!.get('src')!), family).toEqual(expect.arrayContaining(sources(descriptors.get('src')!)));
    }
  });

  it('names the scaled faces right after Plus Jakarta Sans in the font token', () => {
    const token = /--k-font:([^;]+);/.exec(css('./tokens.css'))![1]!;
    const families = token.split(',').map((family) => family.trim().replace(/^['"]|['"]$/g, ''));
    expect(families.slice(0, 4)).toEqual(['Plus Jakarta Sans', ...expected.keys()]);
  });
});
