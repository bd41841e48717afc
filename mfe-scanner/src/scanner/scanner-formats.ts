import type { BarcodeFormat } from '@/detector/barcode-formats';

/** SPEC §5: the scanner accepts code_128 (ICCIDs on SIM cards), qr_code (eSIM), ean_13 and ean_8. */
export const SCANNER_FORMATS: readonly BarcodeFormat[] = ['code_128', 'qr_code', 'ean_13', 'ean_8'];

/** SPEC §9: the camera toggle stays disabled this long after each click. */
export const TOGGLE_DEBOUNCE_MS = 1000;
