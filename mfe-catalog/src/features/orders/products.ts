import type { ValidityRule } from '@/features/orders/validity';

/** SPEC §3 Product and Product item, as GET /api/products/... answers them. */
export interface Price {
  currency: string;
  amount: number;
}

export interface ProductItem {
  item_id: string | number;
  item_name: string;
  item_desc: string;
  validity_days: number;
  price: Price[];
}

/** The order pages' tabs: the eSIM first, as travellers buy it most and its cheapest plan is the page's
 * starting price; then the physical SIM, then top-up data packages. */
export const PRODUCT_TYPES = ['esim_bundle', 'sim_bundle', 'data_package'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
/** The regional page's tab order: the same. */
export const REGION_PRODUCT_TYPES: readonly ProductType[] = PRODUCT_TYPES;

/** What a traveller compares between packages (absent for a package stored before the store kept them). */
export interface ProductFacts {
  data_gb: number | null;
  unlimited: boolean;
  validity_days: number;
  network: string;
  hotspot: boolean;
  operators: string[];
}

export interface Product {
  product_id: string;
  name: string;
  type: ProductType;
  price: Price[];
  note?: string;
  countries?: string[];
  items: ProductItem[];
  facts?: ProductFacts | null;
  /** When its days start and the deadline to install it (kept per product on the server). */
  validity?: ValidityRule;
}

/** SPEC §9: product lists show 9, then all. */
export const ORDERS_PAGE_SIZE = 9;

/** The IDR amount of a price list, 0 when there is none (SPEC §3). */
export function idrAmount(prices: readonly Price[] | undefined): number {
  return prices?.find((price) => price.currency === 'IDR')?.amount ?? 0;
}

/** Cheapest first (SPEC §9), whatever order the server sent. */
export function sortByPrice(products: readonly Product[]): Product[] {
  return [...products].sort((a, b) => idrAmount(a.price) - idrAmount(b.price));
}
