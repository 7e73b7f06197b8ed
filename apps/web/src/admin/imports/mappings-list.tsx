// The saved mappings: each with its kind and its columns (ours ← the supplier's), to edit or delete.
import { useTranslation } from '../../lib/translate';
import type { ImportMapping } from '@shop/domain';
import { KIND_LABELS } from './import-labels';

interface Props {
  mappings: readonly ImportMapping[];
  busy: boolean;
  onEdit(mapping: ImportMapping): void;
  onDelete(mapping: ImportMapping): void;
}

export function MappingsList({ mappings, busy, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  if (mappings.length === 0) return <p>{t('imports.mappings.none')}</p>;
  return (
    <div className="catalog-scroll">
      <table className="catalog-table">
        <caption>{t('imports.mappings.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('imports.mappings.name')}</th>
            <th scope="col">{t('imports.mappings.kind')}</th>
            <th scope="col">{t('imports.mappings.pairs')}</th>
            <th scope="col">{t('imports.mappings.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {mappings.map((mapping) => (
            <tr key={mapping.name}>
              <th scope="row">{mapping.name}</th>
              <td>{t(KIND_LABELS[mapping.kind])}</td>
              <td>
                <ul className="import-pairs">
                  {Object.entries(mapping.columns).map(([ours, theirs]) => (
                    <li key={ours}>{t('imports.mappings.pair', { ours, theirs })}</li>
                  ))}
                </ul>
              </td>
              <td>
                <span className="console-actions">
                  <button
                    type="button"
                    className="console-button console-button--quiet"
                    disabled={busy}
                    aria-label={t('imports.mappings.editNamed', { name: mapping.name })}
                    onClick={() => onEdit(mapping)}
                  >
                    {t('imports.mappings.edit')}
                  </button>
                  <button
                    type="button"
                    className="console-button console-button--quiet"
                    disabled={busy}
                    aria-label={t('imports.mappings.deleteNamed', { name: mapping.name })}
                    onClick={() => onDelete(mapping)}
                  >
                    {t('imports.mappings.delete')}
                  </button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
