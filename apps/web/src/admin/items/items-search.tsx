// The items' search: one box for an id, a part number or a name. Its value lives in the page's
// address, so a search can be linked to and the back button undoes it.
import { useId } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/translate';

interface Props {
  q: string;
  onSearch(q: string): void;
}

export function ItemsSearch({ q, onSearch }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(typeof value === 'string' ? value.trim() : '');
  };
  return (
    // Remounted when the address changes, so the box shows the search in force.
    <form
      key={q}
      className="catalog-panel items-search"
      role="search"
      aria-labelledby={`${id}-title`}
      onSubmit={onSubmit}
    >
      <h2 id={`${id}-title`} className="catalog-panel__title">
        {t('items.search.title')}
      </h2>
      <div className="catalog-fields">
        <label className="catalog-field catalog-field--wide">
          <span>{t('items.search.label')}</span>
          <input type="search" name="q" defaultValue={q} autoComplete="off" maxLength={100} />
        </label>
      </div>
      <p className="console-actions">
        <button type="submit" className="console-button">
          {t('items.search.submit')}
        </button>
        {q ? (
          <button
            type="button"
            className="console-button console-button--quiet"
            onClick={() => onSearch('')}
          >
            {t('items.search.clear')}
          </button>
        ) : null}
      </p>
    </form>
  );
}
