import type { TFunction } from 'i18next';

import type { IccidRecord } from '@/api/checkout-api';

/** How a buyer recognises one of their SIMs or eSIMs: its kind and state in words, what was bought with it, and
 * the last digits of its ICCID (printed on the card, shown in the phone's settings). */
export function iccidLabel(record: IccidRecord, t: TFunction, language: string): string {
  const kind = t(`review.iccidKind.${record.type}`, { defaultValue: record.type });
  const status = t(`review.iccidStatus.${record.status.toLowerCase()}`, { defaultValue: record.status.toLowerCase() });
  const product = language.startsWith('en') ? record.product_name_en || record.product_name : record.product_name;
  const last = t('review.iccidEnding', { digits: record.iccid.slice(-6) });
  return [`${kind} · ${status}`, product, last].filter(Boolean).join(' · ');
}
