// The bulk edit's form: which prices (a search, a group, a car, a brand: at least one), the change
// (a percentage or an amount in euros, up or down) and the rounding rule; "Preview" sends it.
import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../lib/translate';
import { BRANDS, PRICE_ROUNDINGS } from '@shop/domain';
import type { Brand, PriceRounding } from '@shop/domain';
import { BRAND_LABELS, Field } from '../items/item-fields';
import { ROUNDING_LABELS } from './bulk-request';
import type { BulkFormValues, BulkProblem } from './bulk-request';

interface Props {
  values: BulkFormValues;
  onChange(values: BulkFormValues): void;
  /** Sends the form; answers the fields that stand in the way, the first of which gets the focus. */
  onSubmit(): readonly BulkProblem[];
  problems: readonly BulkProblem[];
  busy: boolean;
}

const TYPE_LABELS = { percent: 'prices.type.percent', amount: 'prices.type.amount' } as const;
const DIRECTION_LABELS = { up: 'prices.direction.up', down: 'prices.direction.down' } as const;

function Choices<Value extends string>(props: {
  legend: string;
  name: string;
  value: Value;
  labels: Readonly<Record<Value, string>>;
  onChange(value: Value): void;
}): ReactNode {
  const { t } = useTranslation();
  const options = Object.keys(props.labels) as Value[];
  return (
    <fieldset className="catalog-fieldset">
      <legend>{props.legend}</legend>
      <div className="catalog-choices">
        {options.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={props.name}
              value={option}
              checked={props.value === option}
              onChange={() => props.onChange(option)}
            />{' '}
            {t(props.labels[option])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function BulkForm({ values, onChange, onSubmit, problems, busy }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const problemOf = (field: keyof BulkFormValues) =>
    problems.find((p) => p.field === field)?.message;
  const set = <Key extends keyof BulkFormValues>(key: Key, value: BulkFormValues[Key]) =>
    onChange({ ...values, [key]: value });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [first] = onSubmit();
    const field = first && event.currentTarget.elements.namedItem(first.field);
    if (field instanceof HTMLElement) field.focus();
  };
  return (
    <form className="bulk-form" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('prices.formTitle')}
      </h2>
      <fieldset className="catalog-panel">
        <legend className="catalog-panel__title">{t('prices.selection.legend')}</legend>
        <p className="console-hint">{t('prices.selection.hint')}</p>
        <div className="catalog-fields">
          <Field
            label={t('prices.selection.q')}
            name="q"
            value={values.q}
            onChange={(value) => set('q', value)}
            problem={problemOf('q')}
            maxLength={100}
            wide
          />
          <Field
            label={t('prices.selection.group')}
            name="group"
            value={values.group}
            onChange={(value) => set('group', value)}
            problem={problemOf('group')}
            hint={t('prices.selection.groupHint')}
            maxLength={64}
          />
          <Field
            label={t('prices.selection.car')}
            name="car"
            value={values.car}
            onChange={(value) => set('car', value)}
            problem={problemOf('car')}
            hint={t('prices.selection.carHint')}
            maxLength={64}
          />
          <div className="catalog-field">
            <label htmlFor={`${id}-brand`}>{t('prices.selection.brand')}</label>
            <select
              id={`${id}-brand`}
              name="brand"
              value={values.brand}
              onChange={(e) => set('brand', e.target.value as Brand | '')}
            >
              <option value="">{t('prices.selection.allBrands')}</option>
              {BRANDS.map((brand) => (
                <option key={brand} value={brand}>
                  {t(BRAND_LABELS[brand])}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>

      <fieldset className="catalog-panel">
        <legend className="catalog-panel__title">{t('prices.change.legend')}</legend>
        <div className="catalog-fields">
          <Choices
            legend={t('prices.change.type')}
            name="type"
            value={values.type}
            labels={TYPE_LABELS}
            onChange={(value) => set('type', value)}
          />
          <Choices
            legend={t('prices.change.direction')}
            name="direction"
            value={values.direction}
            labels={DIRECTION_LABELS}
            onChange={(value) => set('direction', value)}
          />
          <Field
            label={
              values.type === 'percent' ? t('prices.change.percent') : t('prices.change.amount')
            }
            name="size"
            value={values.size}
            onChange={(value) => set('size', value)}
            problem={problemOf('size')}
            inputMode="decimal"
          />
          <div className="catalog-field">
            <label htmlFor={`${id}-rounding`}>{t('prices.change.rounding')}</label>
            <select
              id={`${id}-rounding`}
              name="rounding"
              value={values.rounding}
              onChange={(e) => set('rounding', e.target.value as PriceRounding)}
            >
              {PRICE_ROUNDINGS.map((rounding) => (
                <option key={rounding} value={rounding}>
                  {t(ROUNDING_LABELS[rounding])}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="console-actions">
          <button type="submit" className="console-button" disabled={busy}>
            {t('prices.preview')}
          </button>
        </p>
      </fieldset>
    </form>
  );
}
