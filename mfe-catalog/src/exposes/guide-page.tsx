import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** /panduan: its content comes with a later issue; until then only its heading. */
export function GuidePage() {
  const { t } = useTranslation('catalog');
  return <PageHeading>{t('guide.title')}</PageHeading>;
}
