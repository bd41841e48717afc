import { Accordion } from '@kelana/runtime/accordion';
import { useTranslation } from 'react-i18next';

import { DEVICE_BRANDS } from '@/features/guide/device-models';

/** SPEC §2 Guide: models are listed three per row. Set inline so the rule lives beside the data it lays out. */
const MODELS_PER_ROW = 3;

/** One accordion per brand, one open at a time (SPEC §2), each listing its models in a grid. */
export function DeviceBrandList() {
  const { t } = useTranslation('catalog');
  const items = DEVICE_BRANDS.map((brand) => ({
    id: brand.id,
    title: (
      <span className="device-brand__title">
        <span>{brand.name}</span>
        <span className="device-brand__count">{t('guide.deviceCheck.modelCount', { count: brand.models.length })}</span>
      </span>
    ),
    content: (
      <ul
        className="device-brand__models"
        aria-label={brand.name}
        style={{ gridTemplateColumns: `repeat(${MODELS_PER_ROW}, minmax(0, 1fr))` }}
      >
        {brand.models.map((model) => (
          <li key={model}>{model}</li>
        ))}
      </ul>
    ),
  }));
  return <Accordion items={items} singleOpen headingLevel={3} className="device-brand-list" />;
}
