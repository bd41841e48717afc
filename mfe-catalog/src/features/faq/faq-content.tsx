import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ContentHero } from '@/components/content-hero';
import { Stylesheet } from '@kelana/runtime';
import { PhoneIllustration } from '@/components/phone-illustration';
import { FaqAccordion } from '@/features/faq/faq-accordion';
import faqCss from '@/features/faq/faq.css?url';

export function FaqContent() {
  const { t } = useTranslation('catalog');
  return (
    <>
      <Stylesheet href={faqCss} />
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
