// /review (SPEC §2, §4): without a draft country (or with a draft the schema refuses) back to
// /checkout; else the draft's addresses, methods and email, the locked cart the route puts in
// `cart`, and the summary card that places the order. A Swish payment sent before is asked for.
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { MOBILE_PAYMENT_SLUG, checkoutFigures } from '@shop/domain';
import type { BulkRequest } from '@shop/domain';
import { Spinner } from '../../../components/ui/spinner';
import { ChargedVat } from '../../../components/ui/price';
import { useCartLines } from '../../../lib/cart-store';
import { usePreferences } from '../../../lib/preferences';
import { pricedCartLines, usePricedCart } from '../../../lib/priced-cart';
import { useCheckoutChoice } from '../api';
import { SimplePage } from '../simple-page';
import { useDraft } from '../model/draft-store';
import type { CheckoutDraft } from '../model/draft-store';
import { checkOrderDraft, toOrderDraft } from '../model/order-draft';
import { useSentMobilePayment } from '../payment/use-sent-mobile-payment';
import { useLineNotes } from '../placing/refused-lines';
import type { LineNotes } from '../placing/refused-lines';
import { ReviewDetails } from './review-details';
import { ReviewSummary } from './review-summary';

/** The locked cart, with the reason beside each line the server refused. */
type CartSlot = (notes: LineNotes) => ReactNode;

function Review({ draft, ids, cart }: { draft: CheckoutDraft; ids: BulkRequest; cart?: CartSlot }) {
  const { t } = useTranslation();
  const choice = useCheckoutChoice(ids);
  const storedCart = useCartLines();
  const priced = usePricedCart(storedCart);
  const notes = useLineNotes(storedCart);
  const { currency, language, ready } = usePreferences();
  // Paid while away (a reload, Back, the Swish app's way back here): on to /complete.
  const sent = useSentMobilePayment();

  if (choice.isError) {
    return (
      <div role="alert">
        <p>{t('checkout.review.choiceGone')}</p>
        <Link to="/checkout">{t('checkout.backToCheckout')}</Link>
      </div>
    );
  }
  if (!choice.data) return <Spinner />;

  const { country, payment } = choice.data;
  // An external payment is placed from /checkout, where its embedded checkout runs.
  if (payment.external) return <Navigate to="/checkout" replace />;
  const context = {
    cart: storedCart,
    currency: currency.code,
    language,
    countrySlug: country.slug,
  };
  const input = toOrderDraft(draft, context);
  const { order } = checkOrderDraft(input);
  if (!order) return <Navigate to="/checkout" replace />;

  const lines = pricedCartLines(priced.data, storedCart);
  const figures =
    ready && priced.data ? checkoutFigures(lines, { ...choice.data, currency }) : null;
  const placeable = figures !== null && lines.length > 0 && !priced.isFetching && !sent.checking;
  const mobile = payment.slug === MOBILE_PAYMENT_SLUG;
  return (
    <>
      <ReviewDetails order={order} choice={choice.data} context={context} />
      <ChargedVat vat={country.vat}>{cart?.(notes)}</ChargedVat>
      <ReviewSummary
        country={country}
        figures={figures}
        order={placeable ? input : null}
        mobile={mobile}
        swishPending={mobile && sent.state === 'created'}
      />
      <p>
        <Link to="/checkout">{t('checkout.backToCheckout')}</Link>
      </p>
    </>
  );
}

export function ReviewPage({ cart }: { cart?: CartSlot }) {
  const { t } = useTranslation();
  const draft = useDraft();
  const { countryId, transportId, paymentId } = draft;
  if (!countryId || !transportId || !paymentId) return <Navigate to="/checkout" replace />;
  return (
    <SimplePage title={t('checkout.reviewTitle')}>
      <Review draft={draft} ids={{ countryId, transportId, paymentId }} cart={cart} />
    </SimplePage>
  );
}
