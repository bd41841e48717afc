import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §8 Promo page: toasts close after 1.5 s. */
export const TOAST_MS = 1500;

export interface ToastMessage {
  id: number;
  tone: 'error' | 'info';
  text: string;
}

/**
 * A short notice at the bottom of the screen. Errors are announced at once (role=alert), information politely
 * (role=status); each closes by itself after 1.5 s, or earlier with its close button.
 */
export function PromoToast({ toast, onClose }: { toast: ToastMessage | null; onClose: () => void }) {
  const { t } = useTranslation('catalog');
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onClose, TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, onClose]);
  if (!toast) return null;
  return (
    <div className={`promo-toast promo-toast--${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
      <span className="promo-toast__text">{toast.text}</span>
      <button type="button" className="promo-toast__close" aria-label={t('promoPage.toastClose')} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
