// /forgot: an email address in, the server's 202 message out (the same for any address, so the
// page never tells whether an account exists).
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { forgotPasswordRequestSchema } from '@shop/domain';
import { TextField } from '../../../components/form/text-field';
import { api } from '../../../lib/api-calls';
import { apiPost } from '../../../lib/http';
import { usePageTitle } from '../../../lib/page-title';
import { usePreferences } from '../../../lib/preferences';
import { FormError } from '../forms/form-error';
import { parseForm, useFormState } from '../forms/form-state';
import { useFieldErrors } from '../forms/use-field-errors';

export function ForgotPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const form = useFormState();
  const fields = useFieldErrors();
  const label = t('account.fields.email');
  usePageTitle(t('account.forgotTitle'));

  const onSubmit = (event: FormEvent) =>
    form.submit(event, async () => {
      const parsed = parseForm(forgotPasswordRequestSchema, { email, language });
      fields.show(parsed.errors);
      if (!parsed.data) return;
      const answer = await apiPost(api.forgotPassword, parsed.data);
      setNotice(answer?.message || t('account.forgotSent'));
    });

  return (
    <section className="page-narrow account-page">
      <h1>{t('account.forgotTitle')}</h1>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : (
        <>
          <p>{t('account.forgotText')}</p>
          <form className="account-form" method="post" noValidate onSubmit={onSubmit}>
            <TextField
              name="email"
              type="email"
              label={label}
              autoComplete="username"
              value={email}
              error={fields.errorOf('email', label)}
              onChange={(value) => {
                fields.clear('email');
                setEmail(value);
              }}
            />
            <FormError text={form.error} />
            <button type="submit" className="button" disabled={form.pending}>
              {t('account.forgotSubmit')}
            </button>
          </form>
        </>
      )}
      <p>
        <Link to="/login">{t('account.backToLogin')}</Link>
      </p>
    </section>
  );
}
