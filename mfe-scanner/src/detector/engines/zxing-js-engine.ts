import {
  BarcodeFormat as ZxingFormat,
  BinaryBitmap,
  DecodeHintType,
  GlobalHistogramBinarizer,
  HybridBinarizer,
  type LuminanceSource,
  MultiFormatReader,
  type Result,
} from '@zxing/library';

import type { BarcodeFormat, DetectedFormat } from '@/detector/barcode-formats';
import { blankOut, downscale, type GrayImage, GrayLuminanceSource, toGray } from '@/detector/engines/gray-image';
import type { BarcodeEngine, EngineResult, Point2D, ReaderOptions } from '@/detector/reader-options';

/**
 * SPEC's format names → @zxing/library's, for the formats it really reads (the browser tests decode a
 * generated sample of each). Absent on purpose: databar_limited, dx_film_edge and rm_qr_code (no reader in
 * @zxing/library); maxi_code (its reader only reads a "pure" image, an upright symbol filling the picture,
 * and read none of our samples); upc_e (its UPC-E reader read none of our samples, which zxing-cpp reads).
 */
const TO_ZXING: Partial<Record<BarcodeFormat, ZxingFormat>> = {
  aztec: ZxingFormat.AZTEC,
  code_128: ZxingFormat.CODE_128,
  code_39: ZxingFormat.CODE_39,
  code_93: ZxingFormat.CODE_93,
  codabar: ZxingFormat.CODABAR,
  databar: ZxingFormat.RSS_14,
  databar_expanded: ZxingFormat.RSS_EXPANDED,
  data_matrix: ZxingFormat.DATA_MATRIX,
  ean_13: ZxingFormat.EAN_13,
  ean_8: ZxingFormat.EAN_8,
  itf: ZxingFormat.ITF,
  micro_qr_code: ZxingFormat.MICRO_QR_CODE,
  pdf417: ZxingFormat.PDF_417,
  qr_code: ZxingFormat.QR_CODE,
  upc_a: ZxingFormat.UPC_A,
};
const FROM_ZXING = new Map<ZxingFormat, BarcodeFormat>(
  Object.entries(TO_ZXING).map(([name, format]) => [format, name as BarcodeFormat]),
);

/**
 * How SPEC §9's options reach @zxing/library 0.23:
 * - tryHarder → TRY_HARDER hint. tryRotate → a luminance source that can rotate, which the linear readers
 *   use under TRY_HARDER (90°; 180° is read by scanning rows both ways; matrix codes do not need it).
 * - tryInvert → a second pass over the inverted picture (InvertedLuminanceSource).
 * - tryDownscale, downscaleFactor, downscaleThreshold → done here: a picture wider or taller than the
 *   threshold is also read at 1/factor (up to three smaller layers), as zxing-cpp's pyramid does.
 * - binarizer LocalAverage → HybridBinarizer (zxing-cpp's LocalAverage is its port of it); GlobalHistogram →
 *   GlobalHistogramBinarizer. FixedThreshold and BoolCast do not exist here and fall back to HybridBinarizer.
 * - maxNumberOfSymbols → done here: @zxing/library returns one symbol a pass, so each found symbol is
 *   painted out and the picture read again, up to the limit.
 * - tryCode39ExtendedMode → ENABLE_CODE_39_EXTENDED_MODE hint. characterSet → CHARACTER_SET hint unless
 *   Unknown (then zxing guesses, as zxing-cpp does).
 * - eanAddOnSymbol Ignore → the default: an add-on never changes the text (Read and Require are not offered).
 * - Not available in @zxing/library, so not honoured: tryDenoise (off in SPEC anyway), minLineCount (a
 *   linear code is accepted from one row), textMode HRI (the text is always the plain content).
 */
function hintsFor(formats: readonly BarcodeFormat[], options: Readonly<ReaderOptions>): Map<DecodeHintType, unknown> {
  const hints = new Map<DecodeHintType, unknown>();
  const wanted = formats.map((format) => TO_ZXING[format]).filter((format) => format !== undefined);
  hints.set(DecodeHintType.POSSIBLE_FORMATS, wanted);
  if (options.tryHarder) hints.set(DecodeHintType.TRY_HARDER, true);
  if (options.tryCode39ExtendedMode) hints.set(DecodeHintType.ENABLE_CODE_39_EXTENDED_MODE, true);
  if (options.characterSet !== 'Unknown') hints.set(DecodeHintType.CHARACTER_SET, options.characterSet === 'UTF8' ? 'UTF-8' : 'ISO-8859-1');
  return hints;
}

