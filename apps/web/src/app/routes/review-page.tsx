// /review (SPEC §2): the checkout feature's review with the cart feature's cart, locked, showing the
// reason beside each line the server refused.
import { Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { CartView } from '../../features/cart';
import { ReviewPage as ReviewFrame } from '../../features/checkout';

export function ReviewPage() {
  return (
    <ReviewFrame
      cart={(notes) => (
        <Suspense fallback={<Spinner />}>
          <CartView locked notes={notes} />
        </Suspense>
      )}
    />
  );
}
