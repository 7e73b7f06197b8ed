// What every account form shares: its fields' errors from the domain's schema, the error text of a
// failed call (the server's message, else the error's own, SPEC §8), and a submit that tracks both.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/translate';
import type { TFunction } from '../../../lib/translate';
import { LoginDataError } from '../../../lib/session';

export { parseForm } from '../../../components/form/parse-form';

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
