import { useTranslation } from 'react-i18next';

/** Three plain promises under every package list (the same ones the home page makes). */
export function OrdersAssurance() {
  const { t } = useTranslation('catalog');
  const items = t('orderPages.assurance', { returnObjects: true }) as unknown;
  if (!Array.isArray(items)) return null;
  return (
    <ul className="orders-assurance" aria-label={t('orderPages.assuranceLabel')}>
      {items.map((item: string) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
