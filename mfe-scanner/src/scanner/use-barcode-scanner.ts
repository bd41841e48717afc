import type { IScannerControls } from '@zxing/browser';
import { useCallback, useEffect, useRef, useState } from 'react';

import { assertCameraAvailable, cameraConstraints, DEFAULT_RESOLUTION, type Resolution } from '@/camera/camera-constraints';
import { type CameraControls, controlsOf, currentZoom, EVERY_TRACK, NO_CONTROLS, nextZoom } from '@/camera/camera-controls';
import { CameraError } from '@/camera/camera-errors';
import { watchFirstPicture } from '@/camera/first-picture';
import type { BarcodeFormat } from '@/detector/barcode-formats';
import { type DetectedBarcode, toDetected } from '@/detector/detected-barcode';
import { loadScannerReader, type ReaderModule } from '@/scanner/load-reader';
import { cameraErrorKey, READER_UNAVAILABLE_KEY } from '@/scanner/message-keys';

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
 * The scanner's camera, on @zxing/browser: `start()` has the store's reader (a BrowserMultiFormatReader, see
 * reader/scanner-reader.ts) open the camera at the chosen resolution with `decodeFromConstraints` and read
 * its frames; what a frame shows goes to `onDetected`. `stop()` turns the camera off through the reader's
 * scanner controls, which also switch the torch; zoom is applied to the camera track through them.
 */
export function useBarcodeScanner({ formats, resolution = DEFAULT_RESOLUTION, onDetected }: UseBarcodeScannerOptions) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const sessionRef = useRef<Session | null>(null);
  const onDetectedRef = useRef(onDetected);
  const [state, setState] = useState<ScannerState>('idle');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [controls, setControls] = useState<CameraControls>(NO_CONTROLS);
  const [torchOn, setTorchOn] = useState(false);
  const [zoom, setZoom] = useState<number | null>(null);

  useEffect(() => {
    onDetectedRef.current = onDetected;
  }, [onDetected]);

  // The reader is fetched while the person looks at the scanner, not after pressing the camera button.
  useEffect(() => {
    loadScannerReader().catch(() => undefined);
  }, []);

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
    const fail = (key: string) => {
      if (!current()) return;
      setErrorKey(key);
      stop();
    };
    setErrorKey(null);
    setState('starting');
    try {
      assertCameraAvailable();
    } catch (error) {
      fail(cameraErrorKey(error));
      return;
    }
    let reader: ReaderModule;
    try {
      reader = await loadScannerReader();
    } catch (error) {
      console.error(error);
      fail(READER_UNAVAILABLE_KEY);
      return;
    }
    if (!current()) return;
    const { symbolsIn, symbolOf, isNothingFound } = reader;
    const scanner = new reader.ScannerReader(formats);
    const unwatch = watchFirstPicture(video, () => {
      // No picture within 3 s: release the camera @zxing/browser opened (its play() is still pending).
      reader.ScannerReader.releaseAllStreams();
      reader.ScannerReader.cleanVideoSource(video);
      fail(cameraErrorKey(new CameraError('timeout')));
    });
    let scanning: IScannerControls;
    try {
      scanning = await scanner.decodeFromConstraints(cameraConstraints(resolution), video, (result, error) => {
        if (!current()) return;
        if (result) {
          const found = symbolsIn(result).map(symbolOf);
          onDetectedRef.current(found.map(({ rawValue, format, cornerPoints }) => toDetected(rawValue, format, cornerPoints)));
        } else if (error && !isNothingFound(error)) {
          // The reader failed on a frame: @zxing/browser has ended the loop and turned the camera off.
          console.error(error);
          fail(READER_UNAVAILABLE_KEY);
        }
      });
    } catch (error) {
      fail(cameraErrorKey(error));
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
    setZoom(offered.zoom ? (currentZoom(scanning) ?? offered.zoom.min) : null);
    setState('scanning');
  }, [formats, resolution, stop]);

  useEffect(() => stop, [stop]);

  return { videoRef, state, errorKey, start, stop, controls, torchOn, zoom, toggleTorch, zoomBy };
}
