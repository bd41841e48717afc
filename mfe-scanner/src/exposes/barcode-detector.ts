// `scanner/barcode-detector`: a W3C-shaped BarcodeDetector any remote can use on a picture (the camera scanner,
// ./BarcodeScanner, reads its frames with the same @zxing reader).
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
