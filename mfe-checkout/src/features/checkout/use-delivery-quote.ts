import { useEffect, useState } from 'react';

import { type DeliveryQuote, deliveryQuote } from '@/api/checkout-api';
import { type CheckoutKind, type DeliveryChoice, offersPickup, shipsCard } from '@/features/checkout/checkout-model';

/** The fee and expected days of a SIM card sent to the chosen province; null for pickup, an eSIM, or before a province is chosen. */
export function useDeliveryQuote(kind: CheckoutKind, choice: DeliveryChoice): DeliveryQuote | null {
  const sent = shipsCard(kind) && !(offersPickup(kind) && choice.delivery === 'pickup');
  const province = sent ? (choice.address.province?.id ?? null) : null;
  const [quote, setQuote] = useState<DeliveryQuote | null>(null);
  useEffect(() => {
    setQuote(null);
    if (!province) return;
    let live = true;
    void deliveryQuote(province).then((result) => {
      if (live && result.ok) setQuote(result.data);
      else if (!result.ok) console.warn('[checkout] delivery quote unavailable', result.error);
    });
    return () => {
      live = false;
    };
  }, [province]);
  return quote;
}
