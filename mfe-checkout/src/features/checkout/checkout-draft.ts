import type { DeliveryType, PaymentMethod, PickupLocation } from '@/api/checkout-api';
import { type Address, EMPTY_ADDRESS, type Personal, type Step } from '@/features/checkout/checkout-model';

// What a buyer has entered in the checkout, kept in this tab's sessionStorage per product so that a reload (or a
// phone's Back and Forward) does not lose it. Nothing secret is kept: no token, no payment data, only what the
// buyer typed or chose. It is dropped once the order is created.

export interface CheckoutDraft {
  delivery: DeliveryType;
  pickup: PickupLocation | null;
  address: Address;
  personal: Personal;
  /** The promo code as typed, and whether it had been applied (it is checked again on the server). */
  promoCode: string;
  promoApplied: boolean;
  method: PaymentMethod;
  iccid: string | null;
  orderId: string;
}

const PREFIX = 'kelana.checkout.draft.';
const DELIVERY: readonly DeliveryType[] = ['pickup', 'delivery'];
const METHODS: readonly PaymentMethod[] = ['gateway', 'cash', 'transfer'];

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage refused (a privacy mode): the checkout works, it only forgets on reload
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const str = (value: unknown, max = 500): string => (typeof value === 'string' ? value.slice(0, max) : '');
const area = (value: unknown) =>
  isRecord(value) && typeof value.id === 'string' && typeof value.name === 'string' ? { id: value.id, name: value.name } : null;

function address(value: unknown): Address {
  if (!isRecord(value)) return EMPTY_ADDRESS;
  return {
    province: area(value.province),
    regency: area(value.regency),
    district: area(value.district),
    village: area(value.village),
    postalCode: str(value.postalCode, 10),
    street: str(value.street),
  };
}

function pickup(value: unknown): PickupLocation | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.name !== 'string') return null;
  return {
    id: value.id,
    name: value.name,
    address: str(value.address),
    city: str(value.city),
    latitude: typeof value.latitude === 'number' ? value.latitude : 0,
    longitude: typeof value.longitude === 'number' ? value.longitude : 0,
    opening_hours: str(value.opening_hours),
  };
}

/** The draft kept for this product, or null (none, or not one this checkout wrote). */
export function loadDraft(productId: string): CheckoutDraft | null {
  const raw = storage()?.getItem(PREFIX + productId);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const personal = isRecord(value.personal) ? value.personal : {};
  const orderId = str(value.orderId, 10);
  return {
    delivery: DELIVERY.includes(value.delivery as DeliveryType) ? (value.delivery as DeliveryType) : 'pickup',
    pickup: pickup(value.pickup),
    address: address(value.address),
    personal: { name: str(personal.name, 200), email: str(personal.email, 320), phone: str(personal.phone, 20) },
    promoCode: str(value.promoCode, 32),
    promoApplied: value.promoApplied === true,
    method: METHODS.includes(value.method as PaymentMethod) ? (value.method as PaymentMethod) : 'gateway',
    iccid: typeof value.iccid === 'string' ? value.iccid.slice(0, 32) : null,
    orderId: /^[A-Z0-9]{10}$/.test(orderId) ? orderId : '',
  };
}

export function saveDraft(productId: string, draft: CheckoutDraft): void {
  try {
    storage()?.setItem(PREFIX + productId, JSON.stringify(draft));
  } catch {
    // full or refused: the draft is a convenience
  }
}

export function clearDraft(productId: string): void {
  storage()?.removeItem(PREFIX + productId);
}

/** The step of the address (`?step=2`), or null when it names none. */
export function stepOfQuery(value: string | null): Step | null {
  return value === '1' || value === '2' || value === '3' || value === '4' ? (Number(value) as Step) : null;
}

/**
 * The step the checkout may show when the address asks for `wanted`: never before the first step, and never past
 * an earlier step that is not complete (a deep link or a reload lands on the first incomplete one).
 */
export function reachableStep(wanted: Step, first: Step, ready: (step: Step) => boolean): Step {
  if (wanted <= first) return first;
  for (let step = first; step < wanted; step++) {
    if (!ready(step as Step)) return step as Step;
  }
  return wanted;
}
