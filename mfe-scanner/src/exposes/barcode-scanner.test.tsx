import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { DetectedBarcode } from '@/detector/detected-barcode';
import { BarcodeScanner } from '@/exposes/barcode-scanner';
import { blank, type Canvas, imageData, paintQr } from '@/test/pictures';

const ICCID = '8962080123456789012';

/**
 * A camera as the browser hands it to @zxing/browser: one video track (with a torch and zoom, or without)
 * whose frames show `picture`. The test DOM has neither cameras nor a 2D canvas: getUserMedia, the track and
 * the canvas's drawing context stand in for them; everything between is @zxing/browser's own code.
 */
function fakeCamera(picture: Canvas, capabilities: object = {}) {
  const applied: MediaTrackConstraints[] = [];
  const track = {
    kind: 'video',
    readyState: 'live',
    getCapabilities: () => capabilities,
    getSettings: () => ({ zoom: 1 }),
    getConstraints: () => ({}),
    applyConstraints: async (constraints: MediaTrackConstraints) => void applied.push(constraints),
    stop: vi.fn(() => void (track.readyState = 'ended')),
  };
  const stream: MediaStream = Object.setPrototypeOf({ getVideoTracks: () => [track], getTracks: () => [track] }, MediaStream.prototype);
  const asked: MediaStreamConstraints[] = [];
  const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    asked.push(constraints);
    return stream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  // The size of the camera's picture, once it plays.
  Object.defineProperty(HTMLVideoElement.prototype, 'videoWidth', { configurable: true, get: () => picture.width });
  Object.defineProperty(HTMLVideoElement.prototype, 'videoHeight', { configurable: true, get: () => picture.height });
  const frame = imageData(picture);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: () => undefined,
    getImageData: () => frame,
  } as unknown as CanvasRenderingContext2D);
  return { stream, track, applied, asked, getUserMedia };
}

function cardPicture() {
  const picture = blank(320, 240);
  paintQr(picture, ICCID, 90, 50, 5);
  return picture;
}

describe('the camera scanner', () => {
  beforeEach(() => {
    vi.stubGlobal('isSecureContext', true);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // @zxing/library's "found nothing" notes
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'mediaDevices');
    Reflect.deleteProperty(HTMLVideoElement.prototype, 'videoWidth');
    Reflect.deleteProperty(HTMLVideoElement.prototype, 'videoHeight');
  });

  it('opens the back camera at the chosen resolution and reports what a frame shows', async () => {
    const camera = fakeCamera(cardPicture());
    const found: DetectedBarcode[][] = [];
    render(<BarcodeScanner resolution="4K" onDetected={(barcodes) => found.push(barcodes)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kamera' }));

    await waitFor(() => expect(found.length).toBeGreaterThan(0));
    expect(found[0].map(({ rawValue, format }) => ({ rawValue, format }))).toEqual([{ rawValue: ICCID, format: 'qr_code' }]);
    expect(found[0][0].boundingBox.width).toBeGreaterThan(0);
    expect(camera.asked).toEqual([
      { audio: false, video: { facingMode: { ideal: 'environment' }, width: { ideal: 3840 }, height: { ideal: 2160 } } },
    ]);
    expect(await screen.findByText('Memindai… arahkan kode ke dalam kotak.')).toBeTruthy();
  });

  it('turns the camera off with @zxing/browser\'s controls: the track ends and the preview is cleared', async () => {
    const camera = fakeCamera(blank(320, 240));
    const { container } = render(<BarcodeScanner onDetected={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Kamera' });
    await userEvent.click(button);
    await screen.findByText('Memindai… arahkan kode ke dalam kotak.');
    expect(container.querySelector('video')!.srcObject).toBe(camera.stream);
    expect(camera.asked[0].video).toMatchObject({ width: { ideal: 1920 }, height: { ideal: 1080 } });
    expect(screen.queryByRole('button', { name: 'Senter' })).toBeNull(); // this camera has no torch

    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), { timeout: 2000 });
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(camera.track.stop).toHaveBeenCalled();
    expect(container.querySelector('video')!.srcObject ?? null).toBeNull();
    expect(screen.getByText('Kamera mati.')).toBeTruthy();
  });

  it('offers the torch and zoom only while scanning, when the camera has them', async () => {
    const camera = fakeCamera(blank(320, 240), { torch: true, zoom: { min: 1, max: 4 } });
    render(<BarcodeScanner onDetected={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Senter' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Kamera' }));

    const torch = await screen.findByRole('button', { name: 'Senter' });
    await userEvent.click(torch);
    await waitFor(() => expect(torch.getAttribute('aria-pressed')).toBe('true'));
    expect(camera.applied).toContainEqual({ advanced: [{ fillLightMode: 'flash', torch: true }] });

    const zoomOut = screen.getByRole('button', { name: 'Perkecil' });
    expect((zoomOut as HTMLButtonElement).disabled).toBe(true); // at the widest already
    await userEvent.click(screen.getByRole('button', { name: 'Perbesar' }));
    await waitFor(() => expect(camera.applied).toContainEqual({ advanced: [{ zoom: 2 }] }));
    await waitFor(() => expect((zoomOut as HTMLButtonElement).disabled).toBe(false));
  });

  it('says so when the camera permission is refused', async () => {
    const camera = fakeCamera(blank(320, 240));
    camera.getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    render(<BarcodeScanner onDetected={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kamera' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Izin kamera ditolak/);
    expect(screen.getByRole('button', { name: 'Kamera' }).getAttribute('aria-pressed')).toBe('false');
  });
});
