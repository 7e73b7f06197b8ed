// The login form (SPEC §2, §5): email, password, error text, Log in; Enter submits. A real form
// posting with email and current-password fields, so password managers offer and save the login.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../../lib/translate';
import { loginRequestSchema } from '@shop/domain';
import type { AccountUser } from '@shop/domain';
import { TextField } from '../../../components/form/text-field';
import { api } from '../../../lib/api-calls';
import { apiPost } from '../../../lib/http';
import { session } from '../../../lib/session';
import { FormError } from './form-error';
import { parseForm, useFormState } from './form-state';
import { useFieldErrors } from './use-field-errors';

export interface LoginFormProps {
  /** After a login: the caller goes on (to the `path`, or closes its panel). */
  onLoggedIn(user: AccountUser): void;
  /** Links under the button (sign up, forgotten password). */
  children?: ReactNode;
  /** The email field takes the focus when the form appears (a panel just opened). */
  autoFocus?: boolean;
}

export function LoginForm({ onLoggedIn, children, autoFocus = false }: LoginFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useFormState();
  const fields = useFieldErrors();
  const emailInput = useRef<HTMLInputElement>(null);
  const emailLabel = t('account.fields.email');
  useEffect(() => {
    if (autoFocus) emailInput.current?.focus();
  }, [autoFocus]);

  const onSubmit = (event: FormEvent) =>
    form.submit(event, async () => {
      if (!email.trim() || !password) {
        form.setError(t('account.errors.missingLogin'));
        return;
      }
      const parsed = parseForm(loginRequestSchema, { email, password });
      fields.show(parsed.errors);
      if (!parsed.data) {
        emailInput.current?.focus();
        return;
      }
      const answer = await apiPost(api.login, parsed.data);
      onLoggedIn(session.signIn(answer));
    });

  return (
    <form className="account-form" method="post" noValidate onSubmit={onSubmit}>
      <TextField
        name="email"
        type="email"
        label={emailLabel}
        autoComplete="username"
        value={email}
        inputRef={emailInput}
        error={fields.errorOf('email', emailLabel)}
        onChange={(value) => {
          fields.clear('email');
          setEmail(value);
        }}
      />
      <TextField
        name="password"
        type="password"
        label={t('account.fields.password')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <FormError text={form.error} />
      <button type="submit" className="button" disabled={form.pending}>
        {form.pending ? t('account.loggingIn') : t('account.login')}
      </button>
      {children}
    </form>
  );
}
