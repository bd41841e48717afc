import { BRAND } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

import { ContentHero } from '@/components/content-hero';
import { Stylesheet } from '@kelana/runtime';
import { LEGAL_NAMESPACE, PRIVACY_POLICY_SECTIONS, type PrivacyPolicySection } from '@/features/legal/privacy-policy-sections';
import { useScrollToHash } from '@/features/legal/use-scroll-to-hash';
import legalCss from '@/features/legal/legal.css?url';

interface SectionText {
  title: string;
  body?: string[];
  list?: string[];
  after?: string[];
}

const TOC_ID = 'daftar-isi';

/** Hero, a linked table of contents, and every SPEC §2 section under its fixed anchor. */
export function PrivacyPolicyContent() {
  const { t } = useTranslation([LEGAL_NAMESPACE, 'catalog']);
  useScrollToHash();
  const section = (id: PrivacyPolicySection) =>
    t(`privacyPolicy.sections.${id}`, { returnObjects: true, email: BRAND.supportEmail }) as SectionText;

  return (
    <>
      <Stylesheet href={legalCss} />
      <ContentHero eyebrow={t('privacyPolicy.eyebrow')} title={t('catalog:privacyPolicy.title')} lead={t('privacyPolicy.lead')}>
        <p className="legal-updated">{t('privacyPolicy.updated')}</p>
      </ContentHero>
      <div className="k-container legal-layout">
        <nav className="legal-toc" aria-labelledby={`${TOC_ID}-heading`} id={TOC_ID} tabIndex={-1}>
          <h2 id={`${TOC_ID}-heading`} className="legal-toc__title">
            {t('privacyPolicy.tocHeading')}
          </h2>
          <ol className="legal-toc__list">
            {PRIVACY_POLICY_SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#${id}`}>{section(id).title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="legal-document">
          {PRIVACY_POLICY_SECTIONS.map((id, index) => {
            const text = section(id);
            return (
              <section key={id} id={id} className="legal-section" tabIndex={-1} aria-labelledby={`${id}-title`}>
                <h2 id={`${id}-title`} className="legal-section__title">
                  <span className="legal-section__number">{index + 1}.</span> {text.title}
                </h2>
                {text.body?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
                {text.list && (
                  <ul className="legal-section__list">
                    {text.list.map((entry) => (
                      <li key={entry}>{entry}</li>
                    ))}
                  </ul>
                )}
                {text.after?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
                {id === 'hubungi-kami' && (
                  <p className="legal-section__contact">
                    {t('privacyPolicy.contactEmailLabel')} <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>
                  </p>
                )}
                <p className="legal-section__top">
                  <a href={`#${TOC_ID}`}>{t('privacyPolicy.backToTop')}</a>
                </p>
              </section>
            );
          })}
        </article>
      </div>
    </>
  );
}
