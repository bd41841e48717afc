import { Skeleton } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** Shown while a remote's page loads: the shape of the page band, announced once as "loading". */
export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <section className="k-page" aria-busy="true">
      <div className="k-container">
        <span className="k-visually-hidden" role="status">
          {t('loading.page')}
        </span>
        <Skeleton width="min(520px, 80%)" height="2.75rem" radius="12px" />
      </div>
    </section>
  );
}
