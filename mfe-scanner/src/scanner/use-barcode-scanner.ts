import { useCallback, useEffect, useRef, useState } from 'react';

import { type CameraControls, controlsOf, NO_CONTROLS, nextZoom } from '@/camera/camera-controls';
import { DEFAULT_RESOLUTION, openCamera, type Resolution, stopStream } from '@/camera/open-camera';
import { BarcodeDetector, type DetectedBarcode } from '@/detector/barcode-detector';
import type { BarcodeFormat } from '@/detector/barcode-formats';
import { cameraErrorKey, detectorErrorKey } from '@/scanner/detector-error-key';

export type ScannerState = 'idle' | 'starting' | 'scanning';

export interface UseBarcodeScannerOptions {
  formats: readonly BarcodeFormat[];
  resolution?: Resolution;
  onDetected: (barcodes: DetectedBarcode[]) => void;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * The camera and the detection loop behind the scanner: `start()` opens the camera and reads frame after
 * frame (one detect at a time, so a slow phone is never flooded), `stop()` turns the camera off.
 */
export function useBarcodeScanner({ formats, resolution = DEFAULT_RESOLUTION, onDetected }: UseBarcodeScannerOptions) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const sessionRef = useRef<{ controller: AbortController; stream: MediaStream | null } | null>(null);
  const onDetectedRef = useRef(onDetected);
  onDetectedRef.current = onDetected;
  const [state, setState] = useState<ScannerState>('idle');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [controls, setControls] = useState<CameraControls>(NO_CONTROLS);
  const [torchOn, setTorchOn] = useState(false);
  const [zoom, setZoom] = useState<number | null>(null);

  const stop = useCallback(() => {
    const session = sessionRef.current;
    sessionRef.current = null;
    session?.controller.abort();
    stopStream(session?.stream ?? null);
    if (videoRef.current) videoRef.current.srcObject = null;
    setControls(NO_CONTROLS);
    setTorchOn(false);
    setZoom(null);
    setState('idle');
  }, []);

  const track = () => sessionRef.current?.stream?.getVideoTracks()[0];

  const toggleTorch = useCallback(async () => {
    const next = !torchOn;
    try {
      await track()?.applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] });
      setTorchOn(next);
    } catch {
      setControls((current) => ({ ...current, torch: false })); // the camera refused after all
    }
  }, [torchOn]);

  const zoomBy = useCallback(
    async (direction: 1 | -1) => {
      if (!controls.zoom) return;
      const next = nextZoom(zoom ?? controls.zoom.min, controls.zoom, direction);
      try {
        await track()?.applyConstraints({ advanced: [{ zoom: next } as MediaTrackConstraintSet] });
        setZoom(next);
      } catch {
        setControls((current) => ({ ...current, zoom: null }));
      }
    },
    [controls.zoom, zoom],
  );

  const start = useCallback(async () => {
    const video = videoRef.current;
    if (!video || sessionRef.current) return;
    const session = { controller: new AbortController(), stream: null as MediaStream | null };
    sessionRef.current = session;
    const { signal } = session.controller;
    setErrorKey(null);
    setState('starting');
    // Made before the camera opens, so the engine chunk loads while the person allows the camera.
    const detector = new BarcodeDetector({ formats: [...formats] });
    try {
      session.stream = await openCamera(video, resolution, signal);
    } catch (error) {
      if (signal.aborted) return;
      setErrorKey(cameraErrorKey(error));
      stop();
      return;
    }
    const videoTrack = session.stream?.getVideoTracks()[0];
    const offered = controlsOf(videoTrack);
    setControls(offered);
    const settings = videoTrack?.getSettings?.() as (MediaTrackSettings & { zoom?: number }) | undefined;
    setZoom(offered.zoom ? (settings?.zoom ?? offered.zoom.min) : null);
    setState('scanning');
    while (!signal.aborted) {
      try {
        const found = await detector.detect(video);
        if (signal.aborted) break;
        if (found.length > 0) onDetectedRef.current(found);
      } catch (error) {
        if (signal.aborted) break;
        setErrorKey(detectorErrorKey(error));
        stop();
        break;
      }
      await nextFrame();
    }
  }, [formats, resolution, stop]);

  useEffect(() => stop, [stop]);

  return { videoRef, state, errorKey, start, stop, controls, torchOn, zoom, toggleTorch, zoomBy };
}
