import '@/scanner/barcode-scanner.css';

import { Button } from '@kelana/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Resolution } from '@/camera/camera-constraints';
import type { DetectedBarcode } from '@/detector/detected-barcode';
import type { BarcodeFormat } from '@/detector/barcode-formats';
import { SCANNER_FORMATS, TOGGLE_DEBOUNCE_MS } from '@/scanner/scanner-formats';
import { useBarcodeScanner } from '@/scanner/use-barcode-scanner';

export interface BarcodeScannerProps {
  /** Called with what each camera frame showed (one or more symbols). */
  onDetected: (barcodes: DetectedBarcode[]) => void;
  /** Defaults to SPEC §5's scanner formats: code_128, qr_code, ean_13, ean_8. */
  formats?: readonly BarcodeFormat[];
  resolution?: Resolution;
}

/**
 * The camera scanner (SPEC §2 "Scanner"): a camera area with a dashed square guide, and a button that turns
 * the camera on and off (disabled for a second after each press). Reads with @zxing/browser (useBarcodeScanner).
 */
export function BarcodeScanner({ onDetected, formats = SCANNER_FORMATS, resolution }: BarcodeScannerProps) {
  const { t } = useTranslation('scanner');
  const { videoRef, state, errorKey, start, stop, controls, torchOn, zoom, toggleTorch, zoomBy } = useBarcodeScanner({
    formats,
    resolution,
    onDetected,
  });
  const scanning = state === 'scanning';
  const [coolingDown, setCoolingDown] = useState(false);
  const cameraOn = state !== 'idle';

  useEffect(() => {
    if (!coolingDown) return undefined;
    const timer = setTimeout(() => setCoolingDown(false), TOGGLE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  const toggle = () => {
    setCoolingDown(true);
    if (cameraOn) stop();
    else void start();
  };

  return (
    <div className="scanner">
      <div className="scanner__viewport">
        <video ref={videoRef} className="scanner__video" muted playsInline aria-label={t('scanner.cameraView')} hidden={!cameraOn} />
        {cameraOn ? <div className="scanner__guide" aria-hidden="true" /> : <p className="scanner__idle">{t('scanner.idle')}</p>}
        <div className="scanner__controls">
          {scanning && controls.torch && (
            <Button variant="secondary" size="sm" aria-pressed={torchOn} onClick={() => void toggleTorch()}>
              {t('scanner.torch')}
            </Button>
          )}
          {scanning && controls.zoom && (
            <>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('scanner.zoomIn')}
                disabled={zoom !== null && zoom >= controls.zoom.max}
                onClick={() => void zoomBy(1)}
              >
                +
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('scanner.zoomOut')}
                disabled={zoom !== null && zoom <= controls.zoom.min}
                onClick={() => void zoomBy(-1)}
              >
                −
              </Button>
            </>
          )}
          <Button variant={cameraOn ? 'secondary' : 'primary'} aria-pressed={cameraOn} disabled={coolingDown} onClick={toggle}>
            {t('scanner.camera')}
          </Button>
        </div>
      </div>
      <p className="scanner__status" role="status">
        {t(`scanner.state.${state}`)}
      </p>
      {errorKey && (
        <p className="scanner__error" role="alert">
          {t(errorKey)}
        </p>
      )}
    </div>
  );
}
