import { useCopy } from '@kelana/runtime/use-copy';
import { useTranslation } from 'react-i18next';

export { COPY_CONFIRMATION_MS } from '@kelana/runtime/use-copy';

/** Copies one code (the SM-DP+ address, the matching id) and says so for two seconds. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('account');
  const { copied, copy } = useCopy();
  return (
    <>
      <button type="button" className="k-button k-button--secondary k-button--sm esim-copy" onClick={() => void copy(value)} aria-label={t('esimCard.copyLabel', { label })}>
        {copied ? t('esimCard.copied') : t('esimCard.copy')}
      </button>
      <span className="esim-visually-hidden" role="status">
        {copied ? t('esimCard.copiedFor', { label }) : ''}
      </span>
    </>
  );
}