function pyramid(image: GrayImage, options: Readonly<ReaderOptions>): { image: GrayImage; scale: number }[] {
  const layers = [{ image, scale: 1 }];
  const factor = Math.max(2, Math.round(options.downscaleFactor));
  while (options.tryDownscale && layers.length < 4) {
    const last = layers[layers.length - 1];
    if (Math.max(last.image.width, last.image.height) <= options.downscaleThreshold) break;
    if (Math.min(last.image.width, last.image.height) < factor * 16) break;
    layers.push({ image: downscale(last.image, factor), scale: last.scale * factor });
  }
  return layers;
}

function readOnce(reader: MultiFormatReader, source: LuminanceSource, hints: Map<DecodeHintType, unknown>, options: Readonly<ReaderOptions>): Result | null {
  const binarize = options.binarizer === 'GlobalHistogram' ? GlobalHistogramBinarizer : HybridBinarizer;
  const sources = options.tryInvert ? [source, source.invert()] : [source];
  for (const candidate of sources) {
    try {
      return reader.decode(new BinaryBitmap(new binarize(candidate)), hints);
    } catch {
      // NotFound, Checksum or Format: nothing readable in this pass.
    } finally {
      reader.reset();
    }
  }
  return null;
}

function cornersOf(result: Result, scale: number): EngineResult['cornerPoints'] {
  const points = (result.getResultPoints() ?? []).filter(Boolean).map((p): Point2D => ({ x: p.getX() * scale, y: p.getY() * scale }));
  if (points.length === 0) return [{ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 0 }];
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // @zxing/library gives finder/guard points, not the symbol's outline: report their bounding quadrilateral.
  // For a linear code that is the one scan line it read (no height).
  return [
    { x: left, y: top },
    { x: right, y: top },
    { x: right, y: bottom },
    { x: left, y: bottom },
  ];
}

function paintOut(image: GrayImage, corners: EngineResult['cornerPoints'], scale: number): void {
  const [topLeft, , bottomRight] = corners.map((p) => ({ x: p.x / scale, y: p.y / scale }));
  const width = bottomRight.x - topLeft.x;
  const height = bottomRight.y - topLeft.y;
  const margin = Math.max(8, 0.15 * Math.max(width, height));
  // A linear code's scan line says nothing of its bar height: blank the whole band it was read across.
  if (height < width / 4) blankOut(image, topLeft.x - margin, 0, bottomRight.x + margin, image.height);
  else if (width < height / 4) blankOut(image, 0, topLeft.y - margin, image.width, bottomRight.y + margin);
  else blankOut(image, topLeft.x - margin, topLeft.y - margin, bottomRight.x + margin, bottomRight.y + margin);
}

async function decode(imageData: ImageData, formats: readonly BarcodeFormat[], options: Readonly<ReaderOptions>): Promise<EngineResult[]> {
  const hints = hintsFor(formats, options);
  if ((hints.get(DecodeHintType.POSSIBLE_FORMATS) as ZxingFormat[]).length === 0) return [];
  const reader = new MultiFormatReader();
  const results: EngineResult[] = [];
  const seen = new Set<string>();
  for (const { image, scale } of pyramid(toGray(imageData), options)) {
    while (results.length < options.maxNumberOfSymbols) {
      const found = readOnce(reader, new GrayLuminanceSource(image), hints, options);
      if (!found) break;
      const cornerPoints = cornersOf(found, scale);
      paintOut(image, cornerPoints, scale);
      const format: DetectedFormat = FROM_ZXING.get(found.getBarcodeFormat()) ?? 'unknown';
      const key = `${format}:${found.getText()}:${Math.round(cornerPoints[0].x / 16)}:${Math.round(cornerPoints[0].y / 16)}`;
      if (seen.has(key)) break;
      seen.add(key);
      results.push({ rawValue: found.getText(), format, cornerPoints });
    }
    // A smaller layer only helps when the full-size picture gave nothing, as in zxing-cpp.
    if (results.length > 0) break;
  }
  return results;
}

export const zxingJsEngine: BarcodeEngine = {
  name: 'zxing-js',
  supportedFormats: Object.keys(TO_ZXING) as BarcodeFormat[],
  decode,
};
