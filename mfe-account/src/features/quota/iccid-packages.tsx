import { formatJakartaDateTime } from '@kelana/runtime/format-date';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type IccidPackage, iccidPackages, isActive, notStarted } from '@/features/quota/quota-api';

type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; packages: IccidPackage[] };

const gigabytes = (mb: number) => (mb / 1024).toLocaleString('id-ID', { maximumFractionDigits: 1 });

/** One ICCID's packages, asked from the telco when its row is opened (SPEC §2 Check quota). */
export function IccidPackages({ iccid, topUp = null }: { iccid: string; topUp?: ReactNode }) {
  const { t, i18n } = useTranslation('account');
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void iccidPackages(iccid).then((result) => {
      if (!live) return;
      if (result.ok) setState({ status: 'ready', packages: result.data.packages });
      else setState({ status: 'failed', message: result.error.kind === 'http' && result.error.message ? result.error.message : t('quota.loadFailed') });
    });
    return () => {
      live = false;
    };
  }, [iccid, t]);

  if (state.status === 'loading') return <p role="status">{t('quota.loadingPackages')}</p>;
  if (state.status === 'failed') return <p className="quota-error" role="alert">{state.message}</p>;
  if (state.packages.length === 0)
    return (
      <>
        <p>{t('quota.noPackages')}</p>
        {topUp}
      </>
    );
  return (
    <ul className="quota-packages">
      {state.packages.map((item) => {
        const active = isActive(item.status);
        const waiting = notStarted(item.status);
        return (
          <li key={item.id} className="quota-package">
            <div className="quota-package__head">
              <h4 className="quota-package__name">{i18n.language.startsWith('en') && item.name_en ? item.name_en : item.name}</h4>
              <span className={`quota-badge quota-badge--${active ? 'active' : waiting ? 'waiting' : 'inactive'}`}>
                {t(active ? 'quota.active' : waiting ? 'quota.notStarted' : 'quota.inactive')}
              </span>
            </div>
            {/* The package's own size when the telco says it; SPEC's fixed label otherwise. */}
            <p className="quota-package__size">{item.totalMb ? `${gigabytes(item.totalMb)} GB` : t('quota.size')}</p>
            {typeof item.usedMb === 'number' && (
              <p className="quota-package__usage">
                {item.totalMb ? t('quota.usedOf', { used: gigabytes(item.usedMb), total: gigabytes(item.totalMb) }) : t('quota.used', { used: gigabytes(item.usedMb) })}
              </p>
            )}
            <dl className="quota-package__facts">
              {waiting ? (
                <div>
                  <dt>{t('quota.validity')}</dt>
                  <dd>{item.validityDays ? t('quota.startsAtFirstConnection', { count: item.validityDays }) : t('quota.startsLater')}</dd>
                </div>
              ) : (
                <div>
                  <dt>{t('quota.validUntil')}</dt>
                  <dd>{item.endTime ? formatJakartaDateTime(item.endTime) : '-'}</dd>
                </div>
              )}
              <div>
                <dt>{t('quota.orderId')}</dt>
                <dd>{item.orderId ?? '-'}</dd>
              </div>
              <div>
                <dt>{t('quota.packageType')}</dt>
                <dd>{t(`quota.packageKind.${item.packageType}`, { defaultValue: item.packageType })}</dd>
              </div>
            </dl>
            {item.supportRefill && (
              <div className="quota-package__refill">
                <p className="quota-package__note">{t('quota.refill')}</p>
                {topUp}
              </div>
            )}
            {item.usageUpdatedAt && <p className="quota-package__note">{t('quota.updatedAt', { time: formatJakartaDateTime(item.usageUpdatedAt) })}</p>}
          </li>
        );
      })}
    </ul>
  );
}
