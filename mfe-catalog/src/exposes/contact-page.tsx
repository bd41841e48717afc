import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** /kontak: its content comes with a later issue; until then only its heading. */
export function ContactPage() {
  const { t } = useTranslation('catalog');
  return <PageHeading>{t('contact.title')}</PageHeading>;
}
