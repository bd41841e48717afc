import type { IScannerControls } from '@zxing/browser';
import { useCallback, useEffect, useRef, useState } from 'react';

import { assertCameraAvailable, cameraConstraints, DEFAULT_RESOLUTION, type Resolution } from '@/camera/camera-constraints';
import { type CameraControls, controlsOf, EVERY_TRACK, NO_CONTROLS, nextZoom } from '@/camera/camera-controls';
import { DetectorReader, isNothingFound } from '@/camera/detector-reader';
import { watchFirstPicture } from '@/camera/first-picture';
import { BarcodeDetector, type DetectedBarcode } from '@/detector/barcode-detector';
import type { BarcodeFormat } from '@/detector/barcode-formats';
import { cameraErrorKey, detectorErrorKey } from '@/scanner/detector-error-key';

export type ScannerState = 'idle' | 'starting' | 'scanning';

export interface UseBarcodeScannerOptions {
  formats: readonly BarcodeFormat[];
  resolution?: Resolution;
  onDetected: (barcodes: DetectedBarcode[]) => void;
}

/** One press of the camera button: the camera @zxing/browser opened for it, once it is open. */
interface Session {
  controls: IScannerControls | null;
}

/** Stops @zxing/browser's loop and stream. With a torch its `stop()` also switches it off, which may fail. */
function stopScanning(controls: IScannerControls | null): void {
  if (!controls) return;
  Promise.resolve(controls.stop() as unknown).catch(() => undefined);
}

/**
 * The scanner's camera, on @zxing/browser: `start()` opens the camera at the chosen resolution and reads its
 * frames with the remote's BarcodeDetector (see DetectorReader), `stop()` turns the camera off; the torch
 * and zoom go through @zxing/browser's scanner controls.
 */
export function useBarcodeScanner({ formats, resolution = DEFAULT_RESOLUTION, onDetected }: UseBarcodeScannerOptions) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const sessionRef = useRef<Session | null>(null);
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
    stopScanning(session?.controls ?? null);
    setControls(NO_CONTROLS);
    setTorchOn(false);
    setZoom(null);
    setState('idle');
  }, []);

  const toggleTorch = useCallback(async () => {
    const next = !torchOn;
    try {
      await sessionRef.current?.controls?.switchTorch?.(next);
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
        // Typed as returning nothing, it returns the promise of every track's applyConstraints.
        await (sessionRef.current?.controls?.streamVideoConstraintsApply?.(
          { advanced: [{ zoom: next } as MediaTrackConstraintSet] },
          EVERY_TRACK,
        ) as unknown);
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
    const session: Session = { controls: null };
    sessionRef.current = session;
    const current = () => sessionRef.current === session;
    setErrorKey(null);
    setState('starting');
    // Made before the camera opens, so the engine chunk loads while the person allows the camera.
    const detector = new BarcodeDetector({ formats: [...formats] });
    const unwatch = watchFirstPicture(video, (error) => {
      if (!current()) return;
      setErrorKey(cameraErrorKey(error));
      stop();
    });
    let scanning: IScannerControls;
    try {
      assertCameraAvailable();
      const reader = new DetectorReader(detector, (found) => {
        if (current()) onDetectedRef.current(found);
      });
      scanning = await reader.decodeFromConstraints(cameraConstraints(resolution), video, (_result, error) => {
        // The loop has ended on its own (and turned the camera off) when the detector failed.
        if (error && !isNothingFound(error) && current()) {
          setErrorKey(detectorErrorKey(error));
          stop();
        }
      });
    } catch (error) {
      if (!current()) return;
      setErrorKey(cameraErrorKey(error));
      stop();
      return;
    } finally {
      unwatch();
    }
    if (!current()) {
      stopScanning(scanning); // turned off while the camera was opening
      return;
    }
    session.controls = scanning;
    const offered = controlsOf(scanning);
    setControls(offered);
    let settings: (MediaTrackSettings & { zoom?: number }) | undefined;
    try {
      settings = scanning.streamVideoSettingsGet?.(EVERY_TRACK);
    } catch {
      settings = undefined;
    }
    setZoom(offered.zoom ? (settings?.zoom ?? offered.zoom.min) : null);
    setState('scanning');
  }, [formats, resolution, stop]);

  useEffect(() => stop, [stop]);

  return { videoRef, state, errorKey, start, stop, controls, torchOn, zoom, toggleTorch, zoomBy };
}
