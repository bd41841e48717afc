import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** /tentang: its content comes with a later issue; until then only its heading. */
export function AboutPage() {
  const { t } = useTranslation('catalog');
  return <PageHeading>{t('about.title')}</PageHeading>;
}
