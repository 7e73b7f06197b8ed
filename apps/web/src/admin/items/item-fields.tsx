// The item form's pieces: a labelled field with its problem, an admin's price and text fieldsets,
// and the read-only figures and texts staff see.
import { useId } from 'react';
import { useTranslation } from '../../lib/translate';
import type { AdminBrandPrice, AdminItem, Brand, ItemText } from '@shop/domain';
import { formatEuros } from './euros';
import { fieldName, TEXT_LANGUAGES } from './item-patch';
import type { BrandValues, TextLanguage } from './item-patch';

export const BRAND_LABELS: Readonly<Record<Brand, string>> = {
  any: 'items.brands.any',
  oem: 'items.brands.oem',
  genuine: 'items.brands.genuine',
};

export const LANGUAGE_LABELS: Readonly<Record<TextLanguage, string>> = {
  en: 'items.languages.en',
  sv: 'items.languages.sv',
  fi: 'items.languages.fi',
};

const PRICE_LABELS: Readonly<Record<keyof BrandValues, string>> = {
  price: 'items.edit.price',
  watermark: 'items.edit.watermark',
  increment: 'items.edit.increment',
};

interface FieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  /** The text key of what is wrong with the value, if anything. */
  problem?: string | undefined;
  hint?: string | undefined;
  multiline?: boolean;
  inputMode?: 'numeric' | 'decimal';
  maxLength?: number;
  /** For a name or a reason: a line of text rather than a figure. */
  wide?: boolean;
}

export function Field({
  label,
  name,
  value,
  onChange,
  problem,
  hint,
  multiline,
  wide,
  ...rest
}: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].join(' ').trim();
  const common = {
    id,
    name,
    value,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described || undefined,
    autoComplete: 'off',
  };
  return (
    <div className={wide ? 'catalog-field catalog-field--wide' : 'catalog-field'}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          {...common}
          rows={3}
          maxLength={2000}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input type="text" {...common} {...rest} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="console-hint">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="console-error">
          {t(problem)}
        </p>
      ) : null}
    </div>
  );
}

type ProblemOf = (field: string) => string | undefined;

export function BrandFieldset(props: {
  brand: Brand;
  values: BrandValues;
  onChange(key: keyof BrandValues, value: string): void;
  problemOf: ProblemOf;
}) {
  const { t } = useTranslation();
  const { brand, values, onChange, problemOf } = props;
  return (
    <fieldset className="catalog-fieldset">
      <legend>{t(BRAND_LABELS[brand])}</legend>
      <div className="catalog-fields">
        {(['price', 'watermark', 'increment'] as const).map((key) => (
          <Field
            key={key}
            label={t(PRICE_LABELS[key])}
            name={fieldName.price(brand, key)}
            value={values[key]}
            onChange={(value) => onChange(key, value)}
            problem={problemOf(fieldName.price(brand, key))}
            inputMode="decimal"
          />
        ))}
      </div>
    </fieldset>
  );
}

export function TextFieldset(props: {
  language: TextLanguage;
  values: ItemText;
  onChange(key: keyof ItemText, value: string): void;
  problemOf: ProblemOf;
}) {
  const { t } = useTranslation();
  const { language, values, onChange, problemOf } = props;
  return (
    <fieldset className="catalog-fieldset">
      <legend>{t(LANGUAGE_LABELS[language])}</legend>
      {language === 'en' ? null : <p className="console-hint">{t('items.edit.translationHint')}</p>}
      <Field
        label={t('items.edit.name')}
        name={fieldName.text(language, 'name')}
        value={values.name}
        onChange={(value) => onChange('name', value)}
        problem={problemOf(fieldName.text(language, 'name'))}
        maxLength={200}
        wide
      />
      <Field
        label={t('items.edit.description')}
        name={fieldName.text(language, 'description')}
        value={values.description}
        onChange={(value) => onChange('description', value)}
        multiline
      />
    </fieldset>
  );
}

/** The brands' figures as staff see them: read only. */
export function PricesTable({ prices }: { prices: readonly AdminBrandPrice[] }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number | null) =>
    cents === null ? t('items.edit.none') : formatEuros(cents, i18n.language);
  return (
    <table className="catalog-table">
      <caption>{t('items.edit.pricesCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('items.edit.brand')}</th>
          <th scope="col" className="catalog-number">
            {t('items.edit.price')}
          </th>
          <th scope="col" className="catalog-number">
            {t('items.edit.watermark')}
          </th>
          <th scope="col" className="catalog-number">
            {t('items.edit.increment')}
          </th>
        </tr>
      </thead>
      <tbody>
        {prices.map((entry) => (
          <tr key={entry.brand}>
            <th scope="row">{t(BRAND_LABELS[entry.brand])}</th>
            <td className="catalog-number">{money(entry.price)}</td>
            <td className="catalog-number">{money(entry.watermark)}</td>
            <td className="catalog-number">{money(entry.increment)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The texts as staff see them: read only; an untranslated language says so. */
export function TextsList({ texts }: { texts: AdminItem['texts'] }) {
  const { t } = useTranslation();
  return (
    <dl className="catalog-texts">
      {TEXT_LANGUAGES.map((language) => {
        const text = texts[language];
        return (
          <div key={language}>
            <dt>{t(LANGUAGE_LABELS[language])}</dt>
            <dd lang={text ? language : undefined}>
              {text ? (
                <>
                  <strong>{text.name}</strong>
                  {text.description ? <p>{text.description}</p> : null}
                </>
              ) : (
                t('items.edit.untranslated')
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
