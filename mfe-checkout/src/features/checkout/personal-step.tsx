import { useMobileNumber } from '@kelana/runtime/use-mobile-number';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/fields';
import type { Personal } from '@/features/checkout/checkout-model';

interface PersonalStepProps {
  personal: Personal;
  saving: 'idle' | 'saving' | 'saved' | 'failed';
  showMissing: boolean;
  onChange: (changes: Partial<Personal>) => void;
}

/**
 * Step 2: name and phone (saved to the profile as they are typed); the signed-in e-mail is locked. The phone
 * follows the store's one rule (an Indonesian mobile number after the fixed +62), told as it is typed.
 */
export function PersonalStep({ personal, saving, showMissing, onChange }: PersonalStepProps) {
  const { t } = useTranslation('checkout');
  const missing = (value: string) => (showMissing && !value.trim() ? t('personal.required') : null);
  const phone = useMobileNumber(personal.phone, (local) => onChange({ phone: local }), showMissing);
  return (
    <section className="checkout-card" aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" className="checkout-card__title">
        {t('personal.title')}
      </h2>
      <div className="checkout-form">
        <TextField
          label={t('personal.name')}
          autoComplete="name"
          maxLength={120}
          required
          value={personal.name}
          error={missing(personal.name)}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <TextField
          label={t('personal.email')}
          type="email"
          readOnly
          value={personal.email}
          hint={t('personal.emailLocked')}
        />
        <TextField
          label={t('personal.phone')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          prefix="+62"
          maxLength={20}
          required
          value={personal.phone}
          error={missing(personal.phone) ?? (phone.problemKey && t(phone.problemKey))}
          hint={t('phone.hint')}
          onBlur={phone.onBlur}
          onChange={(event) => onChange({ phone: event.target.value })}
        />
      </div>
      <p className="checkout-saved" role="status">
        {saving === 'idle' ? '' : t(`personal.saving.${saving}`)}
      </p>
    </section>
  );
}
