// The account pages: log in (with the optional cause panel, SPEC §6), sign up, forgotten password, /auth.
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title';
import { Spinner } from '../../components/ui/spinner';

/** Only known error keys show as a cause; other query text is never echoed onto the page. */
function useCause(): string | null {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const cause = params.get('cause');
  if (!cause || !cause.startsWith('error.') || !i18n.exists(cause)) return null;
  return t(cause);
}

export function LoginPage() {
  const { t } = useTranslation();
  const cause = useCause();
  const [params] = useSearchParams();
  const path = params.get('path');
  usePageTitle(t('account.loginTitle'));
  return (
    <section className="page-narrow">
      <h1>{t('account.loginTitle')}</h1>
      {cause && (
        <div className="notice notice--warning" role="status">
          {cause}
        </div>
      )}
      <p>
        {t('account.noAccount')}{' '}
        <Link to={path ? `/register?path=${encodeURIComponent(path)}` : '/register'}>
          {t('account.signUpLink')}
        </Link>
      </p>
      <p>
        <Link to="/forgot">{t('account.forgotLink')}</Link>
      </p>
    </section>
  );
}

export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.registerTitle'));
  return (
    <section className="page-narrow">
      <h1>{t('account.registerTitle')}</h1>
      <p>
        {t('account.haveAccount')} <Link to="/login">{t('account.loginLink')}</Link>
      </p>
    </section>
  );
}

export function ForgotPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.forgotTitle'));
  return (
    <section className="page-narrow">
      <h1>{t('account.forgotTitle')}</h1>
      <p>{t('account.forgotText')}</p>
    </section>
  );
}

/** /auth: a loading spinner only (SPEC §2), while a sign-in completes. */
export function AuthPage() {
  const { t } = useTranslation();
  usePageTitle(t('common.loading'));
  return <Spinner />;
}
