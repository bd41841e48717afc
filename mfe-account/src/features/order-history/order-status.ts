import type { TFunction } from 'i18next';

import { installStateWords } from '@/features/esim-card/public';
import type { InstallFacts, Order, OrderLine, OrderStatus } from '@/features/order-history/order-api';

/** SPEC §2 Order history: the tabs, in order; payment_failed also shows provision_failed and refunded orders. */
export const ORDER_TABS = ['awaiting_payment', 'paid', 'payment_failed', 'provisioned', 'provesioning'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** The tab a `?tab=` names; any other value opens the first. */
export const tabNamed = (name: string | null): OrderTab => ORDER_TABS.find((id) => id === name) ?? ORDER_TABS[0];

/** The product an order line sold, by its own name as bought, in the buyer's language. */
export const lineName = (line: OrderLine, language: string) => (language.startsWith('en') ? line.name_en || line.name : line.name);

const TAB_OF: Record<OrderStatus, OrderTab | null> = {
  awaiting_payment: 'awaiting_payment',
  paid: 'paid',
  payment_failed: 'payment_failed',
  provision_failed: 'payment_failed',
  expired: 'payment_failed',
  refunded: 'payment_failed',
  provisioned: 'provisioned',
  provesioning: 'provesioning',
};

/** The tab an order is listed under now. */
export const tabOf = (order: Order): OrderTab | null => TAB_OF[order.status];

export const ordersOf = (orders: readonly Order[], tab: OrderTab) => orders.filter((order) => TAB_OF[order.status] === tab);

/** SPEC §9: 3 cards, then 3 more on each "load more". */
export const PAGE_SIZE = 3;

/** SPEC §9: the status text is green when it worked, red when it did not, orange otherwise. */
export function statusTone(status: OrderStatus): 'success' | 'failure' | 'pending' {
  if (status === 'provisioned') return 'success';
  if (status === 'payment_failed' || status === 'provision_failed' || status === 'expired' || status === 'refunded') return 'failure';
  return 'pending';
}

/** SPEC §9: the order number shown as its last 12 characters. */
export const shortOrderNumber = (orderId: string) => orderId.slice(-12);

/** An eSIM is installed from its QR (the detail dialog); only a physical SIM card is activated by scanning it. */
export const isEsimOrder = (order: Order) => order.order_details[0]?.type === 'esim_bundle';

/** A SIM or eSIM of this order can take a data package: an eSIM once issued, a SIM card once paid for. */
export function canTopUp(order: Order): boolean {
  const type = order.order_details[0]?.type;
  if (type === 'esim_bundle') return order.status === 'provisioned';
  if (type === 'sim_bundle') return order.status === 'paid' || order.status === 'provisioned';
  return false;
}

/** A SIM card waits for its buyer to scan it; nothing else is activated by hand. */
export const canActivate = (order: Order) => order.status === 'paid' && order.order_details[0]?.type === 'sim_bundle';

/** SPEC §2: the note of a product, cut to 30 words unless opened. */
export function truncateWords(text: string, words = 30): { text: string; cut: boolean } {
  const all = text.trim().split(/\s+/);
  return all.length <= words ? { text: text.trim(), cut: false } : { text: `${all.slice(0, words).join(' ')}…`, cut: true };
}

/** A paid order has a receipt (refunded, failed and unpaid ones do not). */
export const hasReceipt = (order: Order) => ['paid', 'provesioning', 'provisioned', 'provision_failed'].includes(order.status);

/** An eSIM's install state in words, as the eSIM card says it: "Installed on Apple iPhone 15", "Not installed yet", "Active". */
export const installStateText = (t: TFunction, facts: InstallFacts): string => installStateWords(t, facts.state, facts.device)?.text ?? '';
