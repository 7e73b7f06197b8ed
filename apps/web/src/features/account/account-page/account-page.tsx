// /account: the customer's orders, saved addresses, sessions and profile. It waits for the user
// (a stored token being checked) and sends a visitor without a token to the login page.
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/use-session';
import { RequireLogin } from '../components/require-login';
import { RESET_NOTICE } from '../pages/reset-password-page';
import { AddressesSection } from './addresses-section';
import { OrdersSection } from './orders-section';
import { ProfileSection } from './profile-section';
import { SecuritySection } from './security-section';
import { SessionsSection } from './sessions-section';

function AccountView() {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const state = location.state as { notice?: string } | null;
  if (!user) return null;
  return (
    <div className="account-sections">
      <p>{t('account.greeting', { name: user.name })}</p>
      {state?.notice === RESET_NOTICE ? (
        <p className="notice" role="status">
          {t('account.resetDone')}
        </p>
      ) : null}
      <OrdersSection />
      <AddressesSection />
      <ProfileSection user={user} />
      <SecuritySection email={user.email} />
      <SessionsSection />
    </div>
  );
}

export function AccountPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.title'));
  return (
    <section className="page-narrow account-page">
      <h1>{t('account.title')}</h1>
      <RequireLogin>
        <AccountView />
      </RequireLogin>
    </section>
  );
}
