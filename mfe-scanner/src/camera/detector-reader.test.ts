import { describe, expect, it } from 'vitest';

import { DetectorReader, isNothingFound } from '@/camera/detector-reader';
import type { DetectedBarcode } from '@/detector/barcode-detector';

/** A drawn camera frame as @zxing/browser's loop hands it over (jsdom has no canvas of its own). */
function frameCanvas(): HTMLCanvasElement {
  const pixels = { width: 4, height: 3, data: new Uint8ClampedArray(48) } as ImageData;
  return { width: 4, height: 3, getContext: () => ({ getImageData: () => pixels }) } as unknown as HTMLCanvasElement;
}

/** A detector whose reads end when the test says so. */
function heldDetector() {
  const reads: { frame: ImageData; settle: (found: DetectedBarcode[] | Error) => void }[] = [];
  return {
    reads,
    detect: (frame: ImageData) =>
      new Promise<DetectedBarcode[]>((resolve, reject) =>
        reads.push({ frame, settle: (found) => (found instanceof Error ? reject(found) : resolve(found)) }),
      ),
  };
}

const barcode = { rawValue: '8962080123456789012', format: 'code_128' } as DetectedBarcode;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** One turn of @zxing/browser's loop: what it gets back from the frame (nothing found, or an error). */
function turn(reader: DetectorReader): unknown {
  try {
    reader.decodeFromCanvas(frameCanvas());
  } catch (error) {
    return error;
  }
  return null;
}

describe('camera frames read by the remote detector', () => {
  it('reads one frame at a time, skipping the frames drawn while a read runs, and passes on what it found', async () => {
    const detector = heldDetector();
    const found: DetectedBarcode[][] = [];
    const reader = new DetectorReader(detector, (barcodes) => found.push(barcodes));
    expect(isNothingFound(turn(reader))).toBe(true);
    expect(isNothingFound(turn(reader))).toBe(true);
    expect(detector.reads).toHaveLength(1);
    expect(detector.reads[0].frame.width).toBe(4);

    detector.reads[0].settle([]);
    await flush();
    expect(found).toEqual([]);
    turn(reader);
    expect(detector.reads).toHaveLength(2);
    detector.reads[1].settle([barcode]);
    await flush();
    expect(found).toEqual([[barcode]]);
  });

  it('ends the loop with the detector error on the turn after a read failed', async () => {
    const detector = heldDetector();
    const reader = new DetectorReader(detector, () => undefined);
    turn(reader);
    const failure = new DOMException("Failed to execute 'detect' on 'BarcodeDetector': Barcode detection service unavailable.", 'NotSupportedError');
    detector.reads[0].settle(failure);
    await flush();
    const error = turn(reader);
    expect(isNothingFound(error)).toBe(false);
    expect(error).toBe(failure);
  });
});
