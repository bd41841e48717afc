import { describe, expect, it } from 'vitest';

import { CameraError } from '@/camera/camera-errors';
import { cameraErrorKey } from '@/scanner/message-keys';

describe('messages for camera failures', () => {
  it('turns getUserMedia refusals into camera messages', () => {
    expect(cameraErrorKey(new DOMException('denied', 'NotAllowedError'))).toBe('scanner:camera.errors.denied');
    expect(cameraErrorKey(new DOMException('none', 'NotFoundError'))).toBe('scanner:camera.errors.notFound');
    expect(cameraErrorKey(new DOMException('busy', 'NotReadableError'))).toBe('scanner:camera.errors.busy');
    expect(cameraErrorKey(new CameraError('timeout'))).toBe('scanner:camera.errors.timeout');
    // @zxing/browser's answer when the video did not start playing within the time-out.
    expect(cameraErrorKey(false)).toBe('scanner:camera.errors.timeout');
    expect(cameraErrorKey(new Error('anything else'))).toBe('scanner:camera.errors.failed');
  });
});
