import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** /auth/action: its content comes with a later issue; until then only its heading. */
export function AuthActionPage() {
  const { t } = useTranslation('account');
  return <PageHeading>{t('authAction.title')}</PageHeading>;
}
