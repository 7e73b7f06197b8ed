// One typed number of the settings: its label (hidden in a table, where the row and column say it),
// and its problem tied to the input, so a screen reader hears why it was refused.
import { useTranslation } from '../../lib/translate';
import { PROBLEM_TEXTS } from './settings-draft';
import type { FieldProblem } from './settings-draft';

interface Props {
  id: string;
  label: string;
  value: string;
  problem: FieldProblem | undefined;
  /** The id of a text saying how to write the number, if any. */
  hintId?: string;
  onChange(value: string): void;
}

export function DecimalField({ id, label, value, problem, hintId, onChange }: Props) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const describedBy = [hintId, problem ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className="settings-field">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        size={10}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <p id={errorId} className="console-error">
          {t(PROBLEM_TEXTS[problem])}
        </p>
      ) : null}
    </div>
  );
}
