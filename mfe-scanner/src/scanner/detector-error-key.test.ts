import { describe, expect, it } from 'vitest';

import { CameraError } from '@/camera/camera-errors';
import { cameraErrorKey, detectorErrorKey } from '@/scanner/detector-error-key';

describe('messages for detector and camera failures', () => {
  it('tells the detector errors apart by their DOMException name', () => {
    const prefix = "Failed to execute 'detect' on 'BarcodeDetector'";
    expect(detectorErrorKey(new DOMException(`${prefix}: Source would taint origin.`, 'SecurityError'))).toBe('scanner:errors.taintedSource');
    expect(detectorErrorKey(new DOMException(`${prefix}: Failed to load or decode Blob.`, 'InvalidStateError'))).toBe(
      'scanner:errors.invalidSource',
    );
    expect(detectorErrorKey(new DOMException(`${prefix}: Barcode detection service unavailable.`, 'NotSupportedError'))).toBe(
      'scanner:errors.unavailable',
    );
    expect(detectorErrorKey(new TypeError("Failed to construct 'BarcodeDetector': Hint option provided, but is empty."))).toBe(
      'scanner:errors.invalidFormats',
    );
  });

  it('turns getUserMedia refusals into camera messages', () => {
    expect(cameraErrorKey(new DOMException('denied', 'NotAllowedError'))).toBe('scanner:camera.errors.denied');
    expect(cameraErrorKey(new DOMException('none', 'NotFoundError'))).toBe('scanner:camera.errors.notFound');
    expect(cameraErrorKey(new DOMException('busy', 'NotReadableError'))).toBe('scanner:camera.errors.busy');
    expect(cameraErrorKey(new CameraError('timeout'))).toBe('scanner:camera.errors.timeout');
    // @zxing/browser's answer when the video did not start playing within the time-out.
    expect(cameraErrorKey(false)).toBe('scanner:camera.errors.timeout');
  });
});
