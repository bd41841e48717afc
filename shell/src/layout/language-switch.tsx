import { changeLanguage, SUPPORTED_LANGUAGES } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/**
 * ID/EN toggle buttons. Each is named by its visible code, then in its own language ("ID, Bahasa Indonesia") so a visitor who
 * cannot read the current language still finds theirs; the pressed state tells which one is active.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const current = i18n.resolvedLanguage;
  return (
    <div role="group" aria-label={t('language.label')} className={['lang-switch', className].filter(Boolean).join(' ')}>
      {SUPPORTED_LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          className="lang-switch__option"
          aria-pressed={current === lng}
          aria-label={t(`language.names.${lng}`)}
          onClick={() => void changeLanguage(lng)}
        >
          {lng.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
