import { formatIdr, Modal } from '@kelana/runtime';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { BuyNow, type CardOptions, ProductFactList, ValidityNote } from '@/features/orders/product-card';
import { idrAmount, type Product } from '@/features/orders/products';

interface ProductDetailsModalProps {
  /** The package whose details were opened; null: closed. */
  product: Product | null;
  /** The packages of the same list (one destination, one type): the choices a traveller weighs. */
  choices: readonly Product[];
  card: CardOptions;
  onClose: () => void;
}

/**
 * See details: the chosen package's facts and note, every choice of the same list with its price (radio buttons,
 * the opened one chosen), and buy now for the one chosen.
 */
export function ProductDetailsModal({ product, choices, card, onClose }: ProductDetailsModalProps) {
  const { t } = useTranslation('catalog');
  const groupId = useId();
  // The grid mounts the dialog afresh for each package opened (its key), so the opened one starts chosen.
  const [chosenId, setChosenId] = useState(product?.product_id ?? null);
  const options = product && !choices.some((choice) => choice.product_id === product.product_id) ? [product, ...choices] : choices;
  const chosen = options.find((choice) => choice.product_id === chosenId) ?? product;
  return (
    <Modal open={product !== null} onClose={onClose} title={chosen?.name ?? ''} closeLabel={t('countryOrders.details.close')}>
      {chosen && (
        <div className="product-details">
          <dl className="product-details__facts">
            <div>
              <dt>{t('countryOrders.details.type')}</dt>
              <dd>{t(`countryOrders.types.${chosen.type}`)}</dd>
            </div>
            <div>
              <dt>{t('countryOrders.details.price')}</dt>
              <dd className="product-details__price">{formatIdr(idrAmount(chosen.price))}</dd>
            </div>
          </dl>
          {chosen.facts ? <ProductFactList facts={chosen.facts} /> : <ItemList product={chosen} />}
          <ValidityNote product={chosen} className="product-details__validity-rule" />
          {chosen.facts && chosen.items.length > 1 && (
            <p className="product-details__note">
              {t('countryOrders.details.included', { items: chosen.items.slice(1).map((item) => item.item_name).join(', ') })}
            </p>
          )}
          {chosen.note && <p className="product-details__note">{chosen.note}</p>}
          <fieldset className="product-details__choices">
            <legend className="product-details__heading" id={groupId}>
              {t('countryOrders.details.items')}
            </legend>
            {options.map((choice) => (
              <label key={choice.product_id} className="product-details__choice">
                <input
                  type="radio"
                  name={groupId}
                  value={choice.product_id}
                  checked={choice.product_id === chosen.product_id}
                  onChange={() => setChosenId(choice.product_id)}
                />
                <span className="product-details__choice-name">{choice.name}</span>
                <strong className="product-details__price">{formatIdr(idrAmount(choice.price))}</strong>
              </label>
            ))}
          </fieldset>
          <div className="product-details__buy">
            <BuyNow product={chosen} options={card} className="k-button k-button--accent" />
          </div>
        </div>
      )}
    </Modal>
  );
}

/** A package stored without its facts: what it holds, item by item, with each validity. */
function ItemList({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  return (
    <ul className="product-details__items">
      {product.items.map((item) => (
        <li key={item.item_id} className="product-details__item">
          <div>
            <strong>{item.item_name}</strong>
            <p>{item.item_desc}</p>
            <span className="product-details__validity">{t('countryOrders.details.validity', { count: item.validity_days })}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
