// What every account form shares: its fields' errors from the domain's schema, the error text of a
// failed call (the server's message, else the error's own, SPEC §8), and a submit that tracks both.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validationErrorKey } from '@shop/domain';
import type { ValidationErrorKey } from '@shop/domain';
import type { TFunction } from 'i18next';
import type { FieldErrors } from '../../../components/form/text-field';
import { LoginDataError } from '../../../lib/session';

interface SafeParser<T> {
  safeParse(input: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: { path: PropertyKey[]; message: string; code: string }[] };
      };
}

/** The parsed value, or each field's first error key. */
export function parseForm<T>(
  schema: SafeParser<T>,
  values: unknown,
): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors = new Map<string, ValidationErrorKey>();
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!errors.has(path)) errors.set(path, validationErrorKey(issue));
  }
  return { data: null, errors };
}

/** A failed call in words: a login answer without its data, else the error's own message. */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof LoginDataError) return t('account.errors.missingResponse');
  if (error instanceof Error && error.message) return error.message;
  return t('account.errors.unknown');
}

export interface FormState {
  pending: boolean;
  /** The error text shown in the form's alert, or null. */
  error: string | null;
  setError(text: string | null): void;
  /** Handles a submit: no page load, `action` once at a time, its failure worded. */
  submit(event: FormEvent, action: () => Promise<void> | void): void;
}

export function useFormState(): FormState {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    pending,
    error,
    setError,
    submit: (event, action) => {
      event.preventDefault();
      if (pending) return;
      setError(null);
      setPending(true);
      Promise.resolve()
        .then(action)
        .catch((failure: unknown) => setError(errorText(failure, t)))
        .finally(() => setPending(false));
    },
  };
}
