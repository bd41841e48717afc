import { useRevealMessage } from '@kelana/runtime/reveal-message';
import { useTranslation } from 'react-i18next';

import { SelectField, TextField } from '@/components/fields';
import { addressComplete } from '@/features/checkout/checkout-model';
import { AREA_LEVELS, type AddressCascade } from '@/features/checkout/use-address-cascade';

/** Province → regency → district → village, then postal code and street (SPEC §2 step 1). */
export function AddressFields({ cascade, showIncomplete }: { cascade: AddressCascade; showIncomplete: boolean }) {
  const { t } = useTranslation('checkout');
  const { address, lists, loading } = cascade;
  // Said when Lanjutkan finds the address incomplete, and brought into sight below the top bar.
  const incomplete = showIncomplete && !addressComplete(address);
  const incompleteRef = useRevealMessage<HTMLParagraphElement>(incomplete);
  return (
    <fieldset className="checkout-fieldset">
      <legend className="checkout-fieldset__legend">{t('address.legend')}</legend>
      {cascade.failed && (
        <p className="checkout-message checkout-message--error" role="alert">
          {t('address.loadFailed')}
        </p>
      )}
      <div className="checkout-grid">
        {AREA_LEVELS.map((level, index) => {
          const parentMissing = index > 0 && !address[AREA_LEVELS[index - 1]];
          return (
            <SelectField
              key={level}
              label={t(`address.${level}`)}
              value={address[level]?.id ?? ''}
              disabled={parentMissing || loading === level}
              onChange={(event) => cascade.choose(level, event.target.value)}
            >
              <option value="">{loading === level ? t('address.loading') : t(`address.choose.${level}`)}</option>
              {lists[level].map((area) => (
                <option key={area.id} value={area.id}>
                  {area.name}
                </option>
              ))}
            </SelectField>
          );
        })}
        <TextField
          label={t('address.postalCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          value={address.postalCode}
          onChange={(event) => cascade.setPostalCode(event.target.value.replace(/\D/g, ''))}
        />
      </div>
      <TextField
        label={t('address.street')}
        autoComplete="street-address"
        maxLength={300}
        value={address.street}
        onChange={(event) => cascade.setStreet(event.target.value)}
      />
      {incomplete && (
        <p ref={incompleteRef} className="checkout-message checkout-message--error" role="status">
          {t('address.incomplete')}
        </p>
      )}
    </fieldset>
  );
}
