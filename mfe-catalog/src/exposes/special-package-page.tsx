import { SpecialOrdersContent } from '@/features/orders/special-orders-content';

/** /special-paket-orders: the pilgrimage-themed special package (SPEC §2). */
export function SpecialPackagePage() {
  return <SpecialOrdersContent />;
}
