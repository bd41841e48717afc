import { Button, formatIdr, userAtom } from '@kelana/runtime';
import { indonesianMobileE164, localMobileDigits } from '@kelana/runtime/indonesian-mobile';
import { useScrollToTopOnChange } from '@kelana/runtime/scroll-to-top';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import {
  type CheckoutProduct,
  createOrder,
  type DeliveryType,
  errorCode,
  type IccidRecord,
  payOrder,
  type PaymentMethod,
  type PickupLocation,
  saveProfile,
  serverMessage,
  usableIccids,
  validatePromo,
} from '@/api/checkout-api';
import {
  addressProfile,
  addressWorthSaving,
  type CheckoutKind,
  type DeliveryChoice,
  deliveryReady,
  firstStep,
  idrPrice,
  newOrderId,
  offersPickup,
  orderPayload,
  type Personal,
  paymentMethods,
  paymentNext,
  personalReady,
  showsBack,
  type Step,
} from '@/features/checkout/checkout-model';
import { clearDraft, loadDraft, reachableStep, saveDraft, stepOfQuery } from '@/features/checkout/checkout-draft';
import { DeliveryStep } from '@/features/checkout/delivery-step';
import { PersonalStep } from '@/features/checkout/personal-step';
import type { PromoState } from '@/features/checkout/promo-input';
import { ReviewStep } from '@/features/checkout/review-step';
import { StepIndicator } from '@/features/checkout/step-indicator';
import { SummaryStep } from '@/features/checkout/summary-step';
import { useDeliveryQuote } from '@/features/checkout/use-delivery-quote';
import { type StoredAddress, useAddressCascade } from '@/features/checkout/use-address-cascade';
import { usePickupLocations } from '@/features/checkout/use-pickup-locations';

const PROFILE_SAVE_DELAY_MS = 700;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The address names the session's profile holds. */
function storedAddress(user: Record<string, unknown> | null): StoredAddress {
  return {
    province_state: text(user?.province_state),
    regency_city: text(user?.regency_city),
    district: text(user?.district),
    village: text(user?.village),
    postal_code: text(user?.postal_code),
    address: text(user?.address),
  };
}

interface CheckoutFlowProps {
  product: CheckoutProduct;
  locationCode: string | null;
  urlPromo: string | null;
  /** The SIM or eSIM a top-up was started for (`?iccid=`): chosen when it is in the buyer's list. */
  topUpIccid?: string | null;
  /** Where the browser goes for a provider's payment page (window.location.assign outside tests). */
  redirect?: (url: string) => void;
}

