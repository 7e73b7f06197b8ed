// A labelled text input whose error shows as a tooltip under it (SPEC §5): shown on blur, gone on
// input. The error describes the input and is announced when it appears.
import { useId, useRef, useState } from 'react';
import type { HTMLInputTypeAttribute, Ref } from 'react';
import { useTranslation } from '../../lib/translate';
import type { ValidationErrorKey } from '@shop/domain';
import { fieldErrorText } from './field-error-text';
import './form.css';

/** The first error of each field, by its path ('email', 'billingAddress.city'). */
export type FieldErrors = ReadonlyMap<string, ValidationErrorKey>;

export interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** The shown error, already worded. */
  error?: string | undefined;
  /** The browser's autofill token (given-name, postal-code, email…). */
  autoComplete: string;
  type?: HTMLInputTypeAttribute;
  optional?: boolean;
  /** The form field's name, which password managers and form posts read. */
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  autoComplete,
  type = 'text',
  optional = false,
  name,
  inputRef,
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field form-field form-field--invalid' : 'field form-field'}>
      <label htmlFor={id}>
        {label}
        {optional ? <span className="form-field__optional"> ({t('form.optional')})</span> : null}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error ? (
        <span id={errorId} role="alert" className="form-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** A field's error, worded with its label: "Email is not a valid email address". */
export type ErrorOf = (path: string, label: string) => string | undefined;

export interface ShownErrors {
  errorOf: ErrorOf;
  /** The field lost focus: its error (if any) shows, once the visitor has typed in it. */
  blur(path: string): void;
  /** The field is being typed in: its error hides until the next blur. */
  input(path: string): void;
  /** A submit: every field's error shows, and the first invalid field of `form` takes the focus. */
  showAll(form?: HTMLFormElement | null): void;
}

/**
 * Which of `errors` show: those of fields typed in and left since, and all after a submit. Tabbing
 * through empty fields raises no alarm.
 */
export function useShownErrors(errors: FieldErrors): ShownErrors {
  const { t } = useTranslation();
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const edited = useRef(new Set<string>());
  const change = (path: string, show: boolean) =>
    setShown((current) => {
      if (current.has(path) === show) return current;
      const next = new Set(current);
      if (show) next.add(path);
      else next.delete(path);
      return next;
    });
  return {
    errorOf: (path, label) => {
      const key: ValidationErrorKey | undefined = shown.has(path) ? errors.get(path) : undefined;
      return key ? fieldErrorText(t, key, path, label) : undefined;
    },
    blur: (path) => {
      if (edited.current.has(path)) change(path, true);
    },
    input: (path) => {
      edited.current.add(path);
      change(path, false);
    },
    showAll: (form) => {
      setShown(new Set(errors.keys()));
      if (errors.size === 0 || !form) return;
      // Once the errors are drawn: the visitor lands on the first field to fix.
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    },
  };
}
