// The checkout flow's first page (SPEC §2, §4): title, introduction, the cart the route puts in
// `cart`, and the checkout form under it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckoutForm } from './checkout/checkout-form';
import { SimplePage } from './simple-page';

export function CheckoutPage({ cart }: { cart?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SimplePage title={t('checkout.title')}>
      <p>{t('checkout.intro')}</p>
      {cart}
      <CheckoutForm />
    </SimplePage>
  );
}
