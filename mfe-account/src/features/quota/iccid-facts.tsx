import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { IccidRow } from '@/features/quota/quota-api';
import { topUpPath, validityLines } from '@/features/top-up/public';

/** What was bought with this SIM or eSIM, in the buyer's language. */
export const productName = (row: IccidRow, language: string) =>
  (language.startsWith('en') ? row.product_name_en || row.product_name : row.product_name) ?? null;

/** The plan's rule under an opened row: when its days start (never at purchase) and the deadline to install. */
export function IccidFacts({ row }: { row: IccidRow }) {
  const { t } = useTranslation('account');
  const lines = validityLines(t, {
    kind: row.type,
    days: row.validity_days,
    starts: row.validity_starts,
    // Once the eSIM works on the network (active) the deadline to install it is behind the buyer.
    installBy: row.status === 'assigned' || (row.type === 'esim' && row.status === 'active') ? row.install_by : null,
  });
  if (lines.length === 0) return null;
  return (
    <ul className="quota-validity" aria-label={t('quota.validity')}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** Buy a data package for this SIM or eSIM: the destination's data packages, with it chosen at checkout. */
export function TopUpButton({ row }: { row: IccidRow }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    navigate(await topUpPath({ productId: row.product_id, orderId: row.order_id, iccid: row.iccid }));
  }
  return (
    <button type="button" className="k-button k-button--accent k-button--sm" disabled={busy} onClick={() => void start()}>
      {t('quota.topUp')}
    </button>
  );
}
