// An audit entry's change, readable: each changed field with its value before and after. Screen
// readers hear "Before:" and "After:" where the eye sees an arrow.
import { useTranslation } from '../../lib/translate';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface FieldChange {
  name: string | null;
  before: unknown;
  after: unknown;
}

/** The changed fields of two objects, in the order they appear; a value of another kind as one. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (before == null && after == null) return [];
  if ((before == null || isFields(before)) && (after == null || isFields(after))) {
    const was = before ?? {};
    const is = after ?? {};
    const names = [...new Set([...Object.keys(was), ...Object.keys(is)])];
    return names.map((name) => ({ name, before: was[name], after: is[name] }));
  }
  return [{ name: null, before, after }];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const changes = fieldChanges(before, after);
  if (changes.length === 0) return null;
  const shown = (value: unknown): string => {
    if (value === undefined || value === null || value === '') return t('audit.none');
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  const values = (change: FieldChange) =>
    same(change.before, change.after) ? (
      <span>{shown(change.after)}</span>
    ) : (
      <>
        <span className="visually-hidden">{t('audit.before')} </span>
        <span className="audit-before">{shown(change.before)}</span>
        <span aria-hidden="true"> → </span>
        <span className="visually-hidden"> {t('audit.after')} </span>
        <span className="audit-after">{shown(change.after)}</span>
      </>
    );
  const [first] = changes;
  if (changes.length === 1 && first?.name === null)
    return <p className="audit-change">{values(first)}</p>;
  return (
    <dl className="audit-change">
      {changes.map((change) => (
        <div key={change.name}>
          <dt>{change.name}</dt>
          <dd>{values(change)}</dd>
        </div>
      ))}
    </dl>
  );
}
