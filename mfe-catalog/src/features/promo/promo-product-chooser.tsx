import { formatIdr, Modal } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

import { idrAmount, type Product } from '@/features/orders/public';

interface PromoProductChooserProps {
  code: string;
  countryName: string;
  products: Product[] | null;
  onChoose: (product: Product) => void;
  onClose: () => void;
}

/** When a country has several promo products, the shopper picks one before the checkout. */
export function PromoProductChooser({ code, countryName, products, onChoose, onClose }: PromoProductChooserProps) {
  const { t } = useTranslation('catalog');
  return (
    <Modal
      open={products !== null}
      onClose={onClose}
      title={t('promoPage.chooser.title', { country: countryName })}
      closeLabel={t('promoPage.chooser.close')}
    >
      <p className="promo-chooser__lead">{t('promoPage.chooser.lead', { code })}</p>
      <ul className="promo-chooser">
        {(products ?? []).map((product) => (
          <li key={product.product_id} className="promo-chooser__item">
            <div>
              <strong>{product.name}</strong>
              <span className="promo-chooser__price">{formatIdr(idrAmount(product.price))}</span>
            </div>
            <button
              type="button"
              className="k-button k-button--accent k-button--sm"
              aria-label={`${t('promoPage.chooser.choose')}: ${product.name}`}
              onClick={() => onChoose(product)}
            >
              {t('promoPage.chooser.choose')}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
