import { PageHeading } from '@kelana/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DetectedBarcode } from '@/detector/detected-barcode';
import { BarcodeScanner } from '@/exposes/barcode-scanner';

/** /scanner: the scanner remote's demo. Opens the camera and shows the last code it read. */
export function ScannerPage() {
  const { t } = useTranslation('scanner');
  const [last, setLast] = useState<DetectedBarcode | null>(null);
  const onDetected = (barcodes: DetectedBarcode[]) => {
    const [first] = barcodes;
    setLast((previous) => (previous?.rawValue === first.rawValue && previous.format === first.format ? previous : first));
  };
  return (
    <>
      <PageHeading>{t('page.title')}</PageHeading>
      <div className="k-container scanner-page__body">
        <section aria-label={t('page.scannerLabel')}>
          <p>{t('page.intro')}</p>
          <BarcodeScanner onDetected={onDetected} />
        </section>
        <section className="scanner-page__result" aria-labelledby="scanner-result-title">
          <h2 id="scanner-result-title">{t('page.result.title')}</h2>
          <div role="status">
            {last ? (
              <dl>
                <dt>{t('page.result.value')}</dt>
                <dd>{last.rawValue}</dd>
                <dt>{t('page.result.format')}</dt>
                <dd>{t(`formats.${last.format}`, { defaultValue: last.format })}</dd>
              </dl>
            ) : (
              <p>{t('page.result.none')}</p>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
