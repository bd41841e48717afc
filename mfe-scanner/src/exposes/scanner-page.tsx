import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** /scanner: its content comes with a later issue; until then only its heading. */
export function ScannerPage() {
  const { t } = useTranslation('scanner');
  return <PageHeading>{t('page.title')}</PageHeading>;
}
