import { api } from '@kelana/runtime';

interface CatalogPlace {
  scope?: 'country' | 'region' | 'special';
  location_code?: string | null;
}

/** Where a top-up for one of the buyer's SIMs or eSIMs is bought: the data packages of the destination it was
 * bought for, with that ICCID carried to the checkout (`?iccid=`). */
export async function topUpPath({ productId, orderId, iccid }: { productId?: string | null; orderId?: string | null; iccid: string }): Promise<string> {
  let id = productId ?? null;
  if (!id && orderId) {
    const order = await api.get<{ order_details: { product_id: string }[] }>(`/order/${encodeURIComponent(orderId)}`);
    id = order.ok ? (order.data.order_details[0]?.product_id ?? null) : null;
  }
  const product = id ? await api.get<CatalogPlace>(`/products/${encodeURIComponent(id)}`) : null;
  const query = `?iccid=${encodeURIComponent(iccid)}`;
  const place = product?.ok ? product.data : null;
  if (place?.scope === 'special') return `/special-paket-orders${query}`;
  if (place?.scope === 'region' && place.location_code) return `/region-orders/${encodeURIComponent(place.location_code)}${query}`;
  if (place?.location_code) return `/orders/${encodeURIComponent(place.location_code)}${query}`;
  return `/orders/ID${query}`;
}
