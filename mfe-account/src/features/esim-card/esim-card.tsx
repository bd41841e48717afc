import { forgetOfflineCaches } from '@kelana/runtime/offline-caches';
import { kelanaStore, tokenAtom, usePageTitle, withReturnPath } from '@kelana/runtime';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CopyButton } from '@/features/esim-card/copy-button';
import { inAppBrowser } from '@/features/esim-card/in-app-browser';
import { installStateWords } from '@/features/esim-card/install-state';
import { keepForOffline } from '@/features/esim-card/offline-card';
import { iccidAddress, type IccidDetails, orderIccid } from '@/features/order-history/public';

const STEPS = {
  iphone: [1, 2, 3, 4],
  android: [1, 2, 3, 4],
} as const;

type Card = { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'ready'; details: IccidDetails; message: string };
type Kept = 'unknown' | 'kept' | 'unavailable';

/** The eSIM card of one order: its QR, its two codes to type by hand, the one-tap install links and the steps. */
export function EsimCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation('account');
  const token = useAtomValue(tokenAtom);
  const signedIn = Boolean(token);
  const [card, setCard] = useState<Card>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [kept, setKept] = useState<Kept>('unknown');
  usePageTitle(t('esimCard.title'));

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    setCard({ status: 'loading' });
    void orderIccid(orderId).then((result) => {
      if (!live) return;
      if (result.ok) setCard({ status: 'ready', details: result.data.iccid_details, message: result.message });
      // 404: not this user's order, not an order at all, or no eSIM issued for it yet.
      else setCard({ status: result.error.kind === 'http' && result.error.status === 404 ? 'missing' : 'failed' });
    });
    return () => {
      live = false;
    };
  }, [orderId, signedIn, attempt]);

  const shown = card.status === 'ready' ? card : null;
  useEffect(() => {
    if (!shown) return;
    let live = true;
    // The answer as the server sent it (the envelope), under the address the page asks it from.
    const body = { success: true, message: shown.message, data: { iccid_details: shown.details } };
    const answer = { url: iccidAddress(orderId), body };
    void keepForOffline(kelanaStore.get(tokenAtom), answer).then(async (outcome) => {
      if (!kelanaStore.get(tokenAtom)) {
        await forgetOfflineCaches(); // signed out while the card was being kept
        return;
      }
      if (live) setKept(outcome ? 'kept' : 'unavailable');
    });
    return () => {
      live = false;
    };
  }, [shown, orderId]);

  if (!signedIn) {
    return (
      <section className="esim-card esim-card--message" aria-labelledby="esim-signed-out">
        <h2 id="esim-signed-out">{t('esimCard.signedOut.title')}</h2>
        <p>{t('esimCard.signedOut.text')}</p>
        <Link className="k-button k-button--primary" to={withReturnPath('/login', `/esim/${encodeURIComponent(orderId)}`)}>
          {t('esimCard.signedOut.signIn')}
        </Link>
      </section>
    );
  }
  if (card.status === 'loading') return <p role="status" className="esim-card__loading">{t('esimCard.loading')}</p>;
  if (card.status === 'missing' || card.status === 'failed') {
    const missing = card.status === 'missing';
    return (
      <section className="esim-card esim-card--message" aria-labelledby="esim-problem">
        <h2 id="esim-problem">{missing ? t('esimCard.missing.title') : t('esimCard.failed.title')}</h2>
        <p>{missing ? t('esimCard.missing.text') : t('esimCard.failed.text')}</p>
        {missing ? (
          <Link className="k-button k-button--primary" to="/riwayat-order">
            {t('esimCard.toOrders')}
          </Link>
        ) : (
          <button type="button" className="k-button k-button--primary" onClick={() => setAttempt((n) => n + 1)}>
            {t('esimCard.failed.retry')}
          </button>
        )}
      </section>
    );
  }
  return <EsimDetails orderId={orderId} details={card.details} kept={kept} />;
}

