import { BRAND, Tabs } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PhoneIllustration } from '@/components/phone-illustration';
import { QrScanIllustration } from '@/features/guide/qr-scan-illustration';

interface Step {
  title: string;
  text: string;
}

/** Countries with their own order page (SPEC §9 codes), offered as shortcuts from the website steps. */
const POPULAR_DESTINATIONS = ['JP', 'KR', 'SG', 'TH', 'MY', 'HK'] as const;

function NumberedSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className="content-steps">
      {steps.map((step) => (
        <li key={step.title}>
          <span className="content-steps__title">{step.title}</span>
          <span className="content-steps__text">{step.text}</span>
        </li>
      ))}
    </ol>
  );
}

/** SPEC §2 Guide: two activation tabs, the website and {product}App (its name from the brand config). */
export function ActivationGuide() {
  const { t } = useTranslation('catalog');
  const websiteSteps = t('guide.activation.website.steps', { returnObjects: true }) as Step[];
  const appSteps = t('guide.activation.app.steps', { returnObjects: true }) as Step[];
  return (
    <Tabs
      label={t('guide.activation.tabsLabel')}
      className="activation-guide"
      items={[
        {
          id: 'website',
          label: t('guide.activation.websiteTab'),
          content: (
            <div className="activation-guide__panel">
              <div>
                <NumberedSteps steps={websiteSteps} />
                <h3 className="activation-guide__subheading">{t('guide.activation.website.destinationsHeading')}</h3>
                <ul className="activation-guide__destinations">
                  {POPULAR_DESTINATIONS.map((code) => (
                    <li key={code}>
                      <Link to={`/orders/${code}`}>{t(`guide.destinations.${code}`)}</Link>
                    </li>
                  ))}
                </ul>
              </div>
              <figure className="activation-guide__figure">
                <QrScanIllustration />
                <figcaption>{t('guide.activation.website.qrCaption')}</figcaption>
              </figure>
            </div>
          ),
        },
        {
          id: 'app',
          label: t('guide.activation.appTab'),
          content: (
            <div className="activation-guide__panel">
              <div>
                <NumberedSteps steps={appSteps} />
                <p className="activation-guide__app-link">
                  <a className="k-button k-button--secondary" href={BRAND.appStoreUrl} rel="noopener" target="_blank">
                    {t('guide.activation.appStoreLink')}
                  </a>
                </p>
              </div>
              <div className="activation-guide__figure" aria-hidden="true">
                <PhoneIllustration />
              </div>
            </div>
          ),
        },
      ]}
    />
  );
}
