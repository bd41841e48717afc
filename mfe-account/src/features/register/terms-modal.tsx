import { Button, Modal } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

interface TermsModalProps {
  open: boolean;
  busy: boolean;
  onAgree: () => void;
  onCancel: () => void;
}

const SECTIONS = ['terms', 'fairUsage', 'privacy'] as const;

/** SPEC §2 Register: terms, fair usage policy and privacy policy; Agree registers, Cancel closes. */
export function TermsModal({ open, busy, onAgree, onCancel }: TermsModalProps) {
  const { t } = useTranslation('account');
  return (
    <Modal open={open} onClose={onCancel} title={t('register.terms.title')} closeLabel={t('register.terms.close')}>
      <div className="account-terms">
        {SECTIONS.map((section) => (
          <section key={section}>
            <h3>{t(`register.terms.${section}.title`)}</h3>
            <p>{t(`register.terms.${section}.body`)}</p>
          </section>
        ))}
      </div>
      <div className="account-terms__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('register.terms.cancel')}
        </Button>
        <Button onClick={onAgree} busy={busy}>
          {t('register.terms.agree')}
        </Button>
      </div>
    </Modal>
  );
}
