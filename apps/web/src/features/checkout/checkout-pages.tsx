// The checkout flow's pages (SPEC §4: checkout, review, complete).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SimplePage } from './simple-page';

/** Checkout (SPEC §2): the title and introduction over `children`, the cart the route puts there. */
export function CheckoutPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('checkout.title')}>
      <p>{t('checkout.intro')}</p>
      {children}
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
