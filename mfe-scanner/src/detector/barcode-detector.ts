import {
  type BarcodeFormat,
  type BarcodeFormatHint,
  BARCODE_FORMATS,
  type DetectedFormat,
  expandFormats,
  isKnownHint,
} from '@/detector/barcode-formats';
import { type DetectedBarcode, toDetected } from '@/detector/detected-barcode';
import { CONSTRUCT_PREFIX, DETECT_PREFIX, detectorException, withPrefix } from '@/detector/detector-errors';
import { DEFAULT_ENGINE, loadEngine } from '@/detector/engine-loader';
import { type DetectorImageSource, toImageData } from '@/detector/image-source';
import { hasNativeDetector, nativeDetectorFor, type NativeDetector } from '@/detector/native-detector';
import { type BarcodeEngine, DETECT_OPTIONS, type EngineName } from '@/detector/reader-options';

export type { DetectedBarcode } from '@/detector/detected-barcode';

export interface BarcodeDetectorOptions {
  formats?: BarcodeFormatHint[];
  /**
   * Kelana's addition, not W3C: which engine to use. `auto` (default) takes the browser's native detector
   * when it reads every requested format, else the bundled engine; naming an engine forces it (benchmarks,
   * tests).
   */
  engine?: 'auto' | EngineName;
}

type Backend = { kind: 'native'; detector: NativeDetector } | { kind: 'engine'; engine: BarcodeEngine };

function validFormats(hints: readonly string[] | undefined): BarcodeFormat[] | null {
  if (hints === undefined) return null;
  // SPEC §5: `unknown` is ignored in hints; what is left must not be empty and must be known.
  const kept = [...hints].filter((hint) => hint !== 'unknown');
  if (kept.length === 0) throw new TypeError('Hint option provided, but is empty.');
  for (const hint of kept) {
    if (!isKnownHint(hint)) {
      throw new TypeError(
        `Failed to read the 'formats' property from 'BarcodeDetectorOptions': The provided value '${hint}' is not a valid enum value of type BarcodeFormat.`,
      );
    }
  }
  return expandFormats(kept as Parameters<typeof expandFormats>[0]);
}

/**
 * A barcode detector in the shape of the W3C Shape Detection API, with SPEC §5's rules and §8's errors:
 * `new BarcodeDetector({ formats })`, `BarcodeDetector.getSupportedFormats()`, `detect(source)`.
 * Constructing one starts loading the bundled engine (a lazy chunk from /mfe/scanner/).
 */
export class BarcodeDetector {
  readonly #formats: BarcodeFormat[] | null;
  readonly #engine: 'auto' | EngineName;
  #backend: Promise<Backend> | null = null;

  constructor(options: BarcodeDetectorOptions = {}) {
    try {
      this.#formats = validFormats(options?.formats);
      this.#engine = options?.engine ?? 'auto';
      if (this.#engine !== 'auto' && this.#engine !== 'zxing-js' && this.#engine !== 'zxing-wasm') {
        throw new TypeError(`Unknown engine '${String(this.#engine)}'.`);
      }
    } catch (error) {
      throw withPrefix(error, CONSTRUCT_PREFIX);
    }
    // Warm the engine up before the first detect() (a failure shows there), unless the
    // browser's own detector may do the work: then the engine loads only if detect() needs it.
    if (this.#engine !== 'auto' || !hasNativeDetector(BarcodeDetector)) loadEngine(this.#engineName()).catch(() => undefined);
  }

  /** The formats of SPEC §3 the bundled engine really decodes (not the ones it cannot). */
  static async getSupportedFormats(): Promise<BarcodeFormat[]> {
    const engine = await loadEngine(DEFAULT_ENGINE);
    return BARCODE_FORMATS.filter((format) => engine.supportedFormats.includes(format));
  }

  async detect(source: DetectorImageSource): Promise<DetectedBarcode[]> {
    try {
      const image = await toImageData(source);
      if (image === null) return [];
      const backend = await this.#resolveBackend();
      if (backend.kind === 'native') {
        const found = await backend.detector.detect(image);
        return found.map((b) => toDetected(b.rawValue, b.format as DetectedFormat, b.cornerPoints));
      }
      const formats = this.#formats ?? backend.engine.supportedFormats;
      let results;
      try {
        results = await backend.engine.decode(image, formats, DETECT_OPTIONS);
      } catch (cause) {
        console.error(cause);
        throw detectorException('serviceUnavailable');
      }
      return results.map((r) => toDetected(r.rawValue, r.format, r.cornerPoints));
    } catch (error) {
      throw withPrefix(error, DETECT_PREFIX);
    }
  }

  #engineName(): EngineName {
    return this.#engine === 'auto' ? DEFAULT_ENGINE : this.#engine;
  }

  #resolveBackend(): Promise<Backend> {
    this.#backend ??= (async (): Promise<Backend> => {
      if (this.#engine === 'auto') {
        const wanted = this.#formats ?? (await loadEngine(DEFAULT_ENGINE)).supportedFormats;
        const native = await nativeDetectorFor(wanted, BarcodeDetector);
        if (native) return { kind: 'native', detector: native };
      }
      try {
        return { kind: 'engine', engine: await loadEngine(this.#engineName()) };
      } catch (cause) {
        console.error(cause);
        throw detectorException('serviceUnavailable');
      }
    })();
    // A failed engine load is not remembered: the next detect() tries again.
    this.#backend.catch(() => (this.#backend = null));
    return this.#backend;
  }
}
