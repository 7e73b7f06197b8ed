// /review (SPEC §2): the checkout feature's review with the cart feature's cart, locked.
import { Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { CartView } from '../../features/cart';
import { ReviewPage as ReviewFrame } from '../../features/checkout';

export function ReviewPage() {
  return (
    <ReviewFrame
      cart={
        <Suspense fallback={<Spinner />}>
          <CartView locked />
        </Suspense>
      }
    />
  );
}
