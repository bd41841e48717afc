/**
 * eSIM-capable phones per brand (SPEC §9: 21 Apple, 17 Samsung, 8 Oppo, 9 Google), newest first. Model names
 * are product names, the same in every language, so they are data rather than translations. Checked against
 * the makers' published eSIM support lists; revisit when a new generation ships.
 */
export const DEVICE_BRANDS = [
  {
    id: 'apple',
    name: 'Apple',
    models: [
      'iPhone 17 Pro Max',
      'iPhone 17 Pro',
      'iPhone Air',
      'iPhone 17',
      'iPhone 16e',
      'iPhone 16 Pro Max',
      'iPhone 16 Pro',
      'iPhone 16 Plus',
      'iPhone 16',
      'iPhone 15 Pro Max',
      'iPhone 15 Pro',
      'iPhone 15 Plus',
      'iPhone 15',
      'iPhone 14 Pro Max',
      'iPhone 14 Pro',
      'iPhone 14 Plus',
      'iPhone 14',
      'iPhone 13 Pro Max',
      'iPhone 13 Pro',
      'iPhone 13',
      'iPhone SE (3rd gen)',
    ],
  },
  {
    id: 'samsung',
    name: 'Samsung',
    models: [
      'Galaxy S25 Ultra',
      'Galaxy S25 Edge',
      'Galaxy S25+',
      'Galaxy S25',
      'Galaxy S24 Ultra',
      'Galaxy S24+',
      'Galaxy S24',
      'Galaxy S24 FE',
      'Galaxy S23 Ultra',
      'Galaxy S23+',
      'Galaxy S23',
      'Galaxy Z Fold7',
      'Galaxy Z Flip7',
      'Galaxy Z Fold6',
      'Galaxy Z Flip6',
      'Galaxy Z Fold5',
      'Galaxy Z Flip5',
    ],
  },
  {
    id: 'oppo',
    name: 'Oppo',
    models: ['Find X8 Pro', 'Find X8', 'Find N5', 'Find N3 Flip', 'Find N2 Flip', 'Find X5 Pro', 'Find X5', 'Find X3 Pro'],
  },
  {
    id: 'google',
    name: 'Google',
    models: [
      'Pixel 10 Pro XL',
      'Pixel 10 Pro',
      'Pixel 10',
      'Pixel 9 Pro XL',
      'Pixel 9 Pro',
      'Pixel 9',
      'Pixel 9a',
      'Pixel 8 Pro',
      'Pixel 8',
    ],
  },
] as const satisfies ReadonlyArray<{ id: string; name: string; models: readonly string[] }>;

export type DeviceBrand = (typeof DEVICE_BRANDS)[number];
