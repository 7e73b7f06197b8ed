// A bulk edit's changes: each item and brand with its price before and after. A very long preview
// lists its first rows only; the count above it says how many there are in all.
import { useTranslation } from '../../lib/translate';
import type { BulkPricePreview } from '@shop/domain';
import { formatEuros } from '../items/euros';
import { BRAND_LABELS } from '../items/item-fields';

/** Enough rows to check an edit by eye, few enough for the page to stay quick. */
export const PREVIEW_ROWS = 500;

export function PreviewTable({ changes }: { changes: BulkPricePreview['changes'] }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatEuros(cents, i18n.language);
  return (
    <>
      <div className="catalog-scroll">
        <table className="catalog-table">
          <caption>{t('prices.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('prices.table.item')}</th>
              <th scope="col">{t('prices.table.name')}</th>
              <th scope="col">{t('prices.table.brand')}</th>
              <th scope="col" className="catalog-number">
                {t('prices.table.old')}
              </th>
              <th scope="col" className="catalog-number">
                {t('prices.table.new')}
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.slice(0, PREVIEW_ROWS).map((change) => (
              <tr key={`${change.item}-${change.brand}`}>
                <td>
                  <code>{change.item}</code>
                </td>
                <td>{change.name}</td>
                <td>{t(BRAND_LABELS[change.brand])}</td>
                <td className="catalog-number">{money(change.old)}</td>
                <td className="catalog-number">{money(change.new)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {changes.length > PREVIEW_ROWS ? (
        <p className="catalog-count">
          {t('prices.table.firstRows', { shown: PREVIEW_ROWS, total: changes.length })}
        </p>
      ) : null}
    </>
  );
}
