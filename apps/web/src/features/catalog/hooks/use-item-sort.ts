// The item list's sort, kept in the URL (?sort=name|-name|price|-price) so reload and back keep it.
import { useSearchParams } from 'react-router';
import { ITEM_SORTS } from '@shop/domain';
import type { ItemSort } from '@shop/domain';
import type { GridSort } from '../../../components/ui/data-grid';

export function parseItemSort(value: string | null): ItemSort | null {
  return (ITEM_SORTS as readonly string[]).includes(value ?? '') ? (value as ItemSort) : null;
}

export function toGridSort(sort: ItemSort | null): GridSort | null {
  if (!sort) return null;
  const desc = sort.startsWith('-');
  return { column: desc ? sort.slice(1) : sort, direction: desc ? 'desc' : 'asc' };
}

export function fromGridSort(sort: GridSort): ItemSort | null {
  const value = sort.direction === 'desc' ? `-${sort.column}` : sort.column;
  return parseItemSort(value);
}

/** The sort named in the URL, or null when absent or not one of the four. */
export function useItemSort(): ItemSort | null {
  const [params] = useSearchParams();
  return parseItemSort(params.get('sort'));
}
