import { Button } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

import { FirstScreenRelease } from '@/layout/first-screen';

export function RemoteErrorNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="k-container remote-error" role="alert">
      <svg className="remote-error__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="var(--k-color-accent-soft)" />
        <path d="M24 13v14" stroke="var(--k-color-accent)" strokeWidth="4" strokeLinecap="round" />
        <circle cx="24" cy="34" r="2.6" fill="var(--k-color-accent)" />
      </svg>
      <h1 className="remote-error__title">{t('remoteError.title')}</h1>
      <p className="remote-error__body">{t('remoteError.body')}</p>
      <Button variant="primary" onClick={onRetry}>
        {t('remoteError.retry')}
      </Button>
      {/* A remote that failed must not stay hidden behind the server's first screen. */}
      <FirstScreenRelease />
    </div>
  );
}
