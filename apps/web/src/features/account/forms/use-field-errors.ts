// Field errors of an account form: all shown at a submit, each hidden again as its field is typed in.
import { useState } from 'react';
import { useTranslation } from '../../../lib/translate';
import { fieldErrorText } from '../../../components/form/field-error-text';
import type { FieldErrors } from '../../../components/form/text-field';

const NONE: FieldErrors = new Map();

export interface FieldErrorState {
  /** The worded error of a field: "Password is too short: at least 5 characters". */
  errorOf(path: string, label: string): string | undefined;
  show(errors: FieldErrors | null): void;
  clear(path: string): void;
  /** The first field with an error, to move the focus to. */
  first(): string | undefined;
}

/**
 * `minLengths`: the fewest characters of some fields (a password, a name), which their "too short"
 * error tells.
 */
export function useFieldErrors(minLengths: Readonly<Record<string, number>> = {}): FieldErrorState {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>(NONE);
  return {
    errorOf: (path, label) => {
      const key = errors.get(path);
      return key ? fieldErrorText(t, key, path, label, minLengths[path]) : undefined;
    },
    show: (next) => setErrors(next ?? NONE),
    clear: (path) =>
      setErrors((current) => {
        if (!current.has(path)) return current;
        const next = new Map(current);
        next.delete(path);
        return next;
      }),
    first: () => errors.keys().next().value,
  };
}
