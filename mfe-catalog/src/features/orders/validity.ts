import type { Product } from '@/features/orders/products';

/** When a plan's days start (kept per product on the server): never at purchase. */
export type ValidityStart = 'first_connection' | 'installation';

export interface ValidityRule {
  starts: ValidityStart;
  install_within_days: number;
}

/** The store's rule for a product the server sent without one (an older answer). */
export const DEFAULT_VALIDITY: ValidityRule = { starts: 'first_connection', install_within_days: 30 };

export interface ValidityText {
  /** e.g. "5 days, counted from the first connection at your destination". */
  key: string;
  count: number;
  /** The deadline to install the eSIM or activate the card; null for a top-up (nothing to install). */
  deadlineKey: string | null;
  deadlineDays: number;
}

/** The translation keys (namespace catalog) that tell a traveller when the days of this plan start and by when it
 * must be installed, so buying before a trip never looks like losing days. */
export function validityText(product: Product): ValidityText | null {
  const count = product.facts?.validity_days || product.items[0]?.validity_days || 0;
  if (!count) return null;
  const rule = product.validity ?? DEFAULT_VALIDITY;
  const kind = product.type === 'sim_bundle' ? 'sim' : product.type === 'esim_bundle' ? 'esim' : 'data';
  const starts = rule.starts === 'installation' && kind !== 'data' ? `installation_${kind}` : 'first_connection';
  return {
    key: `validity.starts.${starts}`,
    count,
    deadlineKey: kind === 'data' ? null : `validity.deadline.${kind}`,
    deadlineDays: rule.install_within_days,
  };
}
