// /auth: a loading spinner only (SPEC §2): with a token it waits for the user, then replaces the
// route with the `path` query (or the account page); without one it goes to the login page.
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/page-title';
import { returnPathOr } from '../../../lib/return-path';
import { RequireLogin } from '../components/require-login';

export function AuthPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t('common.loading'));
  return (
    <RequireLogin>
      <Navigate to={returnPathOr(params.get('path'), '/account')} replace />
      <Spinner />
    </RequireLogin>
  );
}
