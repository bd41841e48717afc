import { useParams } from 'react-router';

import { RegionOrdersContent } from '@/features/orders/region-orders-content';

/** /region-orders/:regionCode, e.g. /region-orders/EU. */
export function RegionOrdersPage() {
  const { regionCode = '' } = useParams();
  return <RegionOrdersContent code={regionCode.toUpperCase()} />;
}
