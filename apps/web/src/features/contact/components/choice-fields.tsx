// The contact form's select and textarea, shaped like the shared TextField: a label, the control,
// and the field's error as a tooltip under it that describes the control and is announced.
import { useId } from 'react';
import type { ReactNode, Ref } from 'react';

interface FieldFrameProps {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}

function FieldFrame({ id, label, error, children }: FieldFrameProps) {
  return (
    <div className={error ? 'field form-field form-field--invalid' : 'field form-field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <span id={`${id}-error`} role="alert" className="form-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  /** The first, empty option: "Choose a topic". */
  placeholder: string;
  onChange(value: string): void;
  onBlur(): void;
  error: string | undefined;
  /** <option> and <optgroup> elements. */
  children: ReactNode;
  selectRef?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  name,
  value,
  placeholder,
  onChange,
  onBlur,
  error,
  children,
  selectRef,
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        ref={selectRef}
        id={id}
        name={name}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {children}
      </select>
    </FieldFrame>
  );
}

export interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string;
  maxLength: number;
  onChange(value: string): void;
  onBlur(): void;
  error: string | undefined;
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  name,
  value,
  maxLength,
  onChange,
  onBlur,
  error,
  textAreaRef,
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea
        ref={textAreaRef}
        id={id}
        name={name}
        value={value}
        rows={7}
        maxLength={maxLength}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}
