import { Button } from '@kelana/runtime';
import { useRevealMessage } from '@kelana/runtime/reveal-message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { errorCode, payOrderAgain, serverMessage, type ServerOrder } from '@/api/checkout-api';
import { paymentNext } from '@/features/checkout/public';

interface PayAgainButtonProps {
  order: ServerOrder;
  /** Where the browser goes for a provider's payment page (window.location.assign outside tests). */
  redirect?: (url: string) => void;
}

/**
 * "Pay again" for an order whose payment failed, expired or was cancelled: the store makes a fresh order from the
 * same lines (priced again, stock held again) and answers where to pay it. Pressed many times, it is one order.
 */
export function PayAgainButton({ order, redirect = (url) => window.location.assign(url) }: PayAgainButtonProps) {
  const { t, i18n } = useTranslation('checkout');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRevealMessage<HTMLParagraphElement>(error);

  async function payAgain() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const answer = await payOrderAgain(order.order_id, i18n.language);
    if (!answer.ok) {
      const soldOut = errorCode(answer.error) === 'esim_sold_out';
      setError(soldOut ? t('errors.soldOut') : (serverMessage(answer.error) ?? t('errors.payFailed')));
      setBusy(false);
      return;
    }
    const target = paymentNext(answer.data.payment_url, {
      orderId: answer.data.order_id,
      amount: answer.data.total_amount,
      name: order.order_details[0]?.name ?? '',
    });
    if (target.kind === 'redirect') {
      redirect(target.url);
      return;
    }
    if (target.kind === 'response') navigate(`/payment/response${target.search}`);
    setBusy(false);
  }

  return (
    <>
      {error && (
        <p ref={errorRef} className="checkout-message checkout-message--error" role="alert">
          {error}
        </p>
      )}
      <Button variant="accent" block disabled={busy} onClick={() => void payAgain()}>
        {busy ? t('payAgain.busy') : t('payAgain.action')}
      </Button>
    </>
  );
}
