import { type ApiResult, api, kelanaStore, tokenAtom } from '@kelana/runtime';

// The order history's calls (SPEC §7 Order service).

export type OrderStatus =
  | 'awaiting_payment'
  | 'paid'
  | 'payment_failed'
  | 'provision_failed'
  | 'provisioned'
  | 'provesioning'
  | 'expired'
  | 'refunded';

export interface OrderLine {
  product_id: string;
  /** The product's name when it was bought, in Indonesian and in English. */
  name: string;
  name_en?: string;
  type: 'sim_bundle' | 'esim_bundle' | 'data_package';
  quantity: number;
  price: number;
  iccid?: string | null;
}

export type DeliveryStep = 'packed' | 'shipped' | 'delivered';

/** A SIM card sent to an address: its fee, expected days and the steps staff took so far. */
export interface Delivery {
  fee: number;
  days: number | null;
  step: DeliveryStep | null;
  steps: { step: DeliveryStep; at: string }[];
  courier?: string | null;
  tracking_number?: string | null;
}

export interface Order {
  order_id: string;
  status: OrderStatus;
  created_at: string;
  final_amount: number;
  payment_method: string;
  order_details: OrderLine[];
  delivery?: Delivery | null;
  /** Its payment failed, expired or was cancelled: "pay again" makes it afresh. */
  can_pay_again?: boolean;
  /** An eSIM never installed, within the refund window: its buyer may refund it until refund_until. */
  can_refund?: boolean;
  refund_until?: string | null;
  /** Its refund once asked: awaiting_approval, approved, refunded, payout_pending, paid_out or failed. */
  refund_state?: RefundState | null;
}

export type RefundState = 'awaiting_approval' | 'approved' | 'refunded' | 'payout_pending' | 'paid_out' | 'failed';

/** The buyer's bank account, for a cash or transfer order's refund. */
export interface RefundPayout {
  bank_name: string;
  account_number: string;
  account_holder: string;
}

/** The buyer's refund of an eSIM never installed (a 409 says why not, in `language`). */
export const refundOrder = (orderId: string, language: string, payout: RefundPayout | null) =>
  api.post<{ order_id: string; status: string; refund_state: RefundState; amount: number }>(
    `/order/${encodeURIComponent(orderId)}/refund`,
    payout ? { payout } : {},
    { query: { lng: language.startsWith('en') ? 'en' : 'id' } },
  );

/** An eSIM's profile as the telco's events tell it: it only moves forward. */
export type InstallState = 'not_installed' | 'downloaded' | 'installed' | 'enabled' | 'disabled' | 'removed';

export interface InstallFacts {
  state: InstallState;
  device: string | null;
}

/** The install state of each of the buyer's eSIMs, by the order that sold it (one call for the whole history). */
export async function installStates(): Promise<Map<string, InstallFacts>> {
  const result = await api.get<{ iccids: { order_id?: string | null; install_state?: InstallState | null; installed_device?: string | null }[] }>('/user/iccids');
  const states = new Map<string, InstallFacts>();
  if (!result.ok) return states;
  for (const record of result.data.iccids) {
    if (record.order_id && record.install_state) states.set(record.order_id, { state: record.install_state, device: record.installed_device ?? null });
  }
  return states;
}

export interface IccidDetails {
  iccid: string;
  type: string;
  status: string;
  qr_code: string | null;
  qr_code_format: string | null;
  activation_code: string | null;
  /** The activation code's two parts, for typing it by hand. */
  smdp_address?: string | null;
  matching_id?: string | null;
  ios_install_url: string | null;
  android_install_url: string | null;
  /** Where the eSIM is on the phone, when the telco tells (absent: unknown, nothing is shown). */
  install_state?: InstallState | null;
  installed_device?: string | null;
}

export const listOrders = () => api.get<Order[]>('/order');

/** What the order history shows first: the orders and their eSIMs' install states. */
export interface OrderHistoryData {
  orders: ReturnType<typeof listOrders>;
  installs: ReturnType<typeof installStates>;
}

// Asked for by `prefetchOrderHistory`, kept for the first list shown soon after: an older answer could miss an
// order paid meanwhile, and one asked for with another session is someone else's, so either is asked for again.
const PREFETCH_FRESH_MS = 10_000;
let early: (OrderHistoryData & { at: number; token: string | null }) | null = null;

/**
 * Starts the order history's requests once its code is in, before the page renders (the shell calls the page
 * module's `prefetch`; it loads a guarded page's code at start-up only when a session is stored). The list is
 * the page's largest text, so it no longer waits for the page to render and its effects to run.
 */
export function prefetchOrderHistory(): void {
  early ??= { orders: listOrders(), installs: installStates(), at: Date.now(), token: kelanaStore.get(tokenAtom) };
}

/** The prefetched requests when they are fresh and of this session (each served once), else new ones. */
export function orderHistoryData(): OrderHistoryData {
  const kept = early;
  early = null;
  if (kept && Date.now() - kept.at < PREFETCH_FRESH_MS && kept.token === kelanaStore.get(tokenAtom)) return kept;
  return { orders: listOrders(), installs: installStates() };
}
/** The address of an order's eSIM answer (the eSIM card keeps it for offline use under this address). */
export const iccidAddress = (orderId: string) => `/api/user/orders/${encodeURIComponent(orderId)}/iccid`;
export const orderIccid = (orderId: string) =>
  api.get<{ iccid_details: IccidDetails }>(`/user/orders/${encodeURIComponent(orderId)}/iccid`);
export const activateOrder = (orderId: string, iccid: string): Promise<ApiResult<unknown>> =>
  api.post(`/order/${encodeURIComponent(orderId)}/activate`, { iccid });
export const payOrder = (orderId: string) => api.post<{ payment_url: string }>(`/order/${encodeURIComponent(orderId)}/pay`);
/** A failed, expired or cancelled order made again (priced again on the server), and how to pay it. */
export const payOrderAgain = (orderId: string, language: string) =>
  api.post<{ order_id: string; total_amount: number; payment_method: string; payment_url: string }>(
    `/order/${encodeURIComponent(orderId)}/pay-again`,
    undefined,
    { query: { lng: language.startsWith('en') ? 'en' : 'id' } },
  );
/** Lets this browser open a paid order's printable receipt (a short-lived cookie); answers the page's address. */
export const receiptAccess = (orderId: string) => api.post<{ url: string }>(`/order/${encodeURIComponent(orderId)}/receipt-access`);
export interface ProductFacts {
  note: string | null;
  /** Days of its plan (first item), when they start, and how long after purchase it may be installed. */
  validityDays: number | null;
  validity: { starts: 'first_connection' | 'installation'; install_within_days: number } | null;
}

export const productFacts = async (productId: string): Promise<ProductFacts> => {
  const result = await api.get<{ note?: string; items?: { validity_days?: number }[]; validity?: ProductFacts['validity'] }>(
    `/products/${encodeURIComponent(productId)}`,
  );
  if (!result.ok) return { note: null, validityDays: null, validity: null };
  return { note: result.data.note ?? null, validityDays: result.data.items?.[0]?.validity_days ?? null, validity: result.data.validity ?? null };
};
export const productNote = async (productId: string): Promise<string | null> => (await productFacts(productId)).note;
