import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** /login: its content comes with a later issue; until then only its heading. */
export function LoginPage() {
  const { t } = useTranslation('account');
  return <PageHeading>{t('login.title')}</PageHeading>;
}
