import { api, type SessionUser } from '@kelana/runtime';
import { useEffect, useState } from 'react';

/** 'unknown' for a guest, while asking, or when the server could not say; the checkout's validation still guards. */
export type PromoUsage = 'unknown' | 'checking' | 'unused' | 'used';

/** SPEC §7: GET /api/promos/{code}/check-usage/{uid}, only ever with the signed-in user's own uid. */
export function usePromoUsage(code: string, user: SessionUser | null, enabled: boolean): [PromoUsage, (usage: PromoUsage) => void] {
  const uid = typeof user?.uid === 'string' ? user.uid : '';
  const [usage, setUsage] = useState<PromoUsage>('unknown');
  useEffect(() => {
    if (!enabled || !uid) return setUsage('unknown');
    const controller = new AbortController();
    setUsage('checking');
    api
      .get<{ has_used: boolean }>(`/promos/${encodeURIComponent(code)}/check-usage/${encodeURIComponent(uid)}`, { signal: controller.signal })
      .then((result) => {
        if (controller.signal.aborted) return;
        if (result.ok) setUsage(result.data?.has_used ? 'used' : 'unused');
        else {
          console.warn('promo usage check failed', result.error);
          setUsage('unknown');
        }
      });
    return () => controller.abort();
  }, [code, uid, enabled]);
  return [usage, setUsage];
}
