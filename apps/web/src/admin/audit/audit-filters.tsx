// The audit log's filters: a person (email or id), and a subject by type and id. They live in the
// page's address, so a filtered log can be linked to and the back button undoes a filter.
import { useId } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/translate';
import type { AuditFilters } from '../lib/console-api';
import { SUBJECTS, SUBJECT_LABELS } from './subjects';

export const FILTER_NAMES = ['actor', 'subjectType', 'subjectId'] as const;

/** The filters of an address's query or of the submitted form: the fields that are not empty. */
export function filtersOf(source: { get(name: string): unknown }): AuditFilters {
  const filters: AuditFilters = {};
  for (const name of FILTER_NAMES) {
    const value = source.get(name);
    if (typeof value === 'string' && value.trim()) filters[name] = value.trim();
  }
  return filters;
}

interface Props {
  filters: AuditFilters;
  onChange(filters: AuditFilters): void;
}

export function AuditFiltersForm({ filters, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(filtersOf(new FormData(event.currentTarget)));
  };
  return (
    // Remounted when the address changes, so the fields show the filters in force.
    <form
      key={JSON.stringify(filters)}
      className="audit-filters"
      role="search"
      aria-labelledby={`${id}-legend`}
      onSubmit={onSubmit}
    >
      <h2 id={`${id}-legend`} className="audit-filters__title">
        {t('audit.filters.legend')}
      </h2>
      <div className="audit-filters__fields">
        <label>
          <span>{t('audit.filters.actor')}</span>
          <input name="actor" defaultValue={filters.actor ?? ''} autoComplete="off" />
        </label>
        <label>
          <span>{t('audit.filters.subjectType')}</span>
          <select name="subjectType" defaultValue={filters.subjectType ?? ''}>
            <option value="">{t('audit.filters.anyType')}</option>
            {SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(SUBJECT_LABELS[subject])}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('audit.filters.subjectId')}</span>
          <input name="subjectId" defaultValue={filters.subjectId ?? ''} autoComplete="off" />
        </label>
      </div>
      <p className="console-actions">
        <button type="submit" className="console-button">
          {t('audit.filters.apply')}
        </button>
        <button
          type="button"
          className="console-button console-button--quiet"
          onClick={() => onChange({})}
        >
          {t('audit.filters.clear')}
        </button>
      </p>
    </form>
  );
}
