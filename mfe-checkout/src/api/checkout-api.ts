import { type ApiError, type ApiResult, type ApiSchema, api, loadProfile, type Profile, rememberProfile } from '@kelana/runtime';

// The checkout's calls (SPEC §7: product, location, promo and order services).

export type ProductType = 'sim_bundle' | 'esim_bundle' | 'data_package';
export type DeliveryType = 'pickup' | 'delivery';
export type PaymentMethod = 'gateway' | 'cash' | 'transfer';

export interface Price {
  currency: string;
  amount: number;
}

export interface CheckoutProduct {
  product_id: string;
  name: string;
  type: ProductType;
  price: Price[];
  note?: string;
  scope?: 'country' | 'region' | 'special';
  location_code?: string | null;
  items: { item_id: string | number; item_name: string; item_desc: string; validity_days: number }[];
}

/** A province, regency, district or village (SPEC §3 location lists). */
export interface Area {
  id: string;
  name: string;
}

export interface PickupLocation {
  id: string;
  name: string;
  address: string;
  city: string;
  latitude: number;
  longitude: number;
  opening_hours?: string;
  distance_km?: number | null;
}

export interface PromoCheck {
  discount: number;
  final_amount: number;
  promo: { code: string; name: string };
}

export interface OrderPayload {
  order_id: string;
  promo_code: string | null;
  order_details: { product_id: string; currency: 'IDR'; quantity: 1; iccid?: string }[];
  region?: string;
  country?: string;
  delivery_type?: DeliveryType;
  pickup_location?: string;
  delivery_address?: { street: string; city: string; state: string; postal_code: string };
  payment_method: PaymentMethod;
}

export interface CreatedOrder {
  order_id: string;
  total_amount: number;
  order_details: { product_id: string; name: string }[];
}

export type IccidRecord = Pick<ApiSchema<'IccidRecord'>, 'iccid' | 'type' | 'status'> &
  Partial<Pick<ApiSchema<'IccidRecord'>, 'top_up' | 'order_id' | 'product_id' | 'product_name' | 'product_name_en'>>;

export interface BankAccount {
  bank: string;
  number: string;
  holder: string;
}

export const productById = (id: string) => api.get<CheckoutProduct>(`/products/${encodeURIComponent(id)}`);

export const provinces = () => api.get<{ provinces: Area[] }>('/provinces/country/ID');
export const regencies = (province: string) => api.get<{ regencies: Area[] }>(`/regencies/province/${province}`);
export const districts = (regency: string) => api.get<{ districts: Area[] }>(`/districts/regency/${regency}`);
export const villages = (district: string) => api.get<{ villages: Area[] }>(`/villages/district/${district}`);

/** What sending a SIM card to a province costs and how many days it takes (the server adds the same fee to the order). */
export type DeliveryQuote = ApiSchema<'DeliveryQuote'>;
export const deliveryQuote = (province: string) =>
  api.get<DeliveryQuote>(`/delivery-quote/province/${encodeURIComponent(province)}`);

export const pickupsForProduct = (productType: ProductType) =>
  api.get<{ pickup_locations: PickupLocation[] }>('/pickup-locations/product', { query: { product_type: productType } });

/** SPEC §9: nearby pickup search radius 5 km, limit 5. */
export const NEARBY_RADIUS_KM = 5;
export const NEARBY_LIMIT = 5;

export const pickupsNearby = (latitude: number, longitude: number) =>
  api.get<{ pickup_locations: PickupLocation[] }>('/pickup-locations/nearby', {
    query: { latitude, longitude, radius: NEARBY_RADIUS_KM, limit: NEARBY_LIMIT },
  });

export const validatePromo = (code: string, totalAmount: number, productId: string) =>
  api.get<PromoCheck>(`/promos/${encodeURIComponent(code)}/validate`, {
    query: { total_amount: totalAmount, product_id: productId },
  });

export const createOrder = (order: OrderPayload) => api.post<CreatedOrder>('/order/create', order);
export const payOrder = (orderId: string) => api.post<{ payment_url: string }>(`/order/${orderId}/pay`);

/** One of the signed-in user's orders as the store holds it now (another user's: 404). */
export type ServerOrder = ApiSchema<'OrderView'>;
export type ServerOrderStatus = ServerOrder['status'];
export const orderById = (orderId: string) => api.get<ServerOrder>(`/order/${encodeURIComponent(orderId)}`);

/** An order whose payment failed, expired or was cancelled, made again (or itself, still unpaid), and how to pay it. */
export type PayAgainAnswer = ApiSchema<'PayAgainAnswer'>;
export const payOrderAgain = (orderId: string, language: string) =>
  api.post<PayAgainAnswer>(`/order/${encodeURIComponent(orderId)}/pay-again`, undefined, {
    query: { lng: language.startsWith('en') ? 'en' : 'id' },
  });

export const bankAccounts = () => api.get<{ accounts: BankAccount[]; pay_within_hours: number }>('/payments/bank-accounts');

/** The ICCID statuses a data package can go on: a SIM or eSIM sold (assigned) or live (active). */
const TOP_UP_STATUSES = ['assigned', 'active'];

/** The user's SIMs and eSIMs a data package can go on now: the server says so (`top_up`). */
export async function usableIccids(): Promise<IccidRecord[]> {
  const result = await api.get<{ iccids?: IccidRecord[] } | IccidRecord[]>('/user/iccids');
  if (!result.ok) {
    console.warn('[checkout] ICCID list unavailable', result.error);
    return [];
  }
  const list = Array.isArray(result.data) ? result.data : (result.data?.iccids ?? []);
  return list.filter((record) => record.top_up ?? TOP_UP_STATUSES.includes(record.status.toLowerCase()));
}

export type ProfileChanges = Partial<Omit<Profile, 'uid' | 'email' | 'emailVerified'>>;

/** PATCH /auth/me; the session then shows what the server stored. */
export async function saveProfile(changes: ProfileChanges): Promise<ApiResult<Profile>> {
  const patched = await api.patch<Profile>('/auth/me', changes);
  if (patched.ok) rememberProfile(patched.data);
  return patched;
}

export { loadProfile };

/** The server's own words for a refused call, or null when there is nothing to show from it. */
export function serverMessage(error: ApiError): string | null {
  return error.kind === 'http' && error.status < 500 && error.message ? error.message : null;
}

/** The stable code of a refused call (`order_id_taken`, `promo_already_used`, ...). */
export function errorCode(error: ApiError): string | null {
  if (error.kind !== 'http' || typeof error.data !== 'object' || error.data === null) return null;
  const code = (error.data as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}
