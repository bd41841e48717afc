import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** /: its content comes with a later issue; until then only its heading. */
export function HomePage() {
  const { t } = useTranslation('catalog');
  return <PageHeading>{t('home.title')}</PageHeading>;
}
