import { Button } from '@kelana/runtime';
import { useRevealMessage } from '@kelana/runtime/reveal-message';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type PromoState =
  | { status: 'idle'; code: string }
  | { status: 'loading'; code: string }
  | { status: 'applied'; code: string; discount: number }
  | { status: 'error'; code: string; message: string };

interface PromoInputProps {
  promo: PromoState;
  /** A promo of the URL (a claim) cannot be removed. */
  locked: boolean;
  onCode: (code: string) => void;
  onApply: () => void;
  onRemove: () => void;
}

/** SPEC §4 Promo input: not applied, loading, applied (input locked, button becomes remove) or error. */
export function PromoInput({ promo, locked, onCode, onApply, onRemove }: PromoInputProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const applied = promo.status === 'applied';
  const messageId = `${id}-message`;
  // A refused code is brought into sight, below the top bar (an applied one shows in the amounts above too).
  const errorRef = useRevealMessage<HTMLParagraphElement>(promo.status === 'error' ? promo : null);
  return (
    <div className="checkout-promo">
      <label className="checkout-field__label" htmlFor={id}>
        {t('promo.label')}
      </label>
      <div className="checkout-promo__row">
        <input
          id={id}
          className="checkout-field__input"
          value={promo.code}
          maxLength={32}
          autoCapitalize="characters"
          readOnly={applied || locked}
          aria-invalid={promo.status === 'error' || undefined}
          aria-describedby={promo.status === 'error' || applied ? messageId : undefined}
          placeholder={t('promo.placeholder')}
          onChange={(event) => onCode(event.target.value.toUpperCase())}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !applied) {
              event.preventDefault();
              onApply();
            }
          }}
        />
        {applied ? (
          !locked && (
            <Button variant="secondary" onClick={onRemove}>
              {t('promo.remove')}
            </Button>
          )
        ) : (
          <Button variant="secondary" busy={promo.status === 'loading'} onClick={onApply}>
            {t('promo.apply')}
          </Button>
        )}
      </div>
      {promo.status === 'error' && (
        <p ref={errorRef} id={messageId} className="checkout-message checkout-message--error" role="alert">
          {promo.message}
        </p>
      )}
      {applied && (
        <p id={messageId} className="checkout-message checkout-message--success" role="status">
          {t('promo.applied', { code: promo.code })}
        </p>
      )}
    </div>
  );
}
