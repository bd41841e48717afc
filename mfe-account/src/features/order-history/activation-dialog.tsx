import { Button, Modal, REMOTE_COMPONENTS, useRemoteComponent } from '@kelana/runtime';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { activateOrder } from '@/features/order-history/order-api';

/** SPEC §2: scanner resolutions, 1080p by default. */
const RESOLUTIONS = ['480p', '720p', '1080p', '4K'] as const;
type Resolution = (typeof RESOLUTIONS)[number];

interface ScannerProps {
  onDetected: (codes: { rawValue: string }[]) => void;
  resolution?: Resolution;
}

type Result = { status: 'processing' } | { status: 'success' } | { status: 'failure'; message: string };

/**
 * SPEC §2 activation: 1 intro with the camera button and manual entry, 2 the scanner, 3 the result
 * (processing, success, or failure with rescan). Back or close leaves the flow.
 */
export function ActivationDialog({ orderId, onClose, onActivated }: { orderId: string; onClose: () => void; onActivated: () => void }) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [resolution, setResolution] = useState<Resolution>('1080p');
  const [manual, setManual] = useState('');
  const [result, setResult] = useState<Result>({ status: 'processing' });
  const scanner = useRemoteComponent<ScannerProps>(REMOTE_COMPONENTS.barcodeScanner);

  async function activate(iccid: string) {
    setStep(3);
    setResult({ status: 'processing' });
    const answer = await activateOrder(orderId, iccid);
    if (answer.ok) {
      setResult({ status: 'success' });
      onActivated();
      return;
    }
    const message = answer.error.kind === 'http' && answer.error.status < 500 ? answer.error.message : t('orderHistory.activation.failed');
    setResult({ status: 'failure', message });
  }

  function submitManual(event: FormEvent) {
    event.preventDefault();
    const iccid = manual.trim().replace(/[\s-]/g, '');
    if (!iccid) return; // SPEC §5: an empty entry is ignored
    void activate(iccid);
  }

  return (
    <Modal open onClose={onClose} title={t('orderHistory.activation.title')} closeLabel={t('orderHistory.detail.close')} className="order-activation">
      <ol className="activation-steps" aria-label={t('orderHistory.activation.steps')}>
        {[1, 2, 3].map((index) => (
          <li key={index} aria-current={index === step ? 'step' : undefined}>
            {t(`orderHistory.activation.step${index}`)}
          </li>
        ))}
      </ol>
      {step === 1 && (
        <div className="activation-body">
          <p>{t('orderHistory.activation.intro', { orderId })}</p>
          <Button variant="primary" block onClick={() => setStep(2)}>
            {t('orderHistory.activation.openCamera')}
          </Button>
          <form className="activation-manual" onSubmit={submitManual}>
            <label htmlFor="activation-iccid">{t('orderHistory.activation.manualLabel')}</label>
            <div className="activation-manual__row">
              <input
                id="activation-iccid"
                inputMode="numeric"
                autoComplete="off"
                maxLength={30}
                value={manual}
                onChange={(event) => setManual(event.target.value.replace(/[^\d\s-]/g, ''))}
              />
              <Button type="submit" variant="secondary">
                {t('orderHistory.activation.manualSubmit')}
              </Button>
            </div>
          </form>
        </div>
      )}
      {step === 2 && (
        <div className="activation-body">
          <label className="activation-resolution">
            {t('orderHistory.activation.resolution')}
            <select value={resolution} onChange={(event) => setResolution(event.target.value as Resolution)}>
              {RESOLUTIONS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
          {scanner.status === 'ready' && (
            <scanner.Component
              key={resolution}
              resolution={resolution}
              onDetected={(codes) => {
                const digits = codes.map((code) => code.rawValue.replace(/\D/g, '')).find((value) => value.length >= 18);
                if (digits) void activate(digits);
              }}
            />
          )}
          {scanner.status === 'loading' && <p role="status">{t('orderHistory.activation.scannerLoading')}</p>}
          {scanner.status === 'unavailable' && <p role="alert">{t('orderHistory.activation.scannerUnavailable')}</p>}
          <Button variant="ghost" onClick={() => setStep(1)}>
            {t('orderHistory.activation.back')}
          </Button>
        </div>
      )}
      {step === 3 && (
        <div className="activation-body" aria-live="polite">
          {result.status === 'processing' && <p role="status">{t('orderHistory.activation.processing')}</p>}
          {result.status === 'success' && (
            <>
              <p className="activation-result activation-result--success" role="status">
                {t('orderHistory.activation.success')}
              </p>
              <Button variant="primary" block onClick={onClose}>
                {t('orderHistory.activation.done')}
              </Button>
            </>
          )}
          {result.status === 'failure' && (
            <>
              <p className="activation-result activation-result--failure" role="alert">
                {result.message}
              </p>
              <Button variant="primary" block onClick={() => setStep(2)}>
                {t('orderHistory.activation.rescan')}
              </Button>
              <Button variant="ghost" block onClick={() => setStep(1)}>
                {t('orderHistory.activation.back')}
              </Button>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
