import { formatIdr } from '@kelana/runtime';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { idrAmount, type Product, type ProductFacts } from '@/features/orders/products';
import { useSoldOut } from '@/features/orders/use-stock';
import { validityText } from '@/features/orders/validity';

/** How the cards of one page look and where their buy-now goes. */
export interface CardOptions {
  /** Flag or emblem drawn beside the name. */
  emblem: ReactNode;
  checkoutHref: (product: Product) => string;
  /** Navigation state carried by buy now (the country page passes its country code). */
  linkState?: Record<string, string>;
  /** A small type label, for pages that mix types in one grid. */
  showType?: boolean;
}

interface ProductCardProps {
  product: Product;
  options: CardOptions;
  onDetails: (product: Product) => void;
}

/** One package: flag or emblem, name, starting price, see details, and buy now. */
export function ProductCard({ product, options, onDetails }: ProductCardProps) {
  const { t } = useTranslation('catalog');
  return (
    <article className="product-card" aria-labelledby={`product-${product.product_id}`}>
      <div className="product-card__head">
        {options.emblem}
        <div>
          {options.showType && <p className="product-card__type">{t(`countryOrders.types.${product.type}`)}</p>}
          <h3 className="product-card__name" id={`product-${product.product_id}`}>
            {product.name}
          </h3>
        </div>
      </div>
      {product.facts && <ProductFactList facts={product.facts} />}
      <ValidityNote product={product} />
      <p className="product-card__price">
        <span>{t('card.startFromLabel')}</span>
        <strong>{formatIdr(idrAmount(product.price))}</strong>
      </p>
      <div className="product-card__actions">
        <button type="button" className="k-button k-button--secondary k-button--sm" onClick={() => onDetails(product)}>
          {t('card.seeDetails')}
        </button>
        <BuyNow product={product} options={options} className="k-button k-button--accent k-button--sm" />
      </div>
    </article>
  );
}

/** Buy now for a product, or "sold out" when the store has none of its kind left (the server holds one per order). */
export function BuyNow({ product, options, className }: { product: Product; options: CardOptions; className: string }) {
  const { t } = useTranslation('catalog');
  if (useSoldOut(product.type)) {
    return (
      <p className="product-card__sold-out" role="status">
        {t('card.soldOut')}
      </p>
    );
  }
  return (
    <Link className={className} to={options.checkoutHref(product)} state={options.linkState}>
      {t('card.buyNow')}
    </Link>
  );
}

/** Data, days, network, hotspot and operators: what travellers compare between two cards. */
export function ProductFactList({ facts }: { facts: ProductFacts }) {
  const { t } = useTranslation('catalog');
  const items = [
    facts.unlimited ? t('card.facts.unlimited') : facts.data_gb ? t('card.facts.data', { gb: facts.data_gb }) : null,
    facts.validity_days ? t('card.facts.days', { count: facts.validity_days }) : null,
    facts.network || null,
    facts.hotspot ? t('card.facts.hotspot') : null,
  ].filter((item): item is string => Boolean(item));
  return (
    <>
      <ul className="product-card__facts" aria-label={t('card.facts.label')}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {facts.operators.length > 0 && <p className="product-card__operators">{t('card.facts.operators', { names: facts.operators.join(', ') })}</p>}
    </>
  );
}

/** When the plan's days start (never at purchase) and the deadline to install it or activate the card. */
export function ValidityNote({ product, className = 'product-card__validity' }: { product: Product; className?: string }) {
  const { t } = useTranslation('catalog');
  const validity = validityText(product);
  if (!validity) return null;
  return (
    <p className={className}>
      <span>{t(validity.key, { count: validity.count })}</span>
      {validity.deadlineKey && <span>{t(validity.deadlineKey, { count: validity.deadlineDays })}</span>}
    </p>
  );
}
