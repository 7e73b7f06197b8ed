// The car page's item grid: one page of a group's items (or the latest updates), sortable and paged.
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { ITEMS_PAGE_SIZE } from '@shop/domain';
import type { Item, ItemSort } from '@shop/domain';
import { DataGrid } from '../../../components/ui/data-grid';
import type { GridSort } from '../../../components/ui/data-grid';
import { LoadError } from '../../../components/ui/load-error';
import { NotFound } from '../../../components/ui/not-found';
import { Spinner } from '../../../components/ui/spinner';
import { useItems } from '../api';
import { isNotFound } from '../../../lib/http';
import { fromGridSort, toGridSort } from '../hooks/use-item-sort';
import { carPath } from '../../../lib/paths';
import { useItemColumns } from './item-columns';
import { Pager } from './pager';
import './item-list.css';

export interface ItemListProps {
  carSlug: string;
  /** The item group, or null for the car's latest updates. */
  groupSlug: string | null;
  /** Accessible name of the grid, e.g. the group's name. */
  title: string;
  page: number;
  /** The URL's sort, or null for the server's default order. */
  sort: ItemSort | null;
  /** Shows the range and page links; the latest updates show their first page only. */
  paged?: boolean;
}

const rowKey = (item: Item) => item._id;

export function ItemList({ carSlug, groupSlug, title, page, sort, paged = true }: ItemListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = useItemColumns(carSlug, groupSlug);
  // A group's list is sorted by name unless the URL says otherwise (SPEC §2).
  const effectiveSort = sort ?? (groupSlug ? 'name' : null);
  const query = useItems(carSlug, groupSlug, page, effectiveSort);

  if (query.isPending) return <Spinner />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFound message={query.error.message} />;
    return (
      <LoadError
        className="item-list__error"
        message={t('catalog.loadError')}
        retryLabel={t('catalog.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const { items, count } = query.data;
  const pageSize = query.data.pageSize || ITEMS_PAGE_SIZE;
  const shownPage = query.data.page;
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const from = count === 0 ? 0 : (shownPage - 1) * pageSize + 1;
  const to = Math.min(count, from + items.length - 1);
  const href = (p: number) => carPath(carSlug, groupSlug, { page: p, sort });

  const onSortChange = (next: GridSort) => {
    const nextSort = fromGridSort(next);
    // A new order starts again at its first page.
    if (nextSort) void navigate(carPath(carSlug, groupSlug, { sort: nextSort }));
  };

  return (
    <section className="item-list" aria-label={title}>
      <DataGrid
        columns={columns}
        rows={items}
        rowKey={rowKey}
        caption={title}
        captionHidden
        sort={toGridSort(effectiveSort)}
        onSortChange={onSortChange}
        busy={query.isPlaceholderData}
        empty={page > 1 ? t('catalog.emptyPage') : t('catalog.empty')}
        className="item-list__grid"
      />
      {paged && items.length > 0 ? (
        <p className="item-list__range">{t('catalog.range', { from, to, count })}</p>
      ) : null}
      {paged ? <Pager page={shownPage} pageCount={pageCount} href={href} /> : null}
    </section>
  );
}
