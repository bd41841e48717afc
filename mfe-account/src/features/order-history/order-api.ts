import { type ApiResult, api } from '@kelana/runtime';

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

export interface Order {
  order_id: string;
  status: OrderStatus;
  created_at: string;
  final_amount: number;
  payment_method: string;
  order_details: OrderLine[];
}

export interface IccidDetails {
  iccid: string;
  type: string;
  status: string;
  qr_code: string | null;
  qr_code_format: string | null;
  activation_code: string | null;
  ios_install_url: string | null;
  android_install_url: string | null;
}

export const listOrders = () => api.get<Order[]>('/order');
export const orderIccid = (orderId: string) =>
  api.get<{ iccid_details: IccidDetails }>(`/user/orders/${encodeURIComponent(orderId)}/iccid`);
export const activateOrder = (orderId: string, iccid: string): Promise<ApiResult<unknown>> =>
  api.post(`/order/${encodeURIComponent(orderId)}/activate`, { iccid });
export const payOrder = (orderId: string) => api.post<{ payment_url: string }>(`/order/${encodeURIComponent(orderId)}/pay`);
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
