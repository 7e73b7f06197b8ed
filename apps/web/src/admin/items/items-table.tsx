// The items found, by id: each row links to the item's page. After "load more" the focus goes to
// the first new row, so the keyboard goes on where reading does.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/translate';
import { Link } from 'react-router';
import type { AdminItemSummary } from '@shop/domain';
import { formatEuros } from './euros';

interface Props {
  items: readonly AdminItemSummary[];
  caption: string;
  /** The row to focus once it is there (the first of a page just asked for), or null. */
  focusRow: number | null;
  onFocused(): void;
  /** Where the item pages' "back" link returns: this search. */
  back: string;
}

export function ItemsTable({ items, caption, focusRow, onFocused, back }: Props) {
  const { t, i18n } = useTranslation();
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);

  useEffect(() => {
    if (focusRow === null || focusRow >= items.length) return;
    rows.current[focusRow]?.focus();
    onFocused();
  }, [focusRow, items.length, onFocused]);

  return (
    <div className="catalog-scroll">
      <table className="catalog-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('items.columns.id')}</th>
            <th scope="col">{t('items.columns.name')}</th>
            <th scope="col">{t('items.columns.group')}</th>
            <th scope="col">{t('items.columns.references')}</th>
            <th scope="col" className="catalog-number">
              {t('items.columns.price')}
            </th>
            <th scope="col" className="catalog-number">
              {t('items.columns.stock')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr
              key={item._id}
              tabIndex={-1}
              ref={(row) => {
                rows.current[index] = row;
              }}
            >
              <td>
                <code>{item._id}</code>
              </td>
              <th scope="row">
                <Link to={`/items/${item._id}`} state={{ back }}>
                  {item.name}
                </Link>
              </th>
              <td>{item.group}</td>
              <td>{item.references.join(', ')}</td>
              <td className="catalog-number">{formatEuros(item.price, i18n.language)}</td>
              <td className="catalog-number">{item.stock.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
