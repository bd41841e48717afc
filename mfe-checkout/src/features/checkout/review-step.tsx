import { formatIdr } from '@kelana/runtime';
import { indonesianMobileE164 } from '@kelana/runtime/indonesian-mobile';
import { useTranslation } from 'react-i18next';

import type { CheckoutProduct, IccidRecord } from '@/api/checkout-api';
import { iccidLabel } from '@/features/checkout/iccid-label';
import { SelectField } from '@/components/fields';
import {
  addressComplete,
  type CheckoutKind,
  type DeliveryChoice,
  deliveryAddress,
  idrPrice,
  offersPickup,
  type Personal,
  type Step,
} from '@/features/checkout/checkout-model';

interface ReviewStepProps {
  kind: CheckoutKind;
  product: CheckoutProduct;
  choice: DeliveryChoice;
  personal: Personal;
  iccids: IccidRecord[] | null;
  iccid: string | null;
  showMissing: boolean;
  onIccid: (iccid: string) => void;
  onEdit: (step: Step) => void;
}

/** Step 3: what will be ordered, with edit buttons back to steps 1 and 2; a data package picks its SIM or eSIM. */
export function ReviewStep({ kind, product, choice, personal, iccids, iccid, showMissing, onIccid, onEdit }: ReviewStepProps) {
  const { t, i18n } = useTranslation('checkout');
  const dataPackage = kind.productType === 'data_package';
  const address = deliveryAddress(choice.address);
  const chosenIccid = iccids?.find((record) => record.iccid === iccid) ?? null;
  return (
    <section className="checkout-card" aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" className="checkout-card__title">
        {t('review.title')}
      </h2>
      <dl className="checkout-review">
        <div className="checkout-review__group">
          <dt>{t('review.product')}</dt>
          <dd>
            {product.name}
            <span className="checkout-review__meta">
              {t(`productType.${product.type}`)} · {formatIdr(idrPrice(product))}
            </span>
          </dd>
        </div>
        {!dataPackage && (
          <div className="checkout-review__group">
            <dt>{t(offersPickup(kind) && choice.delivery === 'pickup' ? 'review.pickup' : 'review.address')}</dt>
            <dd>
              {offersPickup(kind) && choice.delivery === 'pickup' && choice.pickup ? (
                <>
                  <span>{choice.pickup.name}</span>
                  <span className="checkout-review__meta">{choice.pickup.address}</span>
                </>
              ) : addressComplete(choice.address) ? (
                <>
                  {address.street}
                  <span className="checkout-review__meta">
                    {address.city}, {address.state} {address.postal_code}
                  </span>
                </>
              ) : (
                <span className="checkout-review__meta">{t('review.noAddress')}</span>
              )}
            </dd>
            <button type="button" className="k-link-button checkout-link-button" onClick={() => onEdit(1)}>
              {t('review.editDelivery')}
            </button>
          </div>
        )}
        <div className="checkout-review__group">
          <dt>{t('review.personal')}</dt>
          <dd>
            {personal.name}
            <span className="checkout-review__meta">
              {personal.email} · {indonesianMobileE164(personal.phone) ?? personal.phone}
            </span>
          </dd>
          <button type="button" className="k-link-button checkout-link-button" onClick={() => onEdit(2)}>
            {t('review.editPersonal')}
          </button>
        </div>
      </dl>
      {dataPackage && (
        <div className="checkout-form">
          {iccids === null ? (
            <p className="checkout-message" role="status">
              {t('review.iccidLoading')}
            </p>
          ) : iccids.length === 0 ? (
            <p className="checkout-message checkout-message--error" role="status">
              {t('review.noIccid')}
            </p>
          ) : (
            <SelectField
              label={t('review.iccid')}
              // The chosen one in full: a phone's select cuts a long label.
              hint={chosenIccid ? iccidLabel(chosenIccid, t, i18n.language) : undefined}
              value={iccid ?? ''}
              required
              error={showMissing && !iccid ? t('review.iccidRequired') : null}
              onChange={(event) => onIccid(event.target.value)}
            >
              <option value="">{t('review.chooseIccid')}</option>
              {iccids.map((record) => (
                <option key={record.iccid} value={record.iccid}>
                  {iccidLabel(record, t, i18n.language)}
                </option>
              ))}
            </SelectField>
          )}
        </div>
      )}
    </section>
  );
}
