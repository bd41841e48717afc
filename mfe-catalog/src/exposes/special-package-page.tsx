import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** /special-paket-orders: its content comes with a later issue; until then only its heading. */
export function SpecialPackagePage() {
  const { t } = useTranslation('catalog');
  return <PageHeading>{t('specialPackage.title')}</PageHeading>;
}
