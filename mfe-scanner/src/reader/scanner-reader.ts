import { BrowserMultiFormatReader, type IBrowserCodeReaderOptions } from '@zxing/browser';
import {
  BarcodeFormat as ZxingFormat,
  ChecksumException,
  DecodeHintType,
  FormatException,
  BinaryBitmap,
  GlobalHistogramBinarizer,
  HybridBinarizer,
  type LuminanceSource,
  NotFoundException,
  Result,
  ResultPoint,
} from '@zxing/library';

import { STREAM_LOAD_TIMEOUT_MS } from '@/camera/camera-errors';
import type { BarcodeFormat, DetectedFormat } from '@/detector/barcode-formats';
import { type EngineResult, type Point2D, type ReaderOptions, SCANNER_DEFAULTS } from '@/detector/reader-options';
import { blankOut, downscale, type GrayImage, GrayLuminanceSource, toGray } from '@/reader/gray-image';

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

/** The formats of SPEC §3 this reader decodes. */
export const READABLE_FORMATS = Object.keys(TO_ZXING) as BarcodeFormat[];

/**
 * @zxing/browser's camera loop: a frame is drawn and read, then the next one 50 ms after the read ends (a
 * read takes far longer on a phone, so the page is never flooded and stays responsive between reads).
 */
export const CAMERA_LOOP: Required<IBrowserCodeReaderOptions> = {
  delayBetweenScanAttempts: 50,
  delayBetweenScanSuccess: 50,
  tryPlayVideoTimeout: STREAM_LOAD_TIMEOUT_MS,
};

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
export function readerHints(formats: readonly BarcodeFormat[], options: Readonly<ReaderOptions>): Map<DecodeHintType, unknown> {
  const hints = new Map<DecodeHintType, unknown>();
  hints.set(DecodeHintType.POSSIBLE_FORMATS, formats.map((format) => TO_ZXING[format]).filter((format) => format !== undefined));
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

/** The result with its points in the full picture's pixels (a smaller layer's are `scale` times smaller). */
function scaled(result: Result, scale: number): Result {
  if (scale === 1) return result;
  const points = (result.getResultPoints() ?? []).filter(Boolean).map((p) => new ResultPoint(p.getX() * scale, p.getY() * scale));
  return new Result(result.getText(), result.getRawBytes(), result.getNumBits(), points, result.getBarcodeFormat(), result.getTimestamp());
}

/**
 * The symbol's corners in picture pixels: top-left, top-right, bottom-right, bottom-left. @zxing/library gives
 * finder/guard points, not the symbol's outline, so this is their bounding quadrilateral; for a linear code it
 * is the one scan line it read (no height).
 */
function cornersOf(result: Result): EngineResult['cornerPoints'] {
  const points = (result.getResultPoints() ?? []).filter(Boolean).map((p): Point2D => ({ x: p.getX(), y: p.getY() }));
  if (points.length === 0) return [{ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 0 }];
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return [
    { x: left, y: top },
    { x: right, y: top },
    { x: right, y: bottom },
    { x: left, y: bottom },
  ];
}

/** What a person (or the W3C detector) is told about a symbol: its text, SPEC's format name, its corners. */
export function symbolOf(result: Result): EngineResult {
  return {
    rawValue: result.getText(),
    format: FROM_ZXING.get(result.getBarcodeFormat()) ?? ('unknown' satisfies DetectedFormat),
    cornerPoints: cornersOf(result),
  };
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

/** One camera frame's reading: @zxing/browser's loop hands its first symbol on; `symbols` holds them all. */
export class FrameResult extends Result {
  constructor(readonly symbols: readonly Result[]) {
    const [first] = symbols;
    super(first.getText(), first.getRawBytes(), first.getNumBits(), first.getResultPoints(), first.getBarcodeFormat(), first.getTimestamp());
  }
}

/** Every symbol a result of the camera loop stands for. */
export function symbolsIn(result: Result): readonly Result[] {
  return result instanceof FrameResult ? result.symbols : [result];
}

/** Whether an error from the camera loop only means "nothing readable in this frame" (the loop goes on). */
export function isNothingFound(error: unknown): boolean {
  return error instanceof NotFoundException || error instanceof ChecksumException || error instanceof FormatException;
}

/**
 * The store's barcode reader: @zxing/browser's BrowserMultiFormatReader with SPEC §9's options. As any
 * @zxing/browser reader it opens the camera (`decodeFromConstraints`), plays it into the preview, runs the
 * frame loop, and hands back scanner controls that stop the camera and switch the torch. It reads each
 * frame with the passes SPEC §9 asks for (rotated, inverted, scaled down, every symbol: see `readerHints`)
 * instead of @zxing/browser's single pass, whose canvas source cannot rotate a picture, so an upright
 * linear code would go unread. `decodeImage` is the same reading for a still picture (the BarcodeDetector's
 * @zxing/library engine).
 */
export class ScannerReader extends BrowserMultiFormatReader {
  readonly #options: Readonly<ReaderOptions>;
  readonly #readsAnything: boolean;

  constructor(
    formats: readonly BarcodeFormat[],
    options: Readonly<ReaderOptions> = SCANNER_DEFAULTS,
    loop: IBrowserCodeReaderOptions = CAMERA_LOOP,
  ) {
    const hints = readerHints(formats, options);
    super(hints, loop);
    this.#options = options;
    this.#readsAnything = (hints.get(DecodeHintType.POSSIBLE_FORMATS) as ZxingFormat[]).length > 0;
  }

  /** Every symbol in the picture (up to maxNumberOfSymbols), with its points in the picture's pixels. */
  decodeImage(imageData: ImageData): Result[] {
    if (!this.#readsAnything) return []; // @zxing/library would read every format for an empty list
    const options = this.#options;
    const results: Result[] = [];
    const seen = new Set<string>();
    for (const { image, scale } of pyramid(toGray(imageData), options)) {
      while (results.length < options.maxNumberOfSymbols) {
        const found = this.#readOnce(new GrayLuminanceSource(image));
        if (!found) break;
        const result = scaled(found, scale);
        const corners = cornersOf(result);
        paintOut(image, corners, scale);
        const key = `${result.getBarcodeFormat()}:${result.getText()}:${Math.round(corners[0].x / 16)}:${Math.round(corners[0].y / 16)}`;
        if (seen.has(key)) break;
        seen.add(key);
        results.push(result);
      }
      // A smaller layer only helps when the full-size picture gave nothing, as in zxing-cpp.
      if (results.length > 0) break;
    }
    return results;
  }

  /** The camera loop's read of a drawn frame: a FrameResult, or NotFoundException so the loop goes on. */
  override decodeFromCanvas(canvas: HTMLCanvasElement): Result {
    const context = canvas.width > 0 && canvas.height > 0 ? canvas.getContext('2d', { willReadFrequently: true }) : null;
    const symbols = context ? this.decodeImage(context.getImageData(0, 0, canvas.width, canvas.height)) : [];
    if (symbols.length === 0) throw new NotFoundException();
    return new FrameResult(symbols);
  }

  #readOnce(source: LuminanceSource): Result | null {
    const Binarizer = this.#options.binarizer === 'GlobalHistogram' ? GlobalHistogramBinarizer : HybridBinarizer;
    const sources = this.#options.tryInvert ? [source, source.invert()] : [source];
    for (const candidate of sources) {
      try {
        return this.decodeBitmap(new BinaryBitmap(new Binarizer(candidate)));
      } catch {
        // NotFound, Checksum or Format: nothing readable in this pass.
      } finally {
        this.reader.reset();
      }
    }
    return null;
  }
}
