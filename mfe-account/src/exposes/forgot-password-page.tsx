import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** /forgot-password: its content comes with a later issue; until then only its heading. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  return <PageHeading>{t('forgotPassword.title')}</PageHeading>;
}
