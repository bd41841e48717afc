import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/fields';
import type { Personal } from '@/features/checkout/checkout-model';

interface PersonalStepProps {
  personal: Personal;
  saving: 'idle' | 'saving' | 'saved' | 'failed';
  showMissing: boolean;
  onChange: (changes: Partial<Personal>) => void;
}

/** Step 2: name and phone (saved to the profile as they are typed); the signed-in e-mail is locked. */
export function PersonalStep({ personal, saving, showMissing, onChange }: PersonalStepProps) {
  const { t } = useTranslation('checkout');
  const missing = (value: string) => (showMissing && !value.trim() ? t('personal.required') : null);
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
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
          required
          value={personal.phone}
          error={missing(personal.phone)}
          hint={t('personal.phoneHint')}
          onChange={(event) => onChange({ phone: event.target.value.replace(/[^\d+]/g, '') })}
        />
      </div>
      <p className="checkout-saved" role="status">
        {saving === 'idle' ? '' : t(`personal.saving.${saving}`)}
      </p>
    </section>
  );
}
