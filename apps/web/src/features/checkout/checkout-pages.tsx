// The checkout flow's first page (SPEC §2, §4): title, introduction, the cart the route renders
// through `cart`, and the checkout form under it, or, once an order with an external payment is
// posted, the provider's embedded checkout in the form's place (the cart then locked).
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckoutForm } from './checkout/checkout-form';
import { EmbeddedCheckout } from './embedded/embedded-checkout';
import { draftActions } from './model/draft-store';
import { SimplePage } from './simple-page';

export interface CheckoutPageProps {
  /** The cart, locked while the embedded checkout runs (its order was posted with this cart). */
  cart?: (locked: boolean) => ReactNode;
}

export function CheckoutPage({ cart }: CheckoutPageProps) {
  const { t } = useTranslation();
  const [snippet, setSnippet] = useState<string | null>(null);
  const changePayment = () => {
    // Another payment is another order: a new id keeps the posted one from answering for it.
    draftActions.renewId();
    setSnippet(null);
  };
  return (
    <SimplePage title={t('checkout.title')}>
      <p>{t('checkout.intro')}</p>
      {cart?.(snippet !== null)}
      {snippet === null ? (
        <CheckoutForm onEmbedded={setSnippet} />
      ) : (
        <EmbeddedCheckout snippet={snippet} onBack={changePayment} />
      )}
    </SimplePage>
  );
}
