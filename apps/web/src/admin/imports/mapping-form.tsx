// The mapping editor: a name, the kind of rows, then for each of that kind's columns (ours, as the
// format names them) an optional field for the supplier's column; "Save" stores it under the name.
import { useId } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/translate';
import { IMPORT_KINDS, KIND_COLUMNS } from '@shop/domain';
import type { ImportKind } from '@shop/domain';
import { Field } from '../items/item-fields';
import { KIND_LABELS } from './import-labels';
import { SUPPLIER_COLUMN_MAX } from './mapping-draft';
import type { MappingProblem, MappingValues } from './mapping-draft';

interface Props {
  values: MappingValues;
  onChange(values: MappingValues): void;
  /** Saves the form; answers what stands in the way, the first of which gets the focus. */
  onSubmit(): readonly MappingProblem[];
  problems: readonly MappingProblem[];
  busy: boolean;
  headingId: string;
}

const columnField = (ours: string) => `column-${ours}`;

export function MappingForm({ values, onChange, onSubmit, problems, busy, headingId }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { required, all } = KIND_COLUMNS[values.kind];
  const problemOf = (field: MappingProblem['field']) =>
    problems.find((p) => p.field === field)?.message;
  const columnsProblem = problemOf('columns');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [first] = onSubmit();
    if (!first) return;
    const name = first.field === 'name' ? 'name' : columnField(all[0] ?? '');
    const field = event.currentTarget.elements.namedItem(name);
    if (field instanceof HTMLElement) field.focus();
  };
  const setColumn = (ours: string, theirs: string) =>
    onChange({ ...values, columns: { ...values.columns, [ours]: theirs } });

  return (
    <form noValidate aria-labelledby={headingId} onSubmit={submit}>
      <div className="catalog-fields">
        <Field
          label={t('imports.mappings.name')}
          name="name"
          value={values.name}
          onChange={(name) => onChange({ ...values, name })}
          problem={problemOf('name')}
          hint={t('imports.mappings.nameHint')}
          maxLength={60}
        />
        <div className="catalog-field">
          <label htmlFor={`${id}-kind`}>{t('imports.mappings.kind')}</label>
          <select
            id={`${id}-kind`}
            name="kind"
            value={values.kind}
            onChange={(e) => onChange({ ...values, kind: e.target.value as ImportKind })}
          >
            {IMPORT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(KIND_LABELS[kind])}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset
        className="catalog-fieldset"
        aria-describedby={columnsProblem ? `${id}-hint ${id}-problem` : `${id}-hint`}
      >
        <legend>{t('imports.mappings.columns', { kind: t(KIND_LABELS[values.kind]) })}</legend>
        <p id={`${id}-hint`} className="console-hint">
          {t('imports.mappings.columnsHint')}
        </p>
        {columnsProblem ? (
          <p id={`${id}-problem`} className="console-error">
            {t(columnsProblem)}
          </p>
        ) : null}
        <div className="catalog-fields import-columns">
          {all.map((ours) => (
            <Field
              key={`${values.kind}-${ours}`}
              label={
                required.includes(ours) ? t('imports.mappings.required', { column: ours }) : ours
              }
              name={columnField(ours)}
              value={values.columns[ours] ?? ''}
              onChange={(theirs) => setColumn(ours, theirs)}
              maxLength={SUPPLIER_COLUMN_MAX}
            />
          ))}
        </div>
      </fieldset>
      <p className="console-actions">
        <button type="submit" className="console-button" disabled={busy}>
          {busy ? t('imports.mappings.saving') : t('imports.mappings.save')}
        </button>
      </p>
    </form>
  );
}
