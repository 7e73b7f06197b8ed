// Columns of the item list grid (SPEC §2): image, name with description, ships, price.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { showFee } from '@shop/domain';
import type { Item } from '@shop/domain';
import type { DataGridColumn } from '../../../components/ui/data-grid';
import { Price } from '../../../components/ui/price';
import { ShippingEstimate } from '../../../components/ui/shipping-estimate';
import { StockShield } from '../../../components/ui/stock-shield';
import { Tooltip } from '../../../components/ui/tooltip';
import { AddToCart } from '../../cart';
import { useArrival } from '../hooks/use-arrival';
import { defaultBrand } from '../item-offer';
import { itemPath } from '../paths';

export const ITEM_IMAGE_SIZE = 64;

export function useItemColumns(carSlug: string, groupSlug: string | null): DataGridColumn<Item>[] {
  const { t } = useTranslation();
  return [
    {
      id: 'image',
      header: t('catalog.columns.image'),
      headerHidden: true,
      className: 'item-list__image',
      cell: (item) => (
        <img
          src={item.image}
          alt={item.name}
          loading="lazy"
          decoding="async"
          width={ITEM_IMAGE_SIZE}
          height={ITEM_IMAGE_SIZE}
        />
      ),
    },
    {
      id: 'name',
      header: t('catalog.columns.name'),
      sortable: true,
      rowHeader: true,
      className: 'item-list__name',
      cell: (item) => (
        <>
          <Link to={itemPath(item._id, carSlug, groupSlug ?? item.group)}>{item.name}</Link>
          {item.description ? (
            <span className="item-list__description">{item.description}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'ships',
      header: t('catalog.columns.ships'),
      className: 'item-list__ships',
      cell: (item) => <ShipsCell item={item} />,
    },
    {
      id: 'price',
      header: t('catalog.columns.price'),
      sortable: true,
      className: 'item-list__price',
      cell: (item) => <PriceCell item={item} carSlug={carSlug} />,
    },
  ];
}

/** Stock shield and shipping estimate of an item's default offer (item rows, diagram entries). */
export function ShipsCell({ item }: { item: Item }) {
  const arrival = useArrival(item, defaultBrand(item), 1);
  return (
    <span className="item-list__ships-icons">
      <StockShield quantity={item.stock.quantity} />
      <ShippingEstimate days={arrival.days} arrival={arrival.date} />
    </span>
  );
}

/** Price (brand, fee) and a compact add-to-cart for `carSlug`, if any (item, diagram, search rows). */
export function PriceCell({ item, carSlug }: { item: Item; carSlug: string | null }) {
  const { t } = useTranslation();
  const brand = defaultBrand(item);
  return (
    <div className="item-list__offer">
      <div className="item-list__amounts">
        <Price cents={item.price} className="item-list__amount" />
        {item.brand !== 'any' ? (
          <span className="item-list__brand">{t(`catalog.brand.${item.brand}`)}</span>
        ) : null}
        {showFee(item.fee, 1) ? <Fee cents={item.fee} /> : null}
      </div>
      <AddToCart itemId={item._id} brand={brand} car={carSlug} compact />
    </div>
  );
}

/** '+fee' with a help tooltip explaining it (SPEC §9). */
export function Fee({ cents }: { cents: number }) {
  const { t } = useTranslation();
  return (
    <span className="item-fee">
      <span>
        +<Price cents={cents} />
      </span>
      <Tooltip content={t('catalog.fee.help')} label={t('catalog.fee.label')}>
        <span className="item-fee__help" aria-hidden="true">
          ?
        </span>
      </Tooltip>
    </span>
  );
}
