// The checkout flow's first page (SPEC §2, §4): title, introduction, the cart the route renders
// through `cart`, and the checkout form under it, or, once an order with an external payment is
// posted, the provider's embedded checkout in the form's place (the cart then locked).
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translate';
import { ChargedVat } from '../../components/ui/price';
import { useCartLines } from '../../lib/cart-store';
import { usePreferences } from '../../lib/preferences';
import { useCheckoutData } from './api';
import { CheckoutForm } from './checkout/checkout-form';
import { EmbeddedCheckout } from './embedded/embedded-checkout';
import { defaultCountry } from './model/checkout-options';
import { draftActions, draftStore, useDraft } from './model/draft-store';
import { sentBy } from './model/sent-order';
import { useLineNotes } from './placing/refused-lines';
import type { LineNotes } from './placing/refused-lines';
import { useSentMobilePayment } from './payment/use-sent-mobile-payment';
import { SimplePage } from './simple-page';

export interface CheckoutPageProps {
  /**
   * The cart, locked while the embedded checkout runs (its order was posted with this cart), with
   * the reason beside each line the server refused.
   */
  cart?: (locked: boolean, notes: LineNotes) => ReactNode;
  /** A "Log in" line in the customer details (the login modal keeps the visitor here). */
  login?: ReactNode;
}

/** The VAT the order will charge: its destination's (the chosen country, else the default). */
function useDestinationVat(): number | null {
  const { countryId } = useDraft();
  const { language } = usePreferences();
  const countries = useCheckoutData().data?.countries ?? [];
  const country = countries.find((c) => c._id === countryId) ?? defaultCountry(countries, language);
  return country?.vat ?? null;
}

export function CheckoutPage({ cart, login }: CheckoutPageProps) {
  const { t } = useTranslation();
  const vat = useDestinationVat();
  const stored = useCartLines();
  const notes = useLineNotes(stored);
  // An emptied cart leaves nothing to check out: no form, no total for nothing.
  const empty = Object.keys(stored).length === 0;
  const [snippet, setSnippet] = useState<string | null>(null);
  // Back here with an embedded checkout's order posted and not completed (the provider's abort,
  // a reload): a completed one would have emptied the draft on /complete.
  const [aborted, setAborted] = useState(() => sentBy(draftStore.get(), 'external'));
  const [focusPayment, setFocusPayment] = useState(false);
  // A Swish payment that went through while the customer was away finishes its order.
  const sent = useSentMobilePayment();
  const embedded = (next: string) => {
    setAborted(false);
    setSnippet(next);
  };
  const changePayment = () => {
    // Another payment is another order: a new id keeps the posted one from answering for it.
    draftActions.renewId();
    setAborted(false);
    setFocusPayment(true);
    setSnippet(null);
  };
  return (
    <SimplePage title={t('checkout.title')}>
      <p>{t('checkout.intro')}</p>
      {sent.state === 'created' ? (
        <p className="notice" role="status">
          {t('checkout.review.swishPending')}
        </p>
      ) : null}
      {aborted && snippet === null ? (
        <p className="notice notice--warning" role="status">
          {t('checkout.embedded.aborted')}
        </p>
      ) : null}
      <ChargedVat vat={vat}>{cart?.(snippet !== null, notes)}</ChargedVat>
      {snippet === null && empty ? (
        <p className="checkout-empty">
          {t('checkout.blocked.empty_cart')} <Link to="/">{t('checkout.complete.shop')}</Link>
        </p>
      ) : snippet === null ? (
        <CheckoutForm onEmbedded={embedded} focusPayment={focusPayment} login={login} />
      ) : (
        <EmbeddedCheckout snippet={snippet} onBack={changePayment} />
      )}
    </SimplePage>
  );
}
