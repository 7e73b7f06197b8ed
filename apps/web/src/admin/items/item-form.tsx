// An item's form: stock for everyone; prices per brand, watermarks, increments and texts in en, sv
// and fi for an admin (staff see them read only); a reason for the audit log. Only changed fields
// are sent; the answer is what the form then shows.
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/translate';
import type { AdminItem, Brand, ItemText } from '@shop/domain';
import { useStaff } from '../layout/staff-context';
import { useItemEdit } from './items-api';
import { BrandFieldset, Field, PricesTable, TextFieldset, TextsList } from './item-fields';
import { patchOf, TEXT_LANGUAGES, valuesOf } from './item-patch';
import type { BrandValues, FieldProblem, ItemFormValues, TextLanguage } from './item-patch';
import { focusOnMount, serverMessage } from '../lib/server-message';

type Outcome =
  | { kind: 'saved'; n: number }
  | { kind: 'unchanged'; n: number }
  | { kind: 'failed'; n: number; message: string };

export function ItemForm({ item }: { item: AdminItem }) {
  const { t, i18n } = useTranslation();
  const isAdmin = useStaff().role === 'admin';
  const edit = useItemEdit(item._id);
  const form = useRef<HTMLFormElement>(null);
  // The item the form started from: what a change is measured against.
  const [base, setBase] = useState(item);
  const [values, setValues] = useState(() => valuesOf(item, i18n.language));
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Each outcome is a new message element, so it takes the focus and is read out.
  const n = (outcome?.n ?? 0) + 1;

  const problemOf = (field: string) => problems.find((p) => p.field === field)?.message;
  const update = (change: (current: ItemFormValues) => ItemFormValues) => setValues(change);
  const setPrice = (brand: Brand, key: keyof BrandValues, value: string) =>
    update((v) => ({
      ...v,
      prices: { ...v.prices, [brand]: { ...v.prices[brand]!, [key]: value } },
    }));
  const setText = (language: TextLanguage, key: keyof ItemText, value: string) =>
    update((v) => ({
      ...v,
      texts: { ...v.texts, [language]: { ...v.texts[language], [key]: value } },
    }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (edit.isPending) return;
    const { patch, problems: found } = patchOf(base, values, isAdmin);
    setProblems(found);
    const [first] = found;
    if (first) {
      setOutcome(null);
      const field = form.current?.elements.namedItem(first.field);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    if (Object.keys(patch).length === 0) {
      setOutcome({ kind: 'unchanged', n });
      return;
    }
    edit.mutate(patch, {
      onSuccess: (saved) => {
        setBase(saved);
        setValues(valuesOf(saved, i18n.language));
        setOutcome({ kind: 'saved', n });
      },
      onError: (error) =>
        setOutcome({
          kind: 'failed',
          n,
          message: serverMessage(error) ?? t('items.edit.saveError'),
        }),
    });
  };

  return (
    <form ref={form} className="item-form" noValidate onSubmit={onSubmit}>
      <section className="catalog-panel" aria-labelledby="item-stock">
        <h2 id="item-stock" className="catalog-panel__title">
          {t('items.edit.stockTitle')}
        </h2>
        <Field
          label={t('items.edit.stock')}
          name="stock"
          value={values.stock}
          onChange={(stock) => update((v) => ({ ...v, stock }))}
          problem={problemOf('stock')}
          inputMode="numeric"
        />
      </section>

      <section className="catalog-panel" aria-labelledby="item-prices">
        <h2 id="item-prices" className="catalog-panel__title">
          {t('items.edit.pricesTitle')}
        </h2>
        {isAdmin ? (
          <>
            <p className="console-hint">{t('items.edit.pricesHint')}</p>
            {base.prices.map(({ brand }) => (
              <BrandFieldset
                key={brand}
                brand={brand}
                values={values.prices[brand]!}
                onChange={(key, value) => setPrice(brand, key, value)}
                problemOf={problemOf}
              />
            ))}
          </>
        ) : (
          <>
            <p className="console-hint">{t('items.edit.adminOnly')}</p>
            <PricesTable prices={base.prices} />
          </>
        )}
      </section>

      <section className="catalog-panel" aria-labelledby="item-texts">
        <h2 id="item-texts" className="catalog-panel__title">
          {t('items.edit.textsTitle')}
        </h2>
        {isAdmin ? (
          TEXT_LANGUAGES.map((language) => (
            <TextFieldset
              key={language}
              language={language}
              values={values.texts[language]}
              onChange={(key, value) => setText(language, key, value)}
              problemOf={problemOf}
            />
          ))
        ) : (
          <TextsList texts={base.texts} />
        )}
      </section>

      <div className="catalog-panel">
        <Field
          label={t('items.edit.reason')}
          name="reason"
          value={values.reason}
          onChange={(reason) => update((v) => ({ ...v, reason }))}
          hint={t('items.edit.reasonHint')}
          maxLength={500}
          wide
        />
        <p className="console-actions">
          <button type="submit" className="console-button" disabled={edit.isPending}>
            {edit.isPending ? t('items.edit.saving') : t('items.edit.save')}
          </button>
        </p>
        {problems.length ? (
          <p role="alert" className="console-error">
            {t('items.edit.problems', { count: problems.length })}
          </p>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <p
            key={outcome.n}
            role="alert"
            className="console-error"
            tabIndex={-1}
            ref={focusOnMount}
          >
            {outcome.message}
          </p>
        ) : null}
        {outcome && outcome.kind !== 'failed' ? (
          <p
            key={outcome.n}
            role="status"
            className="console-notice"
            tabIndex={-1}
            ref={focusOnMount}
          >
            {outcome.kind === 'saved' ? t('items.edit.saved') : t('items.edit.unchanged')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
