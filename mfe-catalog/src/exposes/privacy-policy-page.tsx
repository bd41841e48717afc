import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** /privacy-policy: its content comes with a later issue; until then only its heading. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('catalog');
  return <PageHeading>{t('privacyPolicy.title')}</PageHeading>;
}
