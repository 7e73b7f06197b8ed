// The password changed with the current one (every other session then ends), and the account
// deleted with the password and a second, explicit confirmation.
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translate';
import {
  PASSWORD_MIN_LENGTH,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
} from '@shop/domain';
import { TextField } from '../../../components/form/text-field';
import { accountKeys } from '../../../lib/account-queries';
import { api } from '../../../lib/api-calls';
import { apiPost } from '../../../lib/http';
import { PAGE_NOTICES, withNotice } from '../../../lib/page-notice';
import { session } from '../../../lib/session';
import { FormError } from '../forms/form-error';
import { parseForm, useFormState } from '../forms/form-state';
import { showingPasswordRefusal } from '../forms/password-refusal';
import { useFieldErrors } from '../forms/use-field-errors';

function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [values, setValues] = useState({ current: '', password: '' });
  const [done, setDone] = useState(false);
  const form = useFormState();
  const fields = useFieldErrors({ password: PASSWORD_MIN_LENGTH });
  const onSubmit = (event: FormEvent) =>
    form.submit(event, async () => {
      setDone(false);
      const parsed = parseForm(changePasswordRequestSchema, values);
      fields.show(parsed.errors);
      if (!parsed.data) return;
      const request = parsed.data;
      const changed = await showingPasswordRefusal(fields, 'password', async () => {
        await apiPost(api.changePassword, request);
        return true;
      });
      if (!changed) return;
      setValues({ current: '', password: '' });
      setDone(true);
      void client.invalidateQueries({ queryKey: accountKeys.sessions });
    });
  const field = (name: 'current' | 'password') => {
    const label = t(
      name === 'current' ? 'account.fields.currentPassword' : 'account.fields.newPassword',
    );
    return (
      <TextField
        name={name === 'current' ? 'current-password' : 'new-password'}
        type="password"
        label={label}
        autoComplete={name === 'current' ? 'current-password' : 'new-password'}
        value={values[name]}
        error={fields.errorOf(name, label)}
        onChange={(value) => {
          fields.clear(name);
          setValues((v) => ({ ...v, [name]: value }));
        }}
      />
    );
  };
  return (
    <form className="account-form" method="post" noValidate onSubmit={onSubmit}>
      <h3>{t('account.security.changePassword')}</h3>
      {/* The account a password manager should update. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {field('current')}
      {field('password')}
      <FormError text={form.error} />
      <p role="status">{done ? t('account.security.passwordChanged') : null}</p>
      <button type="submit" className="button" disabled={form.pending}>
        {t('account.security.changePasswordSubmit')}
      </button>
    </form>
  );
}

function DeleteForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const form = useFormState();
  const fields = useFieldErrors();
  const label = t('account.fields.password');
  const onSubmit = (event: FormEvent) =>
    form.submit(event, async () => {
      const parsed = parseForm(deleteAccountRequestSchema, { password });
      fields.show(parsed.errors);
      if (!parsed.data) return;
      if (!confirming) {
        setConfirming(true);
        requestAnimationFrame(() => confirmButton.current?.focus());
        return;
      }
      await apiPost(api.deleteAccount, parsed.data);
      // Home first: this page would otherwise send the visitor it no longer serves to the login.
      // The home page says the account is gone (and takes the focus this form had).
      void navigate('/', { replace: true, state: withNotice(PAGE_NOTICES.accountDeleted) });
      session.forget('deleted');
    });
  return (
    <form className="account-form" method="post" noValidate onSubmit={onSubmit}>
      <h3>{t('account.security.deleteTitle')}</h3>
      <p>{t('account.security.deleteText')}</p>
      <TextField
        name="password"
        type="password"
        label={label}
        autoComplete="current-password"
        value={password}
        error={fields.errorOf('password', label)}
        onChange={(value) => {
          fields.clear('password');
          setPassword(value);
        }}
      />
      <FormError text={form.error} />
      {confirming ? (
        <div className="notice notice--warning">
          <p>{t('account.security.deleteConfirm')}</p>
          <div className="button-row">
            <button
              ref={confirmButton}
              type="submit"
              className="button button--danger"
              disabled={form.pending}
            >
              {t('account.security.deleteYes')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(false)}
            >
              {t('account.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" className="button button--secondary">
          {t('account.security.delete')}
        </button>
      )}
    </form>
  );
}

export function SecuritySection({ email }: { email: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="account-section card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account.security.title')}</h2>
      <PasswordForm email={email} />
      <DeleteForm />
    </section>
  );
}
