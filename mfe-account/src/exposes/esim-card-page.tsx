import { PageHeading, Stylesheet } from '@kelana/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { EsimCard } from '@/features/esim-card/esim-card';
import esimCardCss from '@/features/esim-card/esim-card.css?url';

/** The head link that makes this card installable as a web app (the server writes it too on a full load). */
function useWebAppManifest(orderId: string) {
  useEffect(() => {
    const href = `/esim/${encodeURIComponent(orderId)}/manifest.webmanifest`;
    // A full load has it from the server already (in the page's language).
    if (document.head.querySelector(`link[rel="manifest"][href^="${href}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = href;
    document.head.append(link);
    return () => link.remove();
  }, [orderId]);
}

/** /esim/{orderId}: one order's eSIM card, for its signed-in owner, also offline once seen. */
export function EsimCardPage() {
  const { t } = useTranslation('account');
  const { orderId = '' } = useParams();
  useWebAppManifest(orderId);
  return (
    <div className="esim-card-page">
      <Stylesheet href={esimCardCss} />
      <PageHeading>{t('esimCard.title')}</PageHeading>
      <div className="k-container">
        <EsimCard orderId={orderId} />
      </div>
    </div>
  );
}
