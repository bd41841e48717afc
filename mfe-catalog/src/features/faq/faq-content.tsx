import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ContentHero } from '@/components/content-hero';
import { PhoneIllustration } from '@/components/phone-illustration';
import { FaqAccordion } from '@/features/faq/faq-accordion';
import '@/features/faq/faq.css';

export function FaqContent() {
  const { t } = useTranslation('catalog');
  return (
    <>
      <ContentHero eyebrow={t('faq.eyebrow')} title={t('faq.title')} lead={t('faq.lead')} art={<PhoneIllustration />} />
      <section className="content-section">
        <div className="k-container faq-layout">
          <FaqAccordion />
          <aside className="content-card faq-more" aria-labelledby="faq-more-heading">
            <h2 id="faq-more-heading" className="faq-more__title">
              {t('faq.moreHeading')}
            </h2>
            <p className="faq-more__text">{t('faq.moreText')}</p>
            <Link className="k-button k-button--primary" to="/kontak">
              {t('faq.moreLink')}
            </Link>
          </aside>
        </div>
      </section>
    </>
  );
}
