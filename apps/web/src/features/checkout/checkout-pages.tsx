// The checkout flow's pages (SPEC §4: cart, checkout, review, complete) and the saved-cart page.
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { CartView } from '../cart';
import { SimplePage } from './simple-page';

/** The saved-cart page belongs to the cart feature; the route keeps finding it here. */
export { SavedCartPage } from '../cart';

/** Checkout (SPEC §2): the cart for now; the checkout form comes with its own issue. */
export function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('checkout.title')}>
      <p>{t('checkout.intro')}</p>
      {/* The cart's code loads apart from the page's: the title shows meanwhile. */}
      <Suspense fallback={<Spinner />}>
        <CartView />
      </Suspense>
    </SimplePage>
  );
}

export function ReviewPage() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('checkout.reviewTitle')}>
      <p>
        <Link to="/checkout">{t('checkout.backToCheckout')}</Link>
      </p>
    </SimplePage>
  );
}

export function CompletePage() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('checkout.completeTitle')}>
      <p>{t('checkout.completeText')}</p>
    </SimplePage>
  );
}
