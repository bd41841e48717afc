import { formatIdr, Modal } from '@kelana/runtime';
import { useTranslation } from 'react-i18next';

import { idrAmount, type Product } from '@/features/orders/products';

/** See details: name, type, starting price and every item with its description, validity and price. */
export function ProductDetailsModal({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <Modal open={product !== null} onClose={onClose} title={product?.name ?? ''} closeLabel={t('countryOrders.details.close')}>
      {product && (
        <div className="product-details">
          <dl className="product-details__facts">
            <div>
              <dt>{t('countryOrders.details.type')}</dt>
              <dd>{t(`countryOrders.types.${product.type}`)}</dd>
            </div>
            <div>
              <dt>{t('countryOrders.details.startFrom')}</dt>
              <dd className="product-details__price">{formatIdr(idrAmount(product.price))}</dd>
            </div>
          </dl>
          <h3 className="product-details__heading">{t('countryOrders.details.items')}</h3>
          <ul className="product-details__items">
            {product.items.map((item) => (
              <li key={item.item_id} className="product-details__item">
                <div>
                  <strong>{item.item_name}</strong>
                  <p>{item.item_desc}</p>
                  <span className="product-details__validity">{t('countryOrders.details.validity', { count: item.validity_days })}</span>
                </div>
                <strong className="product-details__price">{formatIdr(idrAmount(item.price))}</strong>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
