import { checkIndonesianMobile } from '@kelana/runtime/indonesian-mobile';

import type {
  Area,
  CheckoutProduct,
  DeliveryType,
  OrderPayload,
  PaymentMethod,
  PickupLocation,
  ProductType,
} from '@/api/checkout-api';

// The checkout's rules, apart from the screens (SPEC §2 Checkout, §4, §5).

export type Step = 1 | 2 | 3 | 4;
export const STEPS: readonly Step[] = [1, 2, 3, 4];

export interface CheckoutKind {
  productType: ProductType;
  /** The promo code of the URL (/checkout/{id}/{location}/{promo}), upper-cased. */
  urlPromo: string | null;
}

export interface Address {
  province: Area | null;
  regency: Area | null;
  district: Area | null;
  village: Area | null;
  postalCode: string;
  street: string;
}

export const EMPTY_ADDRESS: Address = {
  province: null,
  regency: null,
  district: null,
  village: null,
  postalCode: '',
  street: '',
};

export interface Personal {
  name: string;
  email: string;
  /** As typed after the fixed +62. */
  phone: string;
}

/** data_package starts at step 3 (its eSIM is already in the traveller's phone). */
export const firstStep = (kind: CheckoutKind): Step => (kind.productType === 'data_package' ? 3 : 1);

/** A SIM card has to reach its buyer, promo or not: picked up, or sent to a complete address. */
export const shipsCard = (kind: CheckoutKind): boolean => kind.productType === 'sim_bundle';

/** Pickup is offered for a SIM card only, and not for a promo claim (SPEC §5): that one is sent. */
export const offersPickup = (kind: CheckoutKind): boolean => shipsCard(kind) && !kind.urlPromo;

/** Back is hidden for data_package and on step 4, and there is nothing before the first step. */
export const showsBack = (kind: CheckoutKind, step: Step): boolean =>
  kind.productType !== 'data_package' && step !== 4 && step > firstStep(kind);

export const addressComplete = (address: Address): boolean =>
  Boolean(
    address.province &&
      address.regency &&
      address.district &&
      address.village &&
      address.postalCode.trim() &&
      address.street.trim(),
  );

/** SPEC §4: leaving step 1 saves the address when a full region chain or a postal code or street is there. */
export const addressWorthSaving = (address: Address): boolean =>
  Boolean(
    (address.province && address.regency && address.district && address.village) ||
      address.postalCode.trim() ||
      address.street.trim(),
  );

export interface DeliveryChoice {
  delivery: DeliveryType;
  pickup: PickupLocation | null;
  address: Address;
}

/** Step 1's Continue: a SIM card needs a chosen pickup point, or a complete address to be sent to. */
export function deliveryReady(kind: CheckoutKind, choice: DeliveryChoice): boolean {
  if (!shipsCard(kind)) return true;
  if (offersPickup(kind) && choice.delivery === 'pickup') return choice.pickup !== null;
  return addressComplete(choice.address);
}

/** Step 2's Continue: a name, the e-mail, and a phone that keeps the store's phone rule. */
export const personalReady = (personal: Personal): boolean =>
  Boolean(personal.name.trim() && personal.email.trim()) && checkIndonesianMobile(personal.phone).ok;

/** The methods a buyer may pay by: cash only at a pickup point. */
export function paymentMethods(kind: CheckoutKind, choice: DeliveryChoice): PaymentMethod[] {
  const pickedUp = offersPickup(kind) && choice.delivery === 'pickup';
  return pickedUp ? ['gateway', 'transfer', 'cash'] : ['gateway', 'transfer'];
}

/** The IDR amount of a price list, 0 when there is none (SPEC §3). */
export const idrPrice = (product: Pick<CheckoutProduct, 'price'>): number =>
  product.price.find((price) => price.currency === 'IDR')?.amount ?? 0;

