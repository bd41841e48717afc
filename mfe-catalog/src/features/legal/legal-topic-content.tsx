import { BRAND } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ContentHero } from '@/components/content-hero';
import { LEGAL_NAMESPACE } from '@/features/legal/privacy-policy-sections';
import '@/features/legal/legal.css';

export type LegalTopic = 'terms' | 'privacy' | 'security';

interface TopicSection {
  title: string;
  body: string;
}

/** The footer's short legal pages: a hero and a few numbered sections; privacy links to the full policy. */
export function LegalTopicContent({ topic }: { topic: LegalTopic }) {
  const { t } = useTranslation([LEGAL_NAMESPACE, 'catalog']);
  const sections = t(`legalPages.${topic}.sections`, { returnObjects: true, email: BRAND.supportEmail }) as TopicSection[];
  return (
    <>
      <ContentHero eyebrow={t('legalPages.eyebrow')} title={t(`catalog:legal.${topic}.title`)} lead={t(`legalPages.${topic}.lead`)}>
        <p className="legal-updated">{t('legalPages.updated')}</p>
      </ContentHero>
      <div className="k-container">
        <article className="legal-document legal-document--short">
          {sections.map((section, index) => (
            <section key={section.title} className="legal-section">
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
      </div>
    </>
  );
}
