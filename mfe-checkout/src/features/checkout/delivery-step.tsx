import { useTranslation } from 'react-i18next';

import type { DeliveryType, PickupLocation } from '@/api/checkout-api';
import { AddressFields } from '@/features/checkout/address-fields';
import { type CheckoutKind, type DeliveryChoice, offersPickup, shipsCard } from '@/features/checkout/checkout-model';
import { PickupSelector } from '@/features/checkout/pickup-selector';
import type { AddressCascade } from '@/features/checkout/use-address-cascade';
import type { PickupLocations } from '@/features/checkout/use-pickup-locations';

interface DeliveryStepProps {
  kind: CheckoutKind;
  choice: DeliveryChoice;
  cascade: AddressCascade;
  pickups: PickupLocations;
  showIncomplete: boolean;
  onDelivery: (delivery: DeliveryType) => void;
  onPickup: (location: PickupLocation) => void;
}

const DELIVERY_TYPES: readonly DeliveryType[] = ['pickup', 'delivery'];

/** Step 1: a SIM card is picked up or sent; an eSIM only asks for the buyer's address. */
export function DeliveryStep({ kind, choice, cascade, pickups, showIncomplete, onDelivery, onPickup }: DeliveryStepProps) {
  const { t } = useTranslation('checkout');
  const pickupOffered = offersPickup(kind);
  return (
    <section className="checkout-card" aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" className="checkout-card__title">
        {t(shipsCard(kind) ? 'delivery.title' : 'delivery.addressTitle')}
      </h2>
      {pickupOffered ? (
        <fieldset className="checkout-fieldset">
          <legend className="checkout-fieldset__legend">{t('delivery.how')}</legend>
          <div className="checkout-options">
            {DELIVERY_TYPES.map((type) => (
              <label key={type} className="checkout-option">
                <input
                  type="radio"
                  name="delivery-type"
                  value={type}
                  checked={choice.delivery === type}
                  onChange={() => onDelivery(type)}
                />
                <span>
                  <span className="checkout-option__name">{t(`delivery.${type}.name`)}</span>
                  <span className="checkout-option__note">{t(`delivery.${type}.note`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="checkout-card__intro">{t(shipsCard(kind) ? 'delivery.promoCardNote' : 'delivery.esimNote')}</p>
      )}
      {pickupOffered && choice.delivery === 'pickup' ? (
        <PickupSelector pickups={pickups} chosen={choice.pickup} onChoose={onPickup} />
      ) : (
        <AddressFields cascade={cascade} showIncomplete={showIncomplete} />
      )}
    </section>
  );
}
