import { BrowserCodeReader } from '@zxing/browser';
import { NotFoundException, type Reader, type Result } from '@zxing/library';

import { STREAM_LOAD_TIMEOUT_MS } from '@/camera/camera-errors';
import type { DetectedBarcode } from '@/detector/barcode-detector';

/** How often @zxing/browser's loop draws a camera frame; a frame is read only when no read is running. */
export const FRAME_INTERVAL_MS = 50;

/** The part of the remote's BarcodeDetector the camera uses. */
export interface FrameDetector {
  detect(frame: ImageData): Promise<DetectedBarcode[]>;
}

/**
 * BrowserCodeReader never reaches its reader here (DetectorReader reads the frames itself). Passing
 * BrowserMultiFormatReader's MultiFormatReader instead would fetch every @zxing/library reader (~80 KB gzip)
 * with the camera, even in a browser whose native detector does the reading.
 */
const NO_READER: Reader = {
  decode: () => {
    throw new NotFoundException();
  },
  reset: () => undefined,
};

/**
 * @zxing/browser's code reader (the camera half of its BrowserMultiFormatReader), reading each camera frame
 * with the remote's BarcodeDetector instead of a single @zxing/library pass. @zxing/browser opens and plays
 * the camera, draws a frame every FRAME_INTERVAL_MS, stops the stream and switches the torch; the detector
 * reads the frame with SPEC §9's options (the native detector where the browser has one that reads every
 * format, else the bundled @zxing/library engine) and can find several symbols in it.
 *
 * A read is asynchronous while @zxing/browser's loop asks for an answer at once, so one read runs at a time
 * (a slow phone is never flooded): the frames drawn meanwhile are skipped, each turn answers "nothing found"
 * to keep the loop going, and what a read finds goes to `onDetected`. A read that fails is thrown on the
 * next turn, which ends the loop, turns the camera off and reaches the loop's callback as its error.
 */
export class DetectorReader extends BrowserCodeReader {
  #reading = false;
  #failure: { error: unknown } | null = null;

  constructor(
    private readonly detector: FrameDetector,
    private readonly onDetected: (barcodes: DetectedBarcode[]) => void,
  ) {
    super(NO_READER, new Map(), {
      delayBetweenScanAttempts: FRAME_INTERVAL_MS,
      delayBetweenScanSuccess: FRAME_INTERVAL_MS,
      tryPlayVideoTimeout: STREAM_LOAD_TIMEOUT_MS,
    });
  }

  override decodeFromCanvas(canvas: HTMLCanvasElement): Result {
    if (this.#failure) throw this.#failure.error;
    if (!this.#reading && canvas.width > 0 && canvas.height > 0) {
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (context) this.#read(context.getImageData(0, 0, canvas.width, canvas.height));
    }
    throw new NotFoundException();
  }

  #read(frame: ImageData): void {
    this.#reading = true;
    this.detector
      .detect(frame)
      .then(
        (found) => {
          if (found.length > 0) this.onDetected(found);
        },
        (error: unknown) => {
          this.#failure = { error };
        },
      )
      .finally(() => {
        this.#reading = false;
      });
  }
}

/** Whether an error from the loop's callback is only "nothing in this frame". */
export function isNothingFound(error: unknown): boolean {
  return error instanceof NotFoundException;
}
