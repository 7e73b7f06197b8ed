// The order list's filters: a search (number, email or name), state, days, country, payment and
// flag. They live in the page's address, so a filtered list can be linked to and Back undoes one.
import { useId } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/translate';
import { ORDER_FILTER_NAMES, useShopOptions } from './orders-api';
import type { OrderFilters } from './orders-api';
import { ORDER_STATUSES, STATUS_LABELS, countryName } from './order-labels';

/** The filters of an address's query or of the submitted form: the fields that are not empty. */
export function orderFiltersOf(source: { get(name: string): unknown }): OrderFilters {
  const filters: OrderFilters = {};
  for (const name of ORDER_FILTER_NAMES) {
    const value = source.get(name);
    if (typeof value === 'string' && value.trim()) filters[name] = value.trim();
  }
  return filters;
}

function statesLabel(state: string | undefined, t: (key: string) => string): string | null {
  const states = state?.split(',') ?? [];
  if (states.length < 2) return null;
  const known = ORDER_STATUSES.filter((status) => states.includes(status));
  return known.map((status) => t(STATUS_LABELS[status])).join(', ');
}

interface Props {
  filters: OrderFilters;
  onChange(filters: OrderFilters): void;
}

export function OrderFiltersForm({ filters, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const options = useShopOptions();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(orderFiltersOf(new FormData(event.currentTarget)));
  };
  const countries = options.data?.countries ?? [];
  // A linked list of several states (the overview's "to ship") keeps them as one choice.
  const several = statesLabel(filters.state, t);
  const payments = options.data?.payments ?? [];
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
        {t('orders.filters.legend')}
      </h2>
      <div className="audit-filters__fields">
        <label>
          <span>{t('orders.filters.q')}</span>
          <input name="q" type="search" defaultValue={filters.q ?? ''} autoComplete="off" />
        </label>
        <label>
          <span>{t('orders.filters.state')}</span>
          <select name="state" defaultValue={filters.state ?? ''}>
            <option value="">{t('orders.filters.any')}</option>
            {several ? <option value={filters.state}>{several}</option> : null}
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_LABELS[status])}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('orders.filters.from')}</span>
          <input name="from" type="date" defaultValue={filters.from ?? ''} />
        </label>
        <label>
          <span>{t('orders.filters.to')}</span>
          <input name="to" type="date" defaultValue={filters.to ?? ''} />
        </label>
        <label>
          <span>{t('orders.filters.country')}</span>
          {/* Remounted alone when the options arrive: the rest of the form keeps what was typed. */}
          <select
            key={String(options.isSuccess)}
            name="country"
            defaultValue={filters.country ?? ''}
          >
            <option value="">{t('orders.filters.any')}</option>
            {countries.map((country) => (
              <option key={country.slug} value={country.slug}>
                {countryName(country.slug, i18n.language)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('orders.filters.payment')}</span>
          <select
            key={String(options.isSuccess)}
            name="payment"
            defaultValue={filters.payment ?? ''}
          >
            <option value="">{t('orders.filters.any')}</option>
            {payments.map((payment) => (
              <option key={payment.slug} value={payment.slug}>
                {payment.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('orders.filters.flagged')}</span>
          <select name="flagged" defaultValue={filters.flagged ?? ''}>
            <option value="">{t('orders.filters.any')}</option>
            <option value="true">{t('orders.filters.flaggedOnly')}</option>
            <option value="false">{t('orders.filters.unflagged')}</option>
          </select>
        </label>
      </div>
      <p className="console-actions">
        <button type="submit" className="console-button">
          {t('orders.filters.apply')}
        </button>
        <button
          type="button"
          className="console-button console-button--quiet"
          onClick={() => onChange({})}
        >
          {t('orders.filters.clear')}
        </button>
      </p>
    </form>
  );
}
