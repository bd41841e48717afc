import { useParams } from 'react-router';

import { InvalidPromo } from '@/features/promo/promo-banner';
import { normaliseCode } from '@/features/promo/promo-flow';
import { PromoContent } from '@/features/promo/promo-content';

/** /special-promo/:promoCode?: a promo's landing; without a code, the invalid-promo error (SPEC §5). */
export function PromoPage() {
  const code = normaliseCode(useParams().promoCode);
  if (!code) return <InvalidPromo />;
  return <PromoContent key={code} code={code} />;
}
