// /checkout (SPEC §2): the checkout page with the cart feature's cart under its introduction (locked
// while an embedded checkout runs), the checkout form under the cart, and in its customer details
// the account's "Log in" line, which opens the login modal rather than leaving the filled-in form.
import { Suspense } from 'react';
import { useTranslation } from '../../lib/translate';
import { Spinner } from '../../components/ui/spinner';
import { LoginModalLink } from '../../features/account';
import { CartView } from '../../features/cart';
import { CheckoutPage as CheckoutFrame } from '../../features/checkout';

export function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <CheckoutFrame
      cart={(locked, notes) => (
        // The cart's code loads apart from the page's: the title shows meanwhile.
        <Suspense fallback={<Spinner />}>
          <CartView locked={locked} notes={notes} />
        </Suspense>
      )}
      login={
        <Suspense fallback={null}>
          <LoginModalLink lead={t('checkout.details.haveAccount')} />
        </Suspense>
      }
    />
  );
}
