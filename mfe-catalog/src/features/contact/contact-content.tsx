import { BRAND } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ContentHero } from '@/components/content-hero';
import { Stylesheet } from '@kelana/runtime';
import contactCss from '@/features/contact/contact.css?url';
import { ContactForm } from '@/features/contact/contact-form';

/** /kontak: the form, and beside it the store's own support contact (brand.json) and help links. */
export function ContactContent() {
  const { t } = useTranslation('catalog');
  return (
    <>
      <Stylesheet href={contactCss} />
      <ContentHero eyebrow={t('contactPage.eyebrow')} title={t('contactPage.title')} lead={t('contactPage.lead')} />
      <section className="k-container contact-layout">
        <div className="content-card contact-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="contact-card__title">
            {t('contactPage.form.title')}
          </h2>
          <ContactForm />
        </div>
        <aside className="contact-aside" aria-labelledby="contact-direct-title">
          <div className="content-card contact-direct">
            <h2 id="contact-direct-title" className="contact-card__title">
              {t('contactPage.support.title')}
            </h2>
            <p className="contact-direct__lead">{t('contactPage.support.lead')}</p>
            <ul className="contact-direct__list">
              <li>
                <span className="contact-direct__icon" aria-hidden="true">
                  <MailIcon />
                </span>
                <span>
                  <span className="contact-direct__label">{t('contactPage.support.email')}</span>
                  <a className="contact-direct__value" href={`mailto:${BRAND.supportEmail}`}>
                    {BRAND.supportEmail}
                  </a>
                </span>
              </li>
              <li>
                <span className="contact-direct__icon" aria-hidden="true">
                  <ChatIcon />
                </span>
                <span>
                  <span className="contact-direct__label">{t('contactPage.support.whatsapp')}</span>
                  <a className="contact-direct__value" href={`https://wa.me/${BRAND.whatsappNumber}`} target="_blank" rel="noreferrer">
                    {BRAND.whatsappDisplay}
                  </a>
                  <span className="contact-direct__hint">{t('contactPage.support.whatsappHint')}</span>
                </span>
              </li>
            </ul>
            <p className="contact-direct__note">{t('contactPage.support.replyNote')}</p>
          </div>
          <nav className="content-card contact-help" aria-labelledby="contact-help-title">
            <h2 id="contact-help-title" className="contact-card__title contact-card__title--small">
              {t('contactPage.support.helpTitle')}
            </h2>
            <ul className="contact-help__list">
              <li>
                <Link to="/faq-page">{t('contactPage.support.faq')}</Link>
              </li>
              <li>
                <Link to="/panduan">{t('contactPage.support.guide')}</Link>
              </li>
            </ul>
          </nav>
        </aside>
      </section>
    </>
  );
}

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M21 11.5a8.4 8.4 0 0 1-12.2 7.5L3 21l2-5.6A8.4 8.4 0 1 1 21 11.5Z" />
    </svg>
  );
}
