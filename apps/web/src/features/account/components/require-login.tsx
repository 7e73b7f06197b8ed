// A page for logged-in customers (SPEC §4): with a token but no user yet it waits with a spinner;
// without a token it replaces the route with the login page, which returns here afterwards.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { PAGE_NOTICES, withNotice } from '../../../lib/page-notice';
import { withReturnPath } from '../../../lib/return-path';
import { session } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';

export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status, unreachable, ends, ended } = useSession();
  const { pathname, search, hash } = useLocation();
  const [endsBefore] = useState(() => session.getState().ends);
  // Logged out (here or in another tab) while this page was open: home, as a logout goes (SPEC §4);
  // after a deletion the home page says so, whichever of this and the form's navigation wins.
  if (status === 'anonymous' && ends !== endsBefore && ended !== 'expired') {
    const state = ended === 'deleted' ? withNotice(PAGE_NOTICES.accountDeleted) : undefined;
    return <Navigate to="/" replace state={state} />;
  }
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
