import { api, BRAND } from '@kelana/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ContentHero } from '@/components/content-hero';
import { Stylesheet } from '@kelana/runtime';
import { LEGAL_NAMESPACE } from '@/features/legal/privacy-policy-sections';
import legalCss from '@/features/legal/legal.css?url';

export type LegalTopic = 'terms' | 'privacy' | 'security';

interface TopicSection {
  title: string;
  body: string;
}

/** Every legal page, for the side panel that lets a reader move between them. */
const LEGAL_LINKS = [
  { to: '/terms', titleKey: 'catalog:legal.terms.title' },
  { to: '/privacy', titleKey: 'catalog:legal.privacy.title' },
  { to: '/security', titleKey: 'catalog:legal.security.title' },
  { to: '/privacy-policy', titleKey: 'catalog:privacyPolicy.title' },
] as const;

/** The refund window the store is set to (REFUND_WINDOW_DAYS), as the terms state it; null until known. */
function useRefundDays(wanted: boolean): number | null {
  const [days, setDays] = useState<number | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void api.get<{ window_days: number }>('/refund-policy').then((result) => {
      if (live && result.ok) setDays(result.data.window_days);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return days;
}

/** The footer's short legal pages: a hero and a few numbered sections; privacy links to the full policy. */
export function LegalTopicContent({ topic }: { topic: LegalTopic }) {
  const { t } = useTranslation([LEGAL_NAMESPACE, 'catalog']);
  const refundDays = useRefundDays(topic === 'terms');
  const sections = t(`legalPages.${topic}.sections`, {
    returnObjects: true,
    email: BRAND.supportEmail,
    refundDays: refundDays ?? '…',
  }) as TopicSection[];
  const current = `/${topic}`;
  return (
    <>
      <Stylesheet href={legalCss} />
      <ContentHero eyebrow={t('legalPages.eyebrow')} title={t(`catalog:legal.${topic}.title`)} lead={t(`legalPages.${topic}.lead`)}>
        <p className="legal-updated">{t('legalPages.updated')}</p>
      </ContentHero>
      <div className="k-container legal-layout legal-layout--short">
        <article className="legal-document legal-document--short">
          {sections.map((section, index) => (
            <section key={section.title} className="legal-short-section">
              <h2 className="legal-section__title">
                <span className="legal-section__number">{index + 1}.</span> {section.title}
              </h2>
              <p>{section.body}</p>
            </section>
          ))}
          {topic === 'privacy' && (
            <p className="legal-section__more">
              <Link className="k-button k-button--secondary" to="/privacy-policy">
                {t('legalPages.fullPolicyLink')}
              </Link>
            </p>
          )}
        </article>
        <aside className="legal-aside">
          <nav className="legal-toc" aria-labelledby="legal-pages-heading">
            <h2 id="legal-pages-heading" className="legal-toc__title">
              {t('legalPages.otherPages')}
            </h2>
            <ul className="legal-aside__links">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} aria-current={link.to === current ? 'page' : undefined}>
                    {t(link.titleKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="legal-toc">
            <h2 className="legal-toc__title">{t('legalPages.questions')}</h2>
            <p className="legal-aside__text">
              <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
