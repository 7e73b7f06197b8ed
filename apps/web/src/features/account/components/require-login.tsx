// A page for logged-in customers (SPEC §4): with a token but no user yet it waits with a spinner;
// without a token it replaces the route with the login page, which returns here afterwards.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { withReturnPath } from '../../../lib/return-path';
import { session } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';

export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status, unreachable } = useSession();
  const { pathname, search, hash } = useLocation();
  if (status === 'anonymous') {
    return <Navigate to={withReturnPath('/login', pathname + search + hash)} replace />;
  }
  if (status === 'checking') {
    return unreachable ? (
      <LoadError
        message={t('account.unreachable')}
        retryLabel={t('account.retry')}
        onRetry={() => session.retry()}
      />
    ) : (
      <Spinner />
    );
  }
  return children;
}
