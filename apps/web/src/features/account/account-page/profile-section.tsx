// The profile: the name; the email address with its confirmation state, a new confirmation link,
// and a change of address (confirmed by a link mailed to the new one, the password proving who asks).
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/translate';
import { NAME_MIN_LENGTH, changeEmailRequestSchema, profileRequestSchema } from '@shop/domain';
import type { AccountUser } from '@shop/domain';
import { TextField } from '../../../components/form/text-field';
import { api } from '../../../lib/api-calls';
import { apiPost } from '../../../lib/http';
import { usePreferences } from '../../../lib/preferences';
import { session } from '../../../lib/session';
import { FormError } from '../forms/form-error';
import { parseForm, useFormState } from '../forms/form-state';
import { useFieldErrors } from '../forms/use-field-errors';

function NameForm({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const [name, setName] = useState(user.name);
  const [saved, setSaved] = useState(false);
  const form = useFormState();
  const fields = useFieldErrors({ name: NAME_MIN_LENGTH });
  const label = t('account.fields.name');
  const onSubmit = (event: FormEvent) =>
    form.submit(event, async () => {
      setSaved(false);
      const parsed = parseForm(profileRequestSchema, { name, language });
      fields.show(parsed.errors);
      if (!parsed.data) return;
      session.setUser(await apiPost(api.profile, parsed.data));
      setSaved(true);
    });
  return (
    <form className="account-form" method="post" noValidate onSubmit={onSubmit}>
      <TextField
        name="name"
        label={label}
        autoComplete="name"
        value={name}
        error={fields.errorOf('name', label)}
        onChange={(value) => {
          fields.clear('name');
          setSaved(false);
          setName(value);
        }}
      />
      <FormError text={form.error} />
      <p role="status">{saved ? t('account.profile.saved') : null}</p>
      <button type="submit" className="button" disabled={form.pending}>
        {t('account.profile.saveName')}
      </button>
    </form>
  );
}

function EmailState({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useFormState();
  const resend = (event: FormEvent) =>
    form.submit(event, async () => {
      const answer = await apiPost(api.resendConfirmation, {});
      setNotice(answer?.message || t('account.profile.resent'));
    });
  return (
    <div className="account-email">
      <p>
        {t('account.profile.emailIs', { email: user.email })}{' '}
        {user.emailConfirmed ? t('account.profile.confirmed') : t('account.profile.unconfirmed')}
      </p>
      {user.pendingEmail ? (
        <p className="notice">{t('account.profile.pending', { email: user.pendingEmail })}</p>
      ) : null}
      {!user.emailConfirmed || user.pendingEmail ? (
        <form method="post" onSubmit={resend}>
          <button type="submit" className="button button--secondary" disabled={form.pending}>
            {t('account.profile.resend')}
          </button>
        </form>
      ) : null}
      <p role="status">{notice}</p>
      <FormError text={form.error} />
    </div>
  );
}

function EmailForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState({ email: '', password: '' });
  const [done, setDone] = useState(false);
  const form = useFormState();
  const fields = useFieldErrors();
  const onSubmit = (event: FormEvent) =>
    form.submit(event, async () => {
      setDone(false);
      const parsed = parseForm(changeEmailRequestSchema, values);
      fields.show(parsed.errors);
      if (!parsed.data) return;
      session.setUser(await apiPost(api.changeEmail, parsed.data));
      setValues({ email: '', password: '' });
      setDone(true);
    });
  const field = (name: 'email' | 'password') => {
    const label = t(name === 'email' ? 'account.fields.newEmail' : 'account.fields.password');
    return (
      <TextField
        name={name === 'email' ? 'new-email' : 'password'}
        type={name}
        label={label}
        autoComplete={name === 'email' ? 'email' : 'current-password'}
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
    <form className="account-form" method="post" noValidate onSubmit={onSubmit}>
      <h3>{t('account.profile.changeEmail')}</h3>
      {field('email')}
      {field('password')}
      <FormError text={form.error} />
      <p role="status">{done ? t('account.profile.emailSent') : null}</p>
      <button type="submit" className="button" disabled={form.pending}>
        {t('account.profile.changeEmailSubmit')}
      </button>
    </form>
  );
}

export function ProfileSection({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="account-section card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account.profile.title')}</h2>
      <NameForm user={user} />
      <EmailState user={user} />
      <EmailForm />
    </section>
  );
}
