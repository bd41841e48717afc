import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** /register: its content comes with a later issue; until then only its heading. */
export function RegisterPage() {
  const { t } = useTranslation('account');
  return <PageHeading>{t('register.title')}</PageHeading>;
}