const ORDER_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** SPEC §9: the client makes the order id, 10 characters A-Z 0-9. */
export function newOrderId(random: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size))): string {
  // 252 is the largest multiple of 36 below 256: bytes above it are drawn again, so every character is equally likely.
  let id = '';
  while (id.length < 10) {
    for (const byte of random(16)) {
      if (byte < 252 && id.length < 10) id += ORDER_ID_ALPHABET[byte % 36];
    }
  }
  return id;
}

export interface OrderInput {
  orderId: string;
  product: CheckoutProduct;
  kind: CheckoutKind;
  /** The code applied in step 4, or the URL's. */
  promoCode: string | null;
  locationCode: string | null;
  choice: DeliveryChoice;
  paymentMethod: PaymentMethod;
  iccid: string | null;
}

/** SPEC §3 Order creation payload. Amounts are never sent: the server prices the order. */
export function orderPayload(input: OrderInput): OrderPayload {
  const { kind, choice, product } = input;
  const detail: OrderPayload['order_details'][number] = { product_id: product.product_id, currency: 'IDR', quantity: 1 };
  if (kind.productType === 'data_package' && input.iccid) detail.iccid = input.iccid;
  const payload: OrderPayload = {
    order_id: input.orderId,
    promo_code: input.promoCode,
    order_details: [detail],
    payment_method: input.paymentMethod,
  };
  const location = input.locationCode ?? product.location_code ?? null;
  if (location) {
    if (product.scope === 'region') payload.region = location;
    else payload.country = location;
  }
  if (offersPickup(kind) && choice.delivery === 'pickup' && choice.pickup) {
    payload.delivery_type = 'pickup';
    payload.pickup_location = choice.pickup.id;
  } else if (shipsCard(kind)) {
    payload.delivery_type = 'delivery';
    payload.delivery_address = deliveryAddress(choice.address);
  } else if (kind.productType !== 'data_package' && addressComplete(choice.address)) {
    // An eSIM is not sent anywhere: the address goes with the order as the buyer's.
    payload.delivery_address = deliveryAddress(choice.address);
  }
  return payload;
}

export function deliveryAddress(address: Address): NonNullable<OrderPayload['delivery_address']> {
  const street = [address.street.trim(), address.village?.name, address.district?.name].filter(Boolean).join(', ');
  return {
    street,
    city: address.regency?.name ?? '',
    state: address.province?.name ?? '',
    postal_code: address.postalCode.trim(),
  };
}

export type PaymentNext =
  | { kind: 'redirect'; url: string }
  | { kind: 'response'; search: string }
  | { kind: 'unknown'; value: string };

/** SPEC §4 Payment_url result: a page to go to, the words cash or transfer, or {address} for a promo claim. */
export function paymentNext(value: string, order: { orderId: string; amount: number; name: string }): PaymentNext {
  if (/^https?:\/\//i.test(value)) return { kind: 'redirect', url: value };
  if (value === 'cash' || value === 'transfer') {
    const query = new URLSearchParams({ method: value, orderId: order.orderId, amount: String(order.amount), name: order.name });
    return { kind: 'response', search: `?${query}` };
  }
  if (value === '{address}') {
    return { kind: 'response', search: `?${new URLSearchParams({ method: 'promo', orderId: order.orderId })}` };
  }
  return { kind: 'unknown', value };
}

/** The profile fields step 1 stores (SPEC §3 User): names, as the profile keeps them. */
export function addressProfile(address: Address) {
  return {
    province_state: address.province?.name ?? null,
    regency_city: address.regency?.name ?? null,
    district: address.district?.name ?? null,
    village: address.village?.name ?? null,
    postal_code: address.postalCode.trim() || null,
    address: address.street.trim() || null,
  };
}

/** A stored name matched to a list's id again (SPEC §4: stored names are re-resolved to ids on load). */
export function byName(areas: readonly Area[], name: string | null | undefined): Area | null {
  if (!name) return null;
  const wanted = name.trim().toLowerCase();
  return areas.find((area) => area.name.toLowerCase() === wanted) ?? null;
}
