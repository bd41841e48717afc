import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The copy confirmation shows for 2 s, as on the bank-transfer page (SPEC §9). */
export const COPY_CONFIRMATION_MS = 2000;

/** Copies one code (the SM-DP+ address, the matching id) and says so for two seconds. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('account');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      return;
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  }

  return (
    <>
      <button type="button" className="k-button k-button--secondary k-button--sm esim-copy" onClick={() => void copy()} aria-label={t('esimCard.copyLabel', { label })}>
        {copied ? t('esimCard.copied') : t('esimCard.copy')}
      </button>
      <span className="esim-visually-hidden" role="status">
        {copied ? t('esimCard.copiedFor', { label }) : ''}
      </span>
    </>
  );
}
