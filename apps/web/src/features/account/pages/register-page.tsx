// /register: the sign-up form and a link to log in; a new account goes to the `path` or home.
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { usePageTitle } from '../../../lib/page-title';
import { returnPathOr, withReturnPath } from '../../../lib/return-path';
import { useSession } from '../../../lib/use-session';
import { RegisterForm } from '../forms/register-form';

export function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { authenticated } = useSession();
  const path = params.get('path');
  const target = returnPathOr(path);
  usePageTitle(t('account.registerTitle'));
  if (authenticated) return <Navigate to={target} replace />;
  return (
    <section className="page-narrow account-page">
      <h1>{t('account.registerTitle')}</h1>
      <RegisterForm onRegistered={() => void navigate(target, { replace: true })} />
      <p>
        {t('account.haveAccount')}{' '}
        <Link to={withReturnPath('/login', path)}>{t('account.loginLink')}</Link>
      </p>
    </section>
  );
}
