// Columns of the item list grid (SPEC §2): image, name with description, ships, price.
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import type { Item } from '@shop/domain';
import type { DataGridColumn } from '../../../components/ui/data-grid';
import { itemPath } from '../../../lib/paths';
import { PriceCell } from '../../../components/item-cells/price-cell';
import { ShipsCell } from '../../../components/item-cells/ships-cell';

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
