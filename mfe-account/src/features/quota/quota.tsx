import { Accordion } from '@kelana/runtime/accordion';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { IccidPackages } from '@/features/quota/iccid-packages';
import { IccidFacts, productName, TopUpButton } from '@/features/quota/iccid-facts';
import { type IccidRow, userIccids } from '@/features/quota/quota-api';

/** SPEC §2 Check quota: the user's ICCIDs as rows; a row's packages load when it opens. */
export function Quota() {
  const { t, i18n } = useTranslation('account');
  const [iccids, setIccids] = useState<IccidRow[] | null>(null);
  const [opened, setOpened] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    void userIccids().then((result) => {
      if (!live) return;
      if (!result.ok) console.warn('[account] ICCID list unavailable', result.error);
      setIccids(result.ok ? result.data.iccids : []);
    });
    return () => {
      live = false;
    };
  }, []);

  if (iccids === null) return <p role="status">{t('quota.loading')}</p>;
  if (iccids.length === 0) return <p className="quota-empty">{t('quota.noEsim')}</p>;
  return (
    <Accordion
      className="quota-list"
      onToggle={(id, open) => open && setOpened((ids) => (ids.includes(id) ? ids : [...ids, id]))}
      items={iccids.map((row) => ({
        id: row.iccid,
        title: (
          <span className="quota-row">
            <span className="quota-row__iccid">{row.iccid}</span>
            <span className="quota-row__meta">
              {t(`quota.kind.${row.type}`, { defaultValue: row.type })} · {t(`quota.iccidStatus.${row.status.toLowerCase()}`, { defaultValue: row.status })}
              {productName(row, i18n.language) && ` · ${productName(row, i18n.language)}`}
            </span>
          </span>
        ),
        content: opened.includes(row.iccid) ? (
          <>
            <IccidFacts row={row} />
            <IccidPackages iccid={row.iccid} topUp={row.top_up ? <TopUpButton row={row} /> : null} />
          </>
        ) : null,
      }))}
    />
  );
}
