// The checkout form's state (SPEC §2, §4, §5): the stored draft, the priced cart, the options and
// auto-selections, the order body checked by the domain's schema, the estimated figures, and what
// (if anything) keeps Next disabled.
import { useMemo } from 'react';
import { cartTotals, checkoutFigures, submitDisabled } from '@shop/domain';
import type { CartLine, OrderFigures, StoredCart } from '@shop/domain';
import { useCartLines } from '../../../lib/cart-store';
import { usePreferences } from '../../../lib/preferences';
import { pricedCartLines, usePricedCart } from '../../../lib/priced-cart';
import { useCheckoutData } from '../api';
import { checkoutOptions } from '../model/checkout-options';
import type { CheckoutOptions } from '../model/checkout-options';
import { useDraft } from '../model/draft-store';
import type { CheckoutDraft } from '../model/draft-store';
import {
  checkOrderDraft,
  externalOrderValid,
  toExternalOrder,
  toOrderDraft,
} from '../model/order-draft';
import type { DraftCheck, DraftContext } from '../model/order-draft';

/** Why Next is disabled, most basic first; null when the form can be submitted. */
export type NextBlocker =
  'empty_cart' | 'loading' | 'load_error' | 'no_transport' | 'no_payment' | 'details';

export interface CheckoutState {
  draft: CheckoutDraft;
  cart: StoredCart;
  lines: CartLine[];
  options: CheckoutOptions | null;
  /** The draft with the shown (auto-selected) country, transport and payment. */
  chosen: CheckoutDraft;
  check: DraftCheck | null;
  /** What the order is made with (cart, currency, language, destination); null while loading. */
  context: DraftContext | null;
  figures: OrderFigures | null;
  blocker: NextBlocker | null;
  checkoutData: ReturnType<typeof useCheckoutData>;
}

function blockerOf(
  state: Pick<CheckoutState, 'lines' | 'options' | 'check' | 'chosen' | 'context'> & {
    cartEmpty: boolean;
    loading: boolean;
    failed: boolean;
  },
): NextBlocker | null {
  const { options, check, chosen, context } = state;
  if (state.cartEmpty) return 'empty_cart';
  if (state.failed) return 'load_error';
  if (state.loading || !options || !check || !context) return 'loading';
  if (state.lines.length === 0) return 'empty_cart';
  if (!options.transport) return 'no_transport';
  if (!options.payment) return 'no_payment';
  const disabled = submitDisabled({
    payment: options.payment,
    email: chosen.email,
    billingPhone: chosen.billingAddress.phone,
    lineCount: state.lines.length,
  });
  // With an external payment the provider's checkout asks for the details: only the rest counts.
  const valid = options.payment.external
    ? externalOrderValid(toExternalOrder(chosen, context))
    : check.order !== null;
  return disabled || !valid ? 'details' : null;
}

export function useCheckout(): CheckoutState {
  const draft = useDraft();
  const cart = useCartLines();
  const priced = usePricedCart(cart);
  const checkoutData = useCheckoutData();
  const { currency, language, ready } = usePreferences();
  const lines = useMemo(() => pricedCartLines(priced.data, cart), [priced.data, cart]);

  const options = useMemo(() => {
    if (!checkoutData.data) return null;
    const measure = { lines, currency, weight: cartTotals(lines).weight };
    return checkoutOptions(checkoutData.data, draft, measure, language);
  }, [checkoutData.data, draft, lines, currency, language]);

  const chosen = useMemo<CheckoutDraft>(
    () =>
      options
        ? {
            ...draft,
            countryId: options.country._id,
            transportId: options.transport?._id ?? null,
            paymentId: options.payment?._id ?? null,
          }
        : draft,
    [draft, options],
  );

  const countrySlug = options?.country.slug;
  const context = useMemo<DraftContext | null>(
    () => (countrySlug ? { cart, currency: currency.code, language, countrySlug } : null),
    [cart, currency.code, language, countrySlug],
  );
  const check = useMemo(
    () => (context ? checkOrderDraft(toOrderDraft(chosen, context)) : null),
    [chosen, context],
  );

  // A preview by the rule the server places the order with; the server's figures are the order's.
  const figures = useMemo(
    () => (options && ready ? checkoutFigures(lines, { ...options, currency }) : null),
    [options, ready, lines, currency],
  );

  const cartEmpty = Object.keys(cart).length === 0;
  const blocker = blockerOf({
    lines,
    options,
    check,
    chosen,
    context,
    cartEmpty,
    loading: checkoutData.isPending || (priced.isPending && !cartEmpty) || !ready,
    failed: checkoutData.isError || priced.isError,
  });
  return { draft, cart, lines, options, chosen, check, context, figures, blocker, checkoutData };
}
