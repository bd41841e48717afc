import { pendingRequestCountAtom } from '@kelana/runtime';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

/** A thin indeterminate bar at the top while any API request is in flight (count from the runtime client). */
export function LoadingBar() {
  const pending = useAtomValue(pendingRequestCountAtom);
  const { t } = useTranslation('common');
  if (pending === 0) return null;
  return (
    <div className="loading-bar" role="progressbar" aria-label={t('loading.requests')}>
      <span className="loading-bar__runner" />
    </div>
  );
}
