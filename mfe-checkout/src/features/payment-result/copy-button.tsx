import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §9: the copy confirmation shows for 2 s. */
export const COPY_CONFIRMATION_MS = 2000;

/** Copies a value (an account number) and says so for two seconds. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('checkout');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value.replace(/\s/g, ''));
    } catch {
      return;
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  }

  return (
    <>
      <button type="button" className="payment-copy" onClick={() => void copy()} aria-label={label}>
        {copied ? t('paymentResponse.copied') : t('paymentResponse.copy')}
      </button>
      <span className="payment-visually-hidden" role="status">
        {copied ? t('paymentResponse.copiedFor', { label }) : ''}
      </span>
    </>
  );
}
