// /login (alias /af): the optional cause panel (SPEC §6), the login form, a link to sign up that
// keeps the `path`, and the forgotten-password link. A login goes to the `path` query or home.
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { usePageTitle } from '../../../lib/page-title';
import { returnPathOr, withReturnPath } from '../../../lib/return-path';
import { useSession } from '../../../lib/use-session';
import { LoginForm } from '../forms/login-form';

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
  const navigate = useNavigate();
  const { authenticated } = useSession();
  const path = params.get('path');
  const target = returnPathOr(path);
  usePageTitle(t('account.loginTitle'));
  if (authenticated) return <Navigate to={target} replace />;
  return (
    <section className="page-narrow account-page">
      <h1>{t('account.loginTitle')}</h1>
      {cause && (
        <div className="notice notice--warning" role="status">
          {cause}
        </div>
      )}
      <LoginForm onLoggedIn={() => void navigate(target, { replace: true })}>
        <p className="account-form__links">
          <Link to="/forgot">{t('account.forgotLink')}</Link>
        </p>
      </LoginForm>
      <p>
        {t('account.noAccount')}{' '}
        <Link to={withReturnPath('/register', path)}>{t('account.signUpLink')}</Link>
      </p>
    </section>
  );
}
