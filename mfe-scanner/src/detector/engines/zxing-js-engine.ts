import type { BarcodeFormat } from '@/detector/barcode-formats';
import type { BarcodeEngine, EngineResult, ReaderOptions } from '@/detector/reader-options';
import { READABLE_FORMATS, ScannerReader, symbolOf } from '@/reader/scanner-reader';

/**
 * The detector's bundled engine: the camera scanner's own reader (@zxing/browser's BrowserMultiFormatReader
 * over @zxing/library, with SPEC §9's passes), reading a still picture. What the camera decodes, the
 * detector decodes, and `make bench` measures both with one figure.
 */
async function decode(image: ImageData, formats: readonly BarcodeFormat[], options: Readonly<ReaderOptions>): Promise<EngineResult[]> {
  return new ScannerReader(formats, options).decodeImage(image).map(symbolOf);
}

export const zxingJsEngine: BarcodeEngine = {
  name: 'zxing-js',
  supportedFormats: READABLE_FORMATS,
  decode,
};
