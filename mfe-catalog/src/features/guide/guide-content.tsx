import { Button } from '@kelana/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ContentHero } from '@/components/content-hero';
import { Stylesheet } from '@kelana/runtime';
import { ActivationGuide } from '@/features/guide/activation-guide';
import { DeviceCheckModal } from '@/features/guide/device-check-modal';
import { GuideHeroSteps } from '@/features/guide/guide-hero-steps';
import guideCss from '@/features/guide/guide.css?url';

export function GuideContent() {
  const { t } = useTranslation('catalog');
  const [deviceCheckOpen, setDeviceCheckOpen] = useState(false);
  return (
    <>
      <Stylesheet href={guideCss} />
      <ContentHero eyebrow={t('guide.eyebrow')} title={t('guide.title')} lead={t('guide.lead')} art={<GuideHeroSteps />} />

      <section className="content-section" aria-labelledby="guide-device-heading">
        <div className="k-container">
          <div className="content-card guide-device">
            <div>
              <h2 id="guide-device-heading" className="content-section__title">
                {t('guide.deviceCheck.heading')}
              </h2>
              <p className="content-section__lead">{t('guide.deviceCheck.text')}</p>
              <p className="guide-device__tip">{t('guide.deviceCheck.tip')}</p>
            </div>
            <Button variant="accent" onClick={() => setDeviceCheckOpen(true)} aria-haspopup="dialog">
              {t('guide.deviceCheck.button')}
            </Button>
          </div>
        </div>
      </section>

      <section className="content-section guide-activation" aria-labelledby="guide-activation-heading">
        <div className="k-container">
          <h2 id="guide-activation-heading" className="content-section__title">
            {t('guide.activation.heading')}
          </h2>
          <p className="content-section__lead">{t('guide.activation.lead')}</p>
          <ActivationGuide />
        </div>
      </section>

      <DeviceCheckModal open={deviceCheckOpen} onClose={() => setDeviceCheckOpen(false)} />
    </>
  );
}