/** SPEC §2 Checkout steps 1 to 4, then the order is created and paid. */
export function CheckoutFlow({ product, locationCode, urlPromo, topUpIccid = null, redirect = (url) => window.location.assign(url) }: CheckoutFlowProps) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const kind: CheckoutKind = useMemo(() => ({ productType: product.type, urlPromo }), [product.type, urlPromo]);
  const location = useLocation();
  const [query, setQuery] = useSearchParams();
  // What was entered before a reload, kept per product in this tab (checkout-draft.ts).
  const [draft] = useState(() => loadDraft(product.product_id));
  const [tried, setTried] = useState<Partial<Record<Step, boolean>>>({});

  const cascade = useAddressCascade(storedAddress(user), draft?.address);
  const [delivery, setDelivery] = useState<DeliveryType>(
    offersPickup(kind) ? (draft?.delivery ?? 'pickup') : 'delivery',
  );
  const [pickup, setPickup] = useState<PickupLocation | null>(draft?.pickup ?? null);
  const pickups = usePickupLocations(product.type, offersPickup(kind) && delivery === 'pickup');
  const choice: DeliveryChoice = { delivery, pickup, address: cascade.address };
  const deliveryQuote = useDeliveryQuote(kind, choice);

  const [personal, setPersonal] = useState<Personal>(() => ({
    name: draft?.personal.name || text(user?.name) || text(user?.displayName),
    // The e-mail of a signed-in buyer is the account's (locked in step 2).
    email: text(user?.email) || draft?.personal.email || '',
    phone: draft?.personal.phone || localMobileDigits(text(user?.phone)),
  }));
  const [profileSaving, setProfileSaving] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const profileSave = useRef<Promise<void> | null>(null);

  const [iccids, setIccids] = useState<IccidRecord[] | null>(null);
  const [iccid, setIccid] = useState<string | null>(draft?.iccid ?? null);

  const subtotal = idrPrice(product);
  const [promo, setPromo] = useState<PromoState>({ status: 'idle', code: urlPromo ?? draft?.promoCode ?? '' });
  const methods = paymentMethods(kind, choice);
  const [method, setMethod] = useState<PaymentMethod>(draft?.method ?? 'gateway');
  const [terms, setTerms] = useState(false);
  const [orderId, setOrderId] = useState(() => draft?.orderId || newOrderId());
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);

  // Each step is in the address (?step=2): Back and Forward move between steps, a reload stays on the step,
  // and a link to a later step whose earlier steps are not complete lands on the first incomplete one.
  const first = firstStep(kind);
  const step = reachableStep(stepOfQuery(query.get('step')) ?? first, first, stepReady);
  function goTo(target: Step, replace = false) {
    const next = new URLSearchParams(query);
    next.set('step', String(target));
    // The navigation state (a country page's country code) goes along with every step.
    setQuery(next, { replace, state: location.state });
  }
  useEffect(() => {
    if (query.get('step') !== String(step)) goTo(step, true);
  }, [step, query]);

  const promoApplied = promo.status === 'applied';
  useEffect(() => {
    saveDraft(product.product_id, {
      delivery,
      pickup,
      address: cascade.address,
      personal,
      promoCode: urlPromo ? '' : promo.code,
      promoApplied: !urlPromo && promoApplied,
      method,
      iccid,
      orderId,
    });
  }, [product.product_id, delivery, pickup, cascade.address, personal, promo.code, promoApplied, method, iccid, orderId, urlPromo]);

  // A promo applied before a reload is checked again by the server (it may have ended meanwhile).
  useEffect(() => {
    if (draft?.promoApplied && draft.promoCode && !urlPromo) void applyPromo(draft.promoCode);
  }, []);

  // SPEC §4: every step starts at the top of the page.
  useScrollToTopOnChange(step);

  useEffect(() => {
    if (kind.productType !== 'data_package') return;
    let live = true;
    void usableIccids().then((records) => {
      if (!live) return;
      setIccids(records);
      if (topUpIccid && records.some((record) => record.iccid === topUpIccid)) setIccid(topUpIccid);
    });
    return () => {
      live = false;
    };
  }, [kind.productType, topUpIccid]);

  useEffect(() => {
    if (!methods.includes(method)) setMethod('gateway');
  }, [methods, method]);

  useEffect(() => () => void (saveTimer.current && clearTimeout(saveTimer.current)), []);

  // A promo of the URL (a claim) is applied when the summary opens.
  useEffect(() => {
    if (step === 4 && urlPromo && promo.status === 'idle') void applyPromo(urlPromo);
  }, [step]); // only on arriving at the summary

  function savePersonal(next: Personal): Promise<void> {
    setProfileSaving('saving');
    // A phone is saved once it keeps the store's rule; until then only the name is.
    const phone = indonesianMobileE164(next.phone);
    const saved = saveProfile({ name: next.name.trim(), ...(phone ? { phone } : {}) }).then((result) =>
      setProfileSaving(result.ok ? 'saved' : 'failed'),
    );
    profileSave.current = saved;
    return saved;
  }

  function editPersonal(changes: Partial<Personal>) {
    const next = { ...personal, ...changes };
    setPersonal(next);
    if (saveTimer.current) clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => {
      saveTimer.current = null;
      void savePersonal(next);
    }, PROFILE_SAVE_DELAY_MS);
  }

  /** The order reads the recipient from the profile: a save still waiting or on its way lands first. */
  async function personalSaved(): Promise<void> {
    if (saveTimer.current) {
      clearTimeout(saveTimer.current);
      saveTimer.current = null;
      await savePersonal(personal);
    } else await profileSave.current;
  }

  function stepReady(current: Step): boolean {
    if (current === 1) return deliveryReady(kind, choice);
    if (current === 2) return personalReady(personal);
    if (current === 3) return kind.productType !== 'data_package' || Boolean(iccid);
    return true;
  }

  function next() {
    setTried((all) => ({ ...all, [step]: true }));
    if (!stepReady(step)) return;
    if (step === 1 && addressWorthSaving(cascade.address)) void saveProfile(addressProfile(cascade.address));
    if (step < 4) goTo((step + 1) as Step);
  }

  async function applyPromo(code = promo.code) {
    const trimmed = code.trim().toUpperCase();
    if (!trimmed) {
      setPromo({ status: 'error', code: '', message: t('promo.empty') });
      return;
    }
    setPromo({ status: 'loading', code: trimmed });
    const result = await validatePromo(trimmed, subtotal, product.product_id);
    if (result.ok) {
      setPromo({ status: 'applied', code: trimmed, discount: result.data.discount });
      return;
    }
    const message = serverMessage(result.error);
    const invalid = !message || /kode promo tidak valid/i.test(message);
    setPromo({ status: 'error', code: trimmed, message: invalid ? t('promo.invalid') : message });
  }

  async function pay() {
    if (!terms || paying) return;
    setPaying(true);
    setPayError(null);
    await personalSaved();
    const promoCode = promo.status === 'applied' ? promo.code : null;
    const build = (id: string) =>
      orderPayload({ orderId: id, product, kind, promoCode, locationCode, choice, paymentMethod: method, iccid });
    let id = orderId;
    let created = await createOrder(build(id));
    if (!created.ok && errorCode(created.error) === 'order_id_taken') {
      id = newOrderId();
      setOrderId(id);
      created = await createOrder(build(id));
    }
    if (created.ok) clearDraft(product.product_id);
    if (!created.ok) {
      const serverBroke = created.error.kind !== 'http' || created.error.status >= 500;
      // A sold-out product is said in the buyer's language; other refusals carry the server's words.
      const soldOut = errorCode(created.error) === 'esim_sold_out';
      setPayError(soldOut ? t('errors.soldOut') : (serverMessage(created.error) ?? t(serverBroke ? 'errors.server' : 'errors.createFailed')));
      if (errorCode(created.error)?.startsWith('promo_')) setPromo({ status: 'idle', code: promo.code });
      setPaying(false);
      return;
    }
    const paid = await payOrder(created.data.order_id);
    if (!paid.ok) {
      setPayError(serverMessage(paid.error) ?? t('errors.payFailed'));
      setPaying(false);
      return;
    }
    const target = paymentNext(paid.data.payment_url, {
      orderId: created.data.order_id,
      amount: created.data.total_amount,
      name: created.data.order_details[0]?.name ?? product.name,
    });
    if (target.kind === 'redirect') {
      redirect(target.url);
      return;
    }
    if (target.kind === 'response') {
      navigate(`/payment/response${target.search}`, { state: { pickup: pickup && delivery === 'pickup' ? pickup : null } });
      return;
    }
    console.warn('[checkout] unknown payment answer', target.value);
    setPaying(false);
  }

  const back = showsBack(kind, step);
  return (
    <div className="checkout-flow">
      <p className="checkout-item">
        <span className="checkout-item__label">{t('checkout.buying')}</span>
        <span className="checkout-item__name">{product.name}</span>
        <span className="checkout-item__price">
          {t(`productType.${product.type}`)} · {formatIdr(subtotal)}
        </span>
      </p>
      <StepIndicator step={step} />
      {step === 1 && (
        <DeliveryStep
          kind={kind}
          choice={choice}
          cascade={cascade}
          pickups={pickups}
          showIncomplete={Boolean(tried[1])}
          onDelivery={setDelivery}
          onPickup={setPickup}
        />
      )}
      {step === 2 && (
        <PersonalStep personal={personal} saving={profileSaving} showMissing={Boolean(tried[2])} onChange={editPersonal} />
      )}
      {step === 3 && (
        <ReviewStep
          kind={kind}
          product={product}
          choice={choice}
          personal={personal}
          iccids={iccids}
          iccid={iccid}
          showMissing={Boolean(tried[3])}
          onIccid={(value) => setIccid(value || null)}
          onEdit={(target) => goTo(target)}
        />
      )}
      {step === 4 && (
        <SummaryStep
          product={product}
          orderId={orderId}
          subtotal={subtotal}
          delivery={deliveryQuote}
          promo={promo}
          promoLocked={Boolean(urlPromo)}
          methods={methods}
          method={method}
          terms={terms}
          paying={paying}
          payError={payError}
          onPromoCode={(code) => setPromo({ status: 'idle', code })}
          onApplyPromo={() => void applyPromo()}
          onRemovePromo={() => setPromo({ status: 'idle', code: '' })}
          onMethod={setMethod}
          onTerms={setTerms}
          onPay={() => void pay()}
        />
      )}
      <div className="checkout-actions">
        {back && (
          <Button variant="secondary" onClick={() => goTo((step - 1) as Step)}>
            {t('actions.back')}
          </Button>
        )}
        {step < 4 && (
          <Button
            variant="primary"
            className="checkout-actions__next"
            disabled={step === 1 && !deliveryReady(kind, choice) && offersPickup(kind) && delivery === 'pickup'}
            onClick={next}
          >
            {t('actions.continue')}
          </Button>
        )}
      </div>
    </div>
  );
}
