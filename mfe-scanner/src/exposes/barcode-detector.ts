// `scanner/barcode-detector`: the detector other remotes use (account's activation flow, for one).
// The engine behind it loads lazily, when a detector is first made.
export { BarcodeDetector, type BarcodeDetectorOptions, type DetectedBarcode } from '@/detector/barcode-detector';
export {
  BARCODE_FORMATS,
  FORMAT_GROUPS,
  type BarcodeFormat,
  type BarcodeFormatGroup,
  type BarcodeFormatHint,
  type DetectedFormat,
} from '@/detector/barcode-formats';
export { CONSTRUCT_PREFIX, DETECT_PREFIX } from '@/detector/detector-errors';
export { SCANNER_DEFAULTS, DETECT_OPTIONS, type ReaderOptions } from '@/detector/reader-options';
