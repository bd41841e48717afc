import { formatIdr, Modal, userAtom } from '@kelana/runtime';
import { formatDate } from '@kelana/runtime/format-date';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { DeliveryTimeline } from '@/features/order-history/delivery-timeline';
import { type IccidDetails, type Order, orderIccid, type ProductFacts, productFacts } from '@/features/order-history/order-api';
import { hasReceipt, installStateText, lineName, statusTone, truncateWords } from '@/features/order-history/order-status';
import { RefundOffer } from '@/features/order-history/refund-offer';
import { validityLines } from '@/features/top-up/public';

const DAY_MS = 24 * 60 * 60 * 1000;
const INSTALL_STEPS = [1, 2, 3] as const;

type QrState = { status: 'none' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; details: IccidDetails };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** SPEC §2 detail modal: status, date, number, product and note, quantity, price, the eSIM QR, the buyer. */
export function OrderDetailModal({
  order,
  onClose,
  onReceipt,
  onRefunded = () => undefined,
}: {
  order: Order | null;
  onClose: () => void;
  onReceipt: (order: Order) => void;
  onRefunded?: () => void;
}) {
  const { t, i18n } = useTranslation('account');
  const user = useAtomValue(userAtom);
  const [qr, setQr] = useState<QrState>({ status: 'none' });
  const [facts, setFacts] = useState<ProductFacts | null>(null);
  const note = facts?.note ?? null;
  const [noteOpen, setNoteOpen] = useState(false);
  const line = order?.order_details[0];
  const hasEsim = Boolean(order && line && line.type !== 'data_package' && ['provisioned', 'paid'].includes(order.status));

  useEffect(() => {
    if (!order || !line) return;
    let live = true;
    setNoteOpen(false);
    setFacts(null);
    void productFacts(line.product_id).then((value) => live && setFacts(value));
    if (hasEsim) {
      setQr({ status: 'loading' });
      void orderIccid(order.order_id).then((result) => {
        if (!live) return;
        setQr(result.ok ? { status: 'ready', details: result.data.iccid_details } : { status: 'failed' });
      });
    } else setQr({ status: 'none' });
    return () => {
      live = false;
    };
  }, [order, line, hasEsim]);

  if (!order || !line) return null;
  const shortNote = note ? truncateWords(note) : null;
  const bundle = line.type === 'esim_bundle' || line.type === 'sim_bundle';
  const validity =
    bundle && facts
      ? validityLines(t, {
          kind: line.type,
          days: facts.validityDays,
          starts: facts.validity?.starts ?? 'first_connection',
          installBy: facts.validity ? new Date(new Date(order.created_at).getTime() + facts.validity.install_within_days * DAY_MS) : null,
        })
      : [];
  const details = qr.status === 'ready' ? qr.details : null;
  const installUrl = details && /android/i.test(navigator.userAgent) ? details.android_install_url : details?.ios_install_url;
  // A phone (or a touch-first device) can install the eSIM it is reading this on, in one tap.
  const phone = /android|iphone|ipad/i.test(navigator.userAgent) || window.matchMedia?.('(pointer: coarse)').matches === true;
  return (
    <Modal open onClose={onClose} title={t('orderHistory.detail.title')} closeLabel={t('orderHistory.detail.close')} className="order-detail">
      <p className={`order-status order-status--${statusTone(order.status)}`}>{t(`orderHistory.statusText.${statusTone(order.status)}`)}</p>
      <dl className="order-detail__facts">
        <div>
          <dt>{t('orderHistory.detail.date')}</dt>
          <dd>{formatDate(order.created_at)}</dd>
        </div>
        <div>
          <dt>{t('orderHistory.orderNumber')}</dt>
          <dd className="order-card__mono">{order.order_id}</dd>
        </div>
        <div>
          <dt>{t('orderHistory.detail.product')}</dt>
          <dd>{lineName(line, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('orderHistory.detail.quantity')}</dt>
          <dd>{line.quantity}</dd>
        </div>
        <div>
          <dt>{t('orderHistory.detail.price')}</dt>
          <dd>{formatIdr(order.final_amount)}</dd>
        </div>
        {details?.install_state && (
          <div>
            <dt>{t('orderHistory.install.label')}</dt>
            <dd className={`order-install order-install--${details.install_state}`}>
              {installStateText(t, { state: details.install_state, device: details.installed_device ?? null })}
            </dd>
          </div>
        )}
      </dl>
      {order.refund_state && (
        <p className="order-detail__refund" role="status">
          {t(`orderHistory.refund.state.${order.refund_state}`)}
        </p>
      )}
      {order.delivery && <DeliveryTimeline delivery={order.delivery} />}
      {hasReceipt(order) && (
        <button type="button" className="k-button k-button--secondary k-button--sm order-detail__receipt" onClick={() => onReceipt(order)}>
          {t('orderHistory.detail.receipt')}
        </button>
      )}
      {shortNote && (
        <p className="order-detail__note">
          {noteOpen ? note : shortNote.text}{' '}
          {shortNote.cut && (
            <button type="button" className="k-link-button" aria-expanded={noteOpen} onClick={() => setNoteOpen(!noteOpen)}>
              {noteOpen ? t('orderHistory.detail.less') : t('orderHistory.detail.more')}
            </button>
          )}
        </p>
      )}
      {validity.length > 0 && (
        <ul className="order-detail__validity" aria-label={t('orderHistory.detail.validity')}>
          {validity.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {qr.status === 'loading' && <p role="status">{t('orderHistory.detail.loadingQr')}</p>}
      {qr.status === 'failed' && <p className="order-detail__error">{t('orderHistory.detail.failedQr')}</p>}
      {details?.qr_code && (
        <figure className="order-detail__qr">
          <img src={`data:image/png;base64,${details.qr_code}`} alt={t('orderHistory.detail.qrAlt', { orderId: order.order_id })} width={200} height={200} />
          <figcaption>{t('orderHistory.detail.qrHint')}</figcaption>
          <a className="k-button k-button--secondary k-button--sm" href={`data:image/png;base64,${details.qr_code}`} download={`esim-${order.order_id}.png`}>
            {t('orderHistory.detail.download')}
          </a>
          <Link className="k-button k-button--primary k-button--sm" to={`/esim/${encodeURIComponent(order.order_id)}`}>
            {t('orderHistory.detail.openCard')}
          </Link>
          {phone && installUrl && (
            <a className="k-button k-button--accent k-button--sm" href={installUrl}>
              {t('orderHistory.detail.install')}
            </a>
          )}
        </figure>
      )}
      {details?.qr_code && (
        <section className="order-detail__install" aria-labelledby="order-install-title">
          <h3 id="order-install-title">{t('orderHistory.detail.installTitle')}</h3>
          <ol>
            {INSTALL_STEPS.map((index) => (
              <li key={index}>{t(`orderHistory.detail.installStep${index}`)}</li>
            ))}
          </ol>
          {details.activation_code && (
            <p className="order-detail__code">
              {t('orderHistory.detail.activationCode')}: <span className="order-card__mono">{details.activation_code}</span>
            </p>
          )}
        </section>
      )}
      {details && !details.qr_code && (
        <p className="order-detail__iccid">
          {t('orderHistory.detail.iccid')}: <span className="order-card__mono">{details.iccid}</span>
        </p>
      )}
      {order.can_refund && <RefundOffer key={order.order_id} order={order} onRefunded={onRefunded} />}
      <dl className="order-detail__facts">
        <div>
          <dt>{t('orderHistory.detail.email')}</dt>
          <dd>{text(user?.email)}</dd>
        </div>
        <div>
          <dt>{t('orderHistory.detail.name')}</dt>
          <dd>{text(user?.name) || text(user?.displayName)}</dd>
        </div>
        <div>
          <dt>{t('orderHistory.detail.phone')}</dt>
          <dd>{text(user?.phone) || '-'}</dd>
        </div>
      </dl>
    </Modal>
  );
}
