import { formatIdr } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { DestinationFlag } from '@/components/destination-flag';
import { idrAmount, type Product } from '@/features/orders/products';

interface ProductCardProps {
  product: Product;
  countryCode: string;
  onDetails: (product: Product) => void;
}

/** One package: flag, name, starting price, see details, and buy now (carrying the country in navigation state). */
export function ProductCard({ product, countryCode, onDetails }: ProductCardProps) {
  const { t } = useTranslation('catalog');
  return (
    <article className="product-card">
      <div className="product-card__head">
        <DestinationFlag code={countryCode} />
        <h3 className="product-card__name">{product.name}</h3>
      </div>
      <p className="product-card__price">
        <span>{t('card.startFromLabel')}</span>
        <strong>{formatIdr(idrAmount(product.price))}</strong>
      </p>
      <div className="product-card__actions">
        <button type="button" className="k-button k-button--secondary k-button--sm" onClick={() => onDetails(product)}>
          {t('card.seeDetails')}
        </button>
        <Link className="k-button k-button--accent k-button--sm" to={`/checkout/${product.product_id}`} state={{ countryCode }}>
          {t('card.buyNow')}
        </Link>
      </div>
    </article>
  );
}
