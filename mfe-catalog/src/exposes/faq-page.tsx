import { PageHeading } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

/** /faq-page: its content comes with a later issue; until then only its heading. */
export function FaqPage() {
  const { t } = useTranslation('catalog');
  return <PageHeading>{t('faq.title')}</PageHeading>;
}
