// /reset-password#token=…: a new password twice; the reset logs the customer in (every older
// session is ended by the server) and goes to the account page with a notice.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { PASSWORD_MIN_LENGTH, resetPasswordFormSchema } from '@shop/domain';
import { TextField } from '../../../components/form/text-field';
import { api } from '../../../lib/api-calls';
import { apiPost } from '../../../lib/http';
import { usePageTitle } from '../../../lib/page-title';
import { session } from '../../../lib/session';
import { FormError } from '../forms/form-error';
import { parseForm, useFormState } from '../forms/form-state';
import { showingPasswordRefusal } from '../forms/password-refusal';
import { useFieldErrors } from '../forms/use-field-errors';
import { useLinkToken } from './link-token';

/** The notice the account page shows after a reset (router state, not the URL). */
export const RESET_NOTICE = 'passwordReset';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useLinkToken();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const form = useFormState();
  const fields = useFieldErrors({ password: PASSWORD_MIN_LENGTH });
  usePageTitle(t('account.resetTitle'));

  const onSubmit = (event: FormEvent) =>
    form.submit(event, async () => {
      const parsed = parseForm(resetPasswordFormSchema, values);
      fields.show(parsed.errors);
      if (!parsed.data || !token) return;
      const { password } = parsed.data;
      const answer = await showingPasswordRefusal(fields, 'password', () =>
        apiPost(api.resetPassword, { token, password }),
      );
      if (!answer) return;
      session.signIn(answer);
      void navigate('/account', { replace: true, state: { notice: RESET_NOTICE } });
    });

  const field = (name: 'password' | 'confirm') => {
    const label = t(name === 'password' ? 'account.fields.newPassword' : 'account.fields.confirm');
    return (
      <TextField
        name={name}
        type="password"
        label={label}
        autoComplete="new-password"
        value={values[name]}
        error={fields.errorOf(name, label)}
        onChange={(value) => {
          fields.clear(name);
          setValues((current) => ({ ...current, [name]: value }));
        }}
      />
    );
  };

  return (
    <section className="page-narrow account-page">
      <h1>{t('account.resetTitle')}</h1>
      {token ? (
        <form className="account-form" method="post" noValidate onSubmit={onSubmit}>
          {field('password')}
          {field('confirm')}
          <FormError text={form.error} />
          <button type="submit" className="button" disabled={form.pending}>
            {t('account.resetSubmit')}
          </button>
        </form>
      ) : (
        <p className="notice notice--warning" role="alert">
          {t('account.linkIncomplete')}
        </p>
      )}
      <p>
        <Link to="/forgot">{t('account.newLink')}</Link>
      </p>
    </section>
  );
}
