import type { BarcodeFormat, DetectedFormat } from '@/detector/barcode-formats';

/**
 * SPEC §9 "Scanner defaults", in zxing-cpp's option names (SPEC's names come from there). Each engine maps
 * what it can of these onto its own switches and says in its file which ones it cannot honour.
 */
export interface ReaderOptions {
  tryHarder: boolean;
  tryRotate: boolean;
  tryInvert: boolean;
  tryDownscale: boolean;
  tryDenoise: boolean;
  binarizer: 'LocalAverage' | 'GlobalHistogram' | 'FixedThreshold' | 'BoolCast';
  downscaleFactor: number;
  downscaleThreshold: number;
  minLineCount: number;
  maxNumberOfSymbols: number;
  tryCode39ExtendedMode: boolean;
  eanAddOnSymbol: 'Ignore' | 'Read' | 'Require';
  textMode: 'HRI' | 'Plain';
  characterSet: 'Unknown' | 'UTF8' | 'ISO8859_1';
}

export const SCANNER_DEFAULTS: Readonly<ReaderOptions> = Object.freeze({
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  tryDenoise: false,
  binarizer: 'LocalAverage',
  downscaleFactor: 3,
  downscaleThreshold: 500,
  minLineCount: 2,
  maxNumberOfSymbols: 255,
  tryCode39ExtendedMode: true,
  eanAddOnSymbol: 'Ignore',
  textMode: 'HRI',
  characterSet: 'Unknown',
});

/** SPEC §9: "the detect call overrides Code 39 extended off and plain text". */
export const DETECT_OVERRIDES: Readonly<Partial<ReaderOptions>> = Object.freeze({
  tryCode39ExtendedMode: false,
  textMode: 'Plain',
});

/** The options every `detect()` call hands its engine. */
export const DETECT_OPTIONS: Readonly<ReaderOptions> = Object.freeze({ ...SCANNER_DEFAULTS, ...DETECT_OVERRIDES });

export interface Point2D {
  x: number;
  y: number;
}

/** One symbol as an engine reports it; the detector turns it into a W3C DetectedBarcode. */
export interface EngineResult {
  rawValue: string;
  format: DetectedFormat;
  /** Top-left, top-right, bottom-right, bottom-left, in image pixels. */
  cornerPoints: [Point2D, Point2D, Point2D, Point2D];
}

/** A decoding engine behind the detector, loaded lazily by name. */
export interface BarcodeEngine {
  readonly name: EngineName;
  /** The formats of SPEC §3 this engine really decodes (a test decodes a sample of each). */
  readonly supportedFormats: readonly BarcodeFormat[];
  decode(image: ImageData, formats: readonly BarcodeFormat[], options: Readonly<ReaderOptions>): Promise<EngineResult[]>;
}

export type EngineName = 'zxing-js' | 'zxing-wasm';
