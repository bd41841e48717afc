import { useTranslation } from 'react-i18next';

import type { PickupLocation } from '@/api/checkout-api';
import type { PickupLocations, PickupMode } from '@/features/checkout/use-pickup-locations';

interface PickupSelectorProps {
  pickups: PickupLocations;
  chosen: PickupLocation | null;
  onChoose: (location: PickupLocation) => void;
}

const MODES: readonly PickupMode[] = ['byProduct', 'nearby'];

/** SPEC §2 step 1: the pickup points of this product, or those near the traveller (radius 5 km). */
export function PickupSelector({ pickups, chosen, onChoose }: PickupSelectorProps) {
  const { t } = useTranslation('checkout');
  const { mode, status, locations } = pickups;
  return (
    <fieldset className="checkout-fieldset">
      <legend className="checkout-fieldset__legend">{t('pickup.legend')}</legend>
      <div className="checkout-toggle" role="group" aria-label={t('pickup.modeLabel')}>
        {MODES.map((candidate) => (
          <button
            key={candidate}
            type="button"
            className="checkout-toggle__button"
            aria-pressed={mode === candidate}
            onClick={() => pickups.setMode(candidate)}
          >
            {t(`pickup.mode.${candidate}`)}
          </button>
        ))}
      </div>
      {status !== 'ready' && (
        <p
          className={`checkout-message ${status === 'loading' || status === 'waitingForPermission' ? '' : 'checkout-message--error'}`}
          role="status"
        >
          {t(`pickup.status.${status}`)}
        </p>
      )}
      {status === 'ready' && locations.length === 0 && (
        <p className="checkout-message" role="status">
          {t('pickup.status.noLocations')}
        </p>
      )}
      {status === 'ready' && locations.length > 0 && (
        <ul className="checkout-pickups">
          {locations.map((location) => (
            <li key={location.id}>
              <label className="checkout-pickup">
                <input
                  type="radio"
                  name="pickup-location"
                  value={location.id}
                  checked={chosen?.id === location.id}
                  onChange={() => onChoose(location)}
                />
                <span className="checkout-pickup__text">
                  <span className="checkout-pickup__name">{location.name}</span>
                  <span className="checkout-pickup__address">{location.address}</span>
                  {location.opening_hours && <span className="checkout-pickup__hours">{location.opening_hours}</span>}
                </span>
                {typeof location.distance_km === 'number' && (
                  <span className="checkout-pickup__distance">{t('pickup.distance', { km: location.distance_km })}</span>
                )}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
