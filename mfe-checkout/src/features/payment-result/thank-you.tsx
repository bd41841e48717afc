import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

/** SPEC §2 Payment finish: status 2 is success, anything else failure. */
export const PAID_STATUS = '2';

export function ThankYou() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const paid = params.get('status') === PAID_STATUS;
  const outcome = paid ? 'success' : 'failure';
  return (
    <section className={`payment-card payment-card--${outcome}`} role={paid ? 'status' : 'alert'}>
      <span className={`payment-badge payment-badge--${outcome}`} aria-hidden="true">
        {paid ? '✓' : '!'}
      </span>
      <h2 className="payment-card__title">{t(`thankYou.${outcome}.title`)}</h2>
      <p>{t(`thankYou.${outcome}.text`)}</p>
      {paid && (
        <Link className="k-button k-button--accent k-button--block" to="/riwayat-order">
          {t('thankYou.orders')}
        </Link>
      )}
      <Link className="k-button k-button--secondary k-button--block" to="/">
        {t('thankYou.home')}
      </Link>
    </section>
  );
}
