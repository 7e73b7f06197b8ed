// Found items (SPEC §2 search results): image, name with description (the cars it fits, outside a
// car's own search, and the part number or old number it was found by) linked to the item,
// ships, price with add-to-cart; name and price sort in the browser, the server's best-first order
// otherwise.
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { carDisplayName, matchedReference } from '@shop/domain';
import type { ItemFit, ItemSearchHit } from '@shop/domain';
import type { DataGridColumn } from '../../../components/ui/data-grid';
import { PriceCell } from '../../../components/item-cells/price-cell';
import { ShipsCell } from '../../../components/item-cells/ships-cell';
import { useCarGroups } from '../../../lib/car-groups';
import { itemPath } from '../../../lib/paths';
import { textCompare } from '../search-query';
import { SearchGrid } from './search-grid';

export const ITEM_IMAGE_SIZE = 64;
const rowKey = (item: ItemSearchHit) => item._id;
/** Cars named on a result's line; the rest are counted. */
const FITS_NAMED = 3;

/** The part number the query found the item by (an old number says so itself, below). */
function MatchedNumber({ item, q }: { item: ItemSearchHit; q: string }) {
  const { t } = useTranslation();
  const number = item.replaces_searched ? null : matchedReference(item.references, q);
  return number ? (
    <span className="search-grid__fits">{t('search.matchedNumber', { number })}</span>
  ) : null;
}

/** Which cars a part fits, by make and model: rows of the same name tell apart on a phone. */
function FitsLine({ fits }: { fits: readonly ItemFit[] }) {
  const { t } = useTranslation();
  const groups = useCarGroups();
  if (fits.length === 0) return null;
  const names = new Map(
    groups.data?.flatMap((g) => g.cars.map((c) => [c.slug, carDisplayName(c)])) ?? [],
  );
  const cars = [...new Set(fits.map((fit) => names.get(fit.car) ?? fit.car))];
  const shown = cars.slice(0, FITS_NAMED).join(', ');
  const more = cars.length - FITS_NAMED;
  return (
    <span className="search-grid__fits">
      {more > 0
        ? t('search.fitsMore', { cars: shown, count: more })
        : t('search.fits', { cars: shown })}
    </span>
  );
}

function useColumns(carSlug: string | null, q: string): DataGridColumn<ItemSearchHit>[] {
  const { t, i18n } = useTranslation();
  const byText = textCompare(i18n.language);
  return [
    {
      id: 'image',
      header: t('search.columns.image'),
      headerHidden: true,
      className: 'search-grid__image',
      cell: (item) => (
        <img
          src={item.image}
          alt=""
          loading="lazy"
          decoding="async"
          width={ITEM_IMAGE_SIZE}
          height={ITEM_IMAGE_SIZE}
        />
      ),
    },
    {
      id: 'name',
      header: t('search.columns.name'),
      sortable: true,
      rowHeader: true,
      className: 'search-grid__name',
      compare: (a, b) => byText(a.name, b.name),
      cell: (item) => (
        <>
          <Link to={itemPath(item._id, carSlug, item.group)}>{item.name}</Link>
          {item.description ? (
            <span className="search-grid__detail">{item.description}</span>
          ) : null}
          {carSlug === null ? <FitsLine fits={item.fits} /> : null}
          <MatchedNumber item={item} q={q} />
          {item.replaces_searched ? (
            <span className="search-grid__replaces">
              {t('search.replaces', { number: item.replaces_searched })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      id: 'ships',
      header: t('search.columns.ships'),
      className: 'search-grid__ships',
      cell: (item) => <ShipsCell item={item} />,
    },
    {
      id: 'price',
      header: t('search.columns.price'),
      sortable: true,
      className: 'search-grid__price',
      compare: (a, b) => a.price - b.price,
      cell: (item) => <PriceCell item={item} carSlug={carSlug} />,
    },
  ];
}

export interface ItemGridProps {
  items: readonly ItemSearchHit[];
  /** The query, whose part number a row shows when it was found by one. */
  q: string;
  /** The car searched within: item links and cart lines carry it. */
  carSlug: string | null;
  caption: string;
}

export function ItemGrid({ items, q, carSlug, caption }: ItemGridProps) {
  const columns = useColumns(carSlug, q);
  return (
    <SearchGrid
      columns={columns}
      rows={items}
      rowKey={rowKey}
      caption={caption}
      className="search-grid--items"
    />
  );
}
