import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const LOCALES = path.resolve(import.meta.dirname, '../../../locales');
const BLOCKS = ['verifyAccount', 'forgotPassword', 'authAction', 'google'];

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

const read = (lng: string) => JSON.parse(readFileSync(path.join(LOCALES, lng, 'account.json'), 'utf8')) as Record<string, unknown>;

// A text in one language only would show a raw key on the other language's page.
describe.each(BLOCKS)('locales/*/account.json %s', (block) => {
  it('has the same keys in Indonesian and English', () => {
    // Plural forms differ by language (Indonesian has only `_other`), so compare keys without them.
    const strip = (paths: string[]) => [...new Set(paths.map((p) => p.replace(/_(one|other)$/, '')))].sort();
    expect(strip(keyPaths(read('en')[block]))).toEqual(strip(keyPaths(read('id')[block])));
  });
});
