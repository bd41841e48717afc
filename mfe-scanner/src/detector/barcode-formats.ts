/** Every concrete format name of SPEC §3 "Scan result", in the W3C Shape Detection API spelling. */
export const BARCODE_FORMATS = [
  'aztec',
  'code_128',
  'code_39',
  'code_93',
  'codabar',
  'databar',
  'databar_expanded',
  'databar_limited',
  'data_matrix',
  'dx_film_edge',
  'ean_13',
  'ean_8',
  'itf',
  'maxi_code',
  'micro_qr_code',
  'pdf417',
  'qr_code',
  'rm_qr_code',
  'upc_a',
  'upc_e',
] as const;

export type BarcodeFormat = (typeof BARCODE_FORMATS)[number];

/** The groups SPEC §3 names; a group in `formats` stands for all of its members. */
export const FORMAT_GROUPS = {
  linear_codes: [
    'code_128',
    'code_39',
    'code_93',
    'codabar',
    'databar',
    'databar_expanded',
    'databar_limited',
    'dx_film_edge',
    'ean_13',
    'ean_8',
    'itf',
    'upc_a',
    'upc_e',
  ],
  matrix_codes: ['aztec', 'data_matrix', 'maxi_code', 'micro_qr_code', 'pdf417', 'qr_code', 'rm_qr_code'],
  any: BARCODE_FORMATS,
} as const satisfies Record<string, readonly BarcodeFormat[]>;

export type BarcodeFormatGroup = keyof typeof FORMAT_GROUPS;

/** What `new BarcodeDetector({ formats })` accepts: a format, a group, or `unknown` (ignored, as in hints). */
export type BarcodeFormatHint = BarcodeFormat | BarcodeFormatGroup | 'unknown';

/** The format reported for a symbol whose format the engine cannot name (W3C `unknown`). */
export type DetectedFormat = BarcodeFormat | 'unknown';

const KNOWN = new Set<string>([...BARCODE_FORMATS, ...Object.keys(FORMAT_GROUPS)]);

export function isKnownHint(name: string): name is BarcodeFormat | BarcodeFormatGroup {
  return KNOWN.has(name);
}

/** Expands groups into their member formats, without duplicates, keeping SPEC's order. */
export function expandFormats(hints: readonly (BarcodeFormat | BarcodeFormatGroup)[]): BarcodeFormat[] {
  const wanted = new Set<BarcodeFormat>();
  for (const hint of hints) {
    const members: readonly BarcodeFormat[] = hint in FORMAT_GROUPS ? FORMAT_GROUPS[hint as BarcodeFormatGroup] : [hint as BarcodeFormat];
    for (const format of members) wanted.add(format);
  }
  return BARCODE_FORMATS.filter((format) => wanted.has(format));
}
