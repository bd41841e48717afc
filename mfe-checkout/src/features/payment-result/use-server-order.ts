import { useCallback, useEffect, useRef, useState } from 'react';

import { orderById, type ServerOrder } from '@/api/checkout-api';

/** How often, and how many times, a result page asks again while the payment is not confirmed yet. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_ATTEMPTS = 10;

export type ServerOrderState =
  | { kind: 'loading' }
  /** No order number in the address, or none of the user's orders has it (another user's is not shown). */
  | { kind: 'missing' }
  | { kind: 'failed' }
  /** `checking`: asking again on its own; `stopped`: still not settled after every attempt. */
  | { kind: 'ready'; order: ServerOrder; checking: boolean; stopped: boolean };

/**
 * The order a result page is about, read from the store: the address only picks which one. While
 * `keepAsking(order)` holds, it asks again every POLL_INTERVAL_MS, at most POLL_ATTEMPTS times;
 * `again()` starts a new round.
 */
export function useServerOrder(orderId: string | null, keepAsking: (order: ServerOrder) => boolean) {
  const [state, setState] = useState<ServerOrderState>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const keepAskingRef = useRef(keepAsking);
  keepAskingRef.current = keepAsking;

  useEffect(() => {
    if (!orderId) {
      setState({ kind: 'missing' });
      return;
    }
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (attempt: number) => {
      const result = await orderById(orderId);
      if (!live) return;
      if (!result.ok) {
        const notHers = result.error.kind === 'http' && (result.error.status === 404 || result.error.status === 403);
        setState(notHers ? { kind: 'missing' } : { kind: 'failed' });
        return;
      }
      const pending = keepAskingRef.current(result.data);
      const more = pending && attempt < POLL_ATTEMPTS;
      setState({ kind: 'ready', order: result.data, checking: more, stopped: pending && !more });
      if (more) timer = setTimeout(() => void ask(attempt + 1), POLL_INTERVAL_MS);
    };
    void ask(1);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [orderId, round]);

  const again = useCallback(() => setRound((value) => value + 1), []);
  return { state, again };
}
