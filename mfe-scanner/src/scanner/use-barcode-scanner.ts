import { useCallback, useEffect, useRef, useState } from 'react';

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

  const stop = useCallback(() => {
    const session = sessionRef.current;
    sessionRef.current = null;
    session?.controller.abort();
    stopStream(session?.stream ?? null);
    if (videoRef.current) videoRef.current.srcObject = null;
    setState('idle');
  }, []);

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

  return { videoRef, state, errorKey, start, stop };
}