function EsimDetails({ orderId, details, kept }: { orderId: string; details: IccidDetails; kept: Kept }) {
  const { t } = useTranslation('account');
  const app = typeof navigator === 'undefined' ? null : inAppBrowser(navigator.userAgent);
  const state = installStateWords(t, details.install_state, details.installed_device);
  const smdp = details.smdp_address;
  const matching = details.matching_id;
  const links = [
    { key: 'ios', url: details.ios_install_url, label: t('esimCard.installIphone') },
    { key: 'android', url: details.android_install_url, label: t('esimCard.installAndroid') },
  ].filter((link): link is { key: string; url: string; label: string } => Boolean(link.url));

  return (
    <div className="esim-card-layout">
      {app && (
        <div className="esim-notice" role="note" aria-labelledby="esim-in-app-title">
          <h2 id="esim-in-app-title">{t('esimCard.inApp.title')}</h2>
          <p>{t('esimCard.inApp.text', { app: t(`esimCard.inApp.apps.${app}`) })}</p>
        </div>
      )}
      <section className="esim-card" aria-labelledby="esim-card-title">
        <header className="esim-card__head">
          <div>
            <h2 id="esim-card-title" className="esim-card__title">
              {t('esimCard.cardTitle')}
            </h2>
            <p className="esim-card__order">
              {t('esimCard.order')} <span className="esim-mono">{orderId}</span>
            </p>
          </div>
          {state && (
            <p className={`esim-state esim-state--${state.tone}`}>
              <span className="esim-visually-hidden">{t('esimCard.state.label')}: </span>
              {state.text}
            </p>
          )}
        </header>
        <div className="esim-card__body">
          {details.qr_code ? (
            <figure className="esim-card__qr">
              <img
                src={`data:image/png;base64,${details.qr_code}`}
                alt={t('esimCard.qrAlt', { orderId })}
                width={220}
                height={220}
              />
              <figcaption>{t('esimCard.qrHint')}</figcaption>
              <a className="k-button k-button--secondary k-button--sm" href={`data:image/png;base64,${details.qr_code}`} download={`esim-${orderId}.png`}>
                {t('esimCard.download')}
              </a>
            </figure>
          ) : (
            <p className="esim-card__no-qr">{t('esimCard.noQr')}</p>
          )}
          <div className="esim-card__codes">
            <h3>{t('esimCard.manualTitle')}</h3>
            <p className="esim-card__hint">{t('esimCard.manualHint')}</p>
            <div className="esim-codes">
              {smdp && <Code id="esim-smdp" label={t('esimCard.smdp')} value={smdp} copy />}
              {matching && <Code id="esim-matching" label={t('esimCard.matchingId')} value={matching} copy />}
              <Code id="esim-iccid" label={t('esimCard.iccid')} value={details.iccid} />
            </div>
            {links.length > 0 && (
              <div className="esim-card__install">
                <h3>{t('esimCard.oneTapTitle')}</h3>
                <p className="esim-card__hint">{t('esimCard.oneTapHint')}</p>
                <div className="esim-card__links">
                  {links.map((link) => (
                    <a key={link.key} className="k-button k-button--accent" href={link.url}>
                      {link.label}
                    </a>
                  ))}
                </div>
              </div>
            )}
          </div>
        </div>
        {kept === 'kept' && <p className="esim-card__offline">{t('esimCard.offlineReady')}</p>}
      </section>
      <section className="esim-steps" aria-labelledby="esim-steps-title">
        <h2 id="esim-steps-title">{t('esimCard.stepsTitle')}</h2>
        <div className="esim-steps__grid">
          {(Object.keys(STEPS) as (keyof typeof STEPS)[]).map((phone) => (
            <div key={phone} className="esim-steps__phone">
              <h3>{t(`esimCard.steps.${phone}.title`)}</h3>
              <ol>
                {STEPS[phone].map((index) => (
                  <li key={index}>{t(`esimCard.steps.${phone}.step${index}`)}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </section>
      <p className="esim-card__back">
        <Link className="k-link-button" to="/riwayat-order">
          {t('esimCard.toOrders')}
        </Link>
      </p>
    </div>
  );
}

/** One code on its own line, named by its label (a group), with a copy button when it is typed by hand. */
function Code({ id, label, value, copy = false }: { id: string; label: string; value: string; copy?: boolean }) {
  return (
    <div className="esim-code" role="group" aria-labelledby={id}>
      <span id={id} className="esim-code__label">
        {label}
      </span>
      <span className="esim-code__value">
        <span className="esim-mono">{value}</span>
        {copy && <CopyButton value={value} label={label} />}
      </span>
    </div>
  );
}
