import { useTranslation } from 'react-i18next';

export interface BarcodeScannerProps {
  /** Called with the decoded card number; the activation issue wires the camera (lazy @zxing/browser). */
  onDetected?: (value: string) => void;
}

/** Placeholder of the camera scanner that account's activation flow will embed. */
export function BarcodeScanner(_props: BarcodeScannerProps) {
  const { t } = useTranslation('scanner');
  return (
    <div className="k-container" role="note">
      <p>{t('scanner.placeholder')}</p>
    </div>
  );
}
