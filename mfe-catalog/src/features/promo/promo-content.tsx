import { api, userAtom } from '@kelana/runtime';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { Stylesheet } from '@kelana/runtime';
import { type Country, localName } from '@/features/home/public';
import { idrAmount, type Product } from '@/features/orders/public';
import { InvalidPromo, PromoBanner } from '@/features/promo/promo-banner';
import { PromoCountryGrid } from '@/features/promo/promo-country-grid';
import { checkoutPath, HUTRI80, isAlreadyUsed, loginReturn } from '@/features/promo/promo-flow';
import { PromoProductChooser } from '@/features/promo/promo-product-chooser';
import { PromoToast, type ToastMessage } from '@/features/promo/promo-toast';
import promoCss from '@/features/promo/promo.css?url';
import { usePromoCountries } from '@/features/promo/use-promo-countries';
import { usePromoUsage } from '@/features/promo/use-promo-usage';

/**
 * /special-promo/{code}: the promo's landing and the countries it allows. Choosing one loads the promo's
 * products for it, checks the promo for the product, and continues to /checkout/{id}/{country}/{code}.
 */
export function PromoContent({ code }: { code: string }) {
  const { t, i18n } = useTranslation('catalog');
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const user = useAtomValue(userAtom);
  const { state, retry } = usePromoCountries(code);
  const [usage, setUsage] = usePromoUsage(code, user, state.status === 'ready');
  const [busyCode, setBusyCode] = useState<string | null>(null);
  const [choice, setChoice] = useState<{ country: Country; products: Product[] } | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const toastId = useRef(0);

  const notify = useCallback((tone: ToastMessage['tone'], text: string) => setToast({ id: ++toastId.current, tone, text }), []);
  const closeToast = useCallback(() => setToast(null), []);

  async function continueWith(country: Country, product: Product) {
    setBusyCode(country.code);
    const checked = await api.get('/promos/' + encodeURIComponent(code) + '/validate', {
      query: { total_amount: idrAmount(product.price), product_id: product.product_id },
    });
    setBusyCode(null);
    if (checked.ok) return navigate(checkoutPath(product.product_id, country.code, code));
    if (isAlreadyUsed(checked.error)) return setUsage('used');
    notify('error', (checked.error.kind === 'http' && checked.error.message) || t('promoPage.validationFailed'));
  }

  async function choose(country: Country) {
    if (!user) return navigate('/login', { state: loginReturn(location.pathname, country.code) });
    setBusyCode(country.code);
    const result = await api.get<{ products: Product[]; promo_code: string }>(`/promos/${encodeURIComponent(code)}/products`, {
      query: { country: country.code },
    });
    setBusyCode(null);
    if (!result.ok) return notify('error', (result.error.kind === 'http' && result.error.message) || t('promoPage.productsFailed'));
    const products = result.data?.products ?? [];
    if (products.length === 0) return notify('info', t('promoPage.noProducts', { country: localName(country, i18n.language) }));
    if (products.length === 1) return continueWith(country, products[0]);
    setChoice({ country, products });
  }

  // Back from /login with ?country=: carry on with the country the guest chose, once the usage is known (once).
  const resumed = useRef(false);
  const resumeCode = searchParams.get('country')?.toUpperCase();
  useEffect(() => {
    if (resumed.current || !resumeCode || !user || state.status !== 'ready' || usage === 'checking') return;
    resumed.current = true;
    setSearchParams({}, { replace: true });
    const country = state.countries.find((entry) => entry.code === resumeCode);
    if (country && usage !== 'used') void choose(country);
  }, [resumeCode, user, state, usage]);

  if (state.status === 'invalid') {
    return <InvalidPromo />;
  }

  return (
    <>
      <Stylesheet href={promoCss} />
      <PromoBanner code={code} />
      <section className="k-container promo-body" aria-labelledby="promo-countries-title">
        {usage === 'used' && (
          <div className="promo-warning" role="alert">
            <strong>{t('promoPage.alreadyClaimed.title')}</strong>
            <span>{t('promoPage.alreadyClaimed.message', { code })}</span>
          </div>
        )}
        <h2 id="promo-countries-title" className="promo-body__title">
          {t('promoPage.countries.title')}
        </h2>
        <p className="promo-body__lead">{t('promoPage.countries.lead')}</p>
        {!user && <p className="promo-login-hint">{t('promoPage.loginHint')}</p>}
        {state.status === 'loading' && (
          <p className="promo-body__loading" role="status">
            {t('promoPage.countries.loading')}
          </p>
        )}
        {state.status === 'error' && (
          <div className="promo-error" role="alert">
            <span>{t('promoPage.countries.loadFailed')}</span>
            <button type="button" className="k-button k-button--secondary k-button--sm" onClick={retry}>
              {t('promoPage.countries.retry')}
            </button>
          </div>
        )}
        {state.status === 'ready' && state.countries.length === 0 && <p className="promo-body__empty">{t('promoPage.countries.empty')}</p>}
        {state.status === 'ready' && state.countries.length > 0 && (
          <PromoCountryGrid
            countries={state.countries}
            busyCode={busyCode}
            disabled={usage === 'used' || usage === 'checking'}
            free={code === HUTRI80}
            onChoose={choose}
          />
        )}
      </section>
      <PromoProductChooser
        code={code}
        countryName={choice ? localName(choice.country, i18n.language) : ''}
        products={choice?.products ?? null}
        onClose={() => setChoice(null)}
        onChoose={(product) => {
          const country = choice!.country;
          setChoice(null);
          void continueWith(country, product);
        }}
      />
      <PromoToast toast={toast} onClose={closeToast} />
    </>
  );
}
