#!/usr/bin/env node
// Writes generated barcode pictures for the tests and the benchmark:
//   node cli.mjs fixtures <dir>   the benchmark set (PNG files + manifest.json)
//   node cli.mjs samples <dir>    one PNG per SPEC §3 format bwip-js can draw (+ manifest.json)
//   node cli.mjs camera <dir>     one-frame .y4m videos for Chromium's fake camera (+ manifest.json)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { toPng, toY4m } from './encode.mjs';
import { cameraFrames, fixtureSet } from './fixture-set.mjs';
import { formatSamples } from './symbols.mjs';

const [what, dir] = process.argv.slice(2);
if (!['fixtures', 'samples', 'camera'].includes(what) || !dir) {
  console.error('usage: node cli.mjs fixtures|samples|camera <dir>');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });

let manifest;
if (what === 'fixtures') {
  manifest = fixtureSet().map(({ image, ...entry }) => {
    writeFileSync(path.join(dir, `${entry.name}.png`), toPng(image));
    return { ...entry, file: `${entry.name}.png` };
  });
} else if (what === 'samples') {
  manifest = (await formatSamples()).map(({ png, ...entry }) => {
    writeFileSync(path.join(dir, `${entry.name}.png`), png);
    return { ...entry, file: `${entry.name}.png` };
  });
} else {
  manifest = cameraFrames().map(({ image, ...entry }) => {
    writeFileSync(path.join(dir, `${entry.name}.y4m`), toY4m(image));
    writeFileSync(path.join(dir, `${entry.name}.png`), toPng(image));
    return { ...entry, file: `${entry.name}.y4m` };
  });
}
writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${what}: ${manifest.length} files in ${dir}`);
