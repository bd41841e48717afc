import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** /verify-account: its content comes with a later issue; until then only its heading. */
export function VerifyAccountPage() {
  const { t } = useTranslation('account');
  return <PageHeading>{t('verifyAccount.title')}</PageHeading>;
}
