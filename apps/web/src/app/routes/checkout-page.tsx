// /checkout (SPEC §2): the checkout page with the cart feature's cart under its introduction (locked
// while an embedded checkout runs) and the checkout form under the cart.
import { Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { CartView } from '../../features/cart';
import { CheckoutPage as CheckoutFrame } from '../../features/checkout';

export function CheckoutPage() {
  return (
    <CheckoutFrame
      cart={(locked) => (
        // The cart's code loads apart from the page's: the title shows meanwhile.
        <Suspense fallback={<Spinner />}>
          <CartView locked={locked} />
        </Suspense>
      )}
    />
  );
}
