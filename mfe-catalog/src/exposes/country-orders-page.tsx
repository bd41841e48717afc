import { useParams } from 'react-router';

import { CountryOrdersContent } from '@/features/orders/country-orders-content';

/** /orders/:countryCode, e.g. /orders/JP (a code may also be a region code, SPEC §2). */
export function CountryOrdersPage() {
  const { countryCode = '' } = useParams();
  return <CountryOrdersContent code={countryCode.toUpperCase()} />;
}
