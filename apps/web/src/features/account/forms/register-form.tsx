// The sign-up form (SPEC §2, §5): name, email, password, confirm, error text, Sign up; Enter
// submits. The new-password fields tell password managers to offer a strong one and save it.
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../../lib/translate';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, registerFormSchema } from '@shop/domain';
import type { AccountUser } from '@shop/domain';
import { TextField } from '../../../components/form/text-field';
import { api } from '../../../lib/api-calls';
import { apiPost } from '../../../lib/http';
import { usePreferences } from '../../../lib/preferences';
import { session } from '../../../lib/session';
import { FormError } from './form-error';
import { parseForm, useFormState } from './form-state';
import { showingPasswordRefusal } from './password-refusal';
import { useFieldErrors } from './use-field-errors';

const FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirm', type: 'password', autoComplete: 'new-password' },
] as const;

type Field = (typeof FIELDS)[number]['name'];

const MIN_LENGTHS = { name: NAME_MIN_LENGTH, password: PASSWORD_MIN_LENGTH };

export interface RegisterFormProps {
  onRegistered(user: AccountUser): void;
  children?: ReactNode;
}

export function RegisterForm({ onRegistered, children }: RegisterFormProps) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    password: '',
    confirm: '',
  });
  const form = useFormState();
  const fields = useFieldErrors(MIN_LENGTHS);

  const onSubmit = (event: FormEvent) =>
    form.submit(event, async () => {
      if (!values.name.trim() || !values.email.trim() || !values.password) {
        form.setError(t('account.errors.missingRegister'));
        return;
      }
      const parsed = parseForm(registerFormSchema, { ...values, language });
      fields.show(parsed.errors);
      if (!parsed.data) return;
      const { confirm: _confirm, ...request } = parsed.data;
      const answer = await showingPasswordRefusal(fields, 'password', () =>
        apiPost(api.register, request),
      );
      if (answer) onRegistered(session.signIn(answer));
    });

  return (
    <form className="account-form" method="post" noValidate onSubmit={onSubmit}>
      {FIELDS.map(({ name, type, autoComplete }) => {
        const label = t(`account.fields.${name}`);
        return (
          <TextField
            key={name}
            name={name}
            type={type}
            label={label}
            autoComplete={autoComplete}
            value={values[name]}
            error={fields.errorOf(name, label)}
            onChange={(value) => {
              fields.clear(name);
              setValues((current) => ({ ...current, [name]: value }));
            }}
          />
        );
      })}
      <FormError text={form.error} />
      <button type="submit" className="button" disabled={form.pending}>
        {form.pending ? t('account.signingUp') : t('account.signUp')}
      </button>
      {children}
    </form>
  );
}
