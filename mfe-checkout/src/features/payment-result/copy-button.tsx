import { useCopy } from '@kelana/runtime/use-copy';
import { useTranslation } from 'react-i18next';

export { COPY_CONFIRMATION_MS } from '@kelana/runtime/use-copy';

/** Copies a value (an account number, without its spaces) and says so for two seconds. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('checkout');
  const { copied, copy } = useCopy();
  return (
    <>
      <button type="button" className="payment-copy" onClick={() => void copy(value.replace(/\s/g, ''))} aria-label={label}>
        {copied ? t('paymentResponse.copied') : t('paymentResponse.copy')}
      </button>
      <span className="payment-visually-hidden" role="status">
        {copied ? t('paymentResponse.copiedFor', { label }) : ''}
      </span>
    </>
  );
}
