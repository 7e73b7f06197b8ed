// /confirm-email#token=…: confirms the address the link was mailed to and says how it went. Only
// the account's own login may use its link (someone may have signed up with this address), so a
// visitor who is not logged in logs in here first.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import type { AccountUser } from '@shop/domain';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api-calls';
import { apiPost } from '../../../lib/http';
import { usePageTitle } from '../../../lib/page-title';
import { session } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { errorText } from '../forms/form-state';
import { LoginForm } from '../forms/login-form';
import { useLinkToken } from './link-token';

// A link works once: the same token is sent once per login and page load, however often effects run.
const confirming = new Map<string, Promise<AccountUser>>();

function confirmOnce(token: string): Promise<AccountUser> {
  const key = `${session.getState().token ?? ''}|${token}`;
  let call = confirming.get(key);
  if (!call) {
    call = apiPost(api.confirmEmail, { token });
    confirming.set(key, call);
  }
  return call;
}

type Outcome =
  { state: 'pending' } | { state: 'done'; email: string } | { state: 'failed'; text: string };

export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const { authenticated, status } = useSession();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'pending' } : { state: 'failed', text: t('account.linkIncomplete') },
  );
  usePageTitle(t('account.confirmTitle'));
  useEffect(() => {
    if (!token || status !== 'authenticated') return;
    let live = true;
    confirmOnce(token).then(
      (user) => {
        if (session.getState().token !== null) session.setUser(user);
        if (live) setOutcome({ state: 'done', email: user.email });
      },
      (error: unknown) => {
        if (live) setOutcome({ state: 'failed', text: errorText(error, t) });
      },
    );
    return () => {
      live = false;
    };
  }, [token, t, status]);

  return (
    <section className="page-narrow account-page">
      <h1>{t('account.confirmTitle')}</h1>
      {outcome.state === 'pending' && status === 'anonymous' ? (
        <>
          <p>{t('account.confirmLogin')}</p>
          <LoginForm onLoggedIn={() => undefined} />
        </>
      ) : null}
      {outcome.state === 'pending' && status !== 'anonymous' ? (
        <Spinner label={t('account.confirming')} />
      ) : null}
      {outcome.state === 'done' ? (
        <p className="notice" role="status">
          {t('account.confirmed', { email: outcome.email })}
        </p>
      ) : null}
      {outcome.state === 'failed' ? (
        <p className="notice notice--warning" role="alert">
          {outcome.text}
        </p>
      ) : null}
      {authenticated ? (
        <p>
          <Link to="/account">{t('account.toAccount')}</Link>
        </p>
      ) : null}
    </section>
  );
}
