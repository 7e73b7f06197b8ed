// The gate of every page but the sign-in: who is signed in decides. No login (or an ended one) goes
// to the sign-in, an account without a staff role sees that the console is not for it.
import { useTranslation } from '../../lib/translate';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useStaffMe } from '../lib/console-api';
import { HttpError, isLoginRequired } from '../lib/console-http';
import { NoAccessPage } from '../pages/no-access-page';
import { StaffContext } from './staff-context';

export function RequireStaff() {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useStaffMe();
  const toSignIn = <Navigate to="/sign-in" replace state={{ from: location }} />;

  if (me.isPending) {
    return (
      <p className="console-loading" role="status">
        {t('loading')}
      </p>
    );
  }
  if (me.error) {
    if (me.error instanceof HttpError && me.error.status === 403) return <NoAccessPage />;
    if (isLoginRequired(me.error)) return toSignIn;
    return (
      <main className="console-page" id="console-main">
        <p role="alert">{t('loadError')}</p>
        <button type="button" className="console-button" onClick={() => void me.refetch()}>
          {t('retry')}
        </button>
      </main>
    );
  }
  // A staff cookie alone does not open the console: its session belongs to the tab that signed in.
  if (!me.token || !me.data) return toSignIn;
  return (
    <StaffContext.Provider value={me.data}>
      <Outlet />
    </StaffContext.Provider>
  );
}
