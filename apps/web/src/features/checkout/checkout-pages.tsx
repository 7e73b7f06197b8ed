// The checkout flow's pages (SPEC §4: cart, checkout, review, complete) and the saved-cart page.
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SimplePage } from './simple-page';

export function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('checkout.title')}>
      <p>{t('checkout.intro')}</p>
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

export function SavedCartPage() {
  const { t } = useTranslation();
  const { cartDate = '' } = useParams();
  return (
    <SimplePage title={t('checkout.savedCartTitle')}>
      <p>{t('checkout.savedCartText', { date: cartDate })}</p>
    </SimplePage>
  );
}
