// The cart (SPEC §2): title, bin button, notices, empty and error messages, the item grid priced by
// the server (POST /api/cart/ on every change), totals, and sharing.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translate';
import { cartTotals, linePriceParts } from '@shop/domain';
import type { CartResponse, Language, StoredCart } from '@shop/domain';
import { usePreferences } from '../../../lib/preferences';
import { DataGrid } from '../../../components/ui/data-grid';
import { PriceSum, usePriceSumText } from '../../../components/ui/price';
import { Spinner } from '../../../components/ui/spinner';
import { alignBrands, dropUnknownItems, useCartRestore } from '../cart.restore';
import { cartStore, useCartLines } from '../../../lib/cart-store';
import { pricedCartLines, usePricedCart } from '../../../lib/priced-cart';
import { BinButton } from './bin-button';
import { useCartColumns } from './cart-columns';
import type { CartRow } from './cart-columns';
import { DroppedNotice } from './dropped-notice';
import { ShareCart } from './share-cart';
import './cart.css';

export interface CartViewProps {
  /** A cart to show instead of the visitor's own (a saved cart before it is taken over). */
  cart?: StoredCart;
  /** No controls: no bin, quantity fields, brand choice, delete or share. */
  locked?: boolean;
  /** Item id -> why an order could not take that line as it is, shown at the line. */
  notes?: Readonly<Record<string, string>>;
}

const LOCALES: Record<Language, string> = { en: 'en-GB', sv: 'sv-SE', fi: 'fi-FI' };

/** Grams as kilograms in the page's language, e.g. '4.2' or '4,2'. */
export function formatKilograms(grams: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(
    grams / 1000,
  );
}

/**
 * The server's lines still in `cart`, in the server's order, each with its item and stored line.
 * A line stays hidden until its price is positive (SPEC §2), e.g. before the server has priced it.
 */
export function cartRows(
  data: CartResponse | undefined,
  cart: StoredCart,
  notes: Readonly<Record<string, string>> = {},
): CartRow[] {
  return pricedCartLines(data, cart).flatMap(({ item, ...line }) =>
    line.linePrice > 0
      ? [{ line: { ...line, item: item._id }, item, stored: cart[item._id], note: notes[item._id] }]
      : [],
  );
}

/** The ids of lines the server no longer knows (deleted or never sold). */
function unknownItems(data: CartResponse): string[] {
  return data.problems.filter((p) => p.code === 'unknown_item').map((p) => p.item);
}

export function CartView({ cart: given, locked = false, notes }: CartViewProps) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const titleId = useId();
  const own = useCartLines();
  useCartRestore();
  const isOwn = given === undefined;
  const cart = given ?? own;
  const empty = Object.keys(cart).length === 0;
  const query = usePricedCart(cart);
  const columns = useCartColumns(locked);

  // The server is the authority on which items exist: lines it does not know leave the own cart.
  const settled = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (!isOwn || !settled) return;
    dropUnknownItems(cartStore, unknownItems(settled));
    alignBrands(cartStore, settled);
  }, [isOwn, settled]);

  const rows = empty ? [] : cartRows(query.data, cart, notes);
  const totals = cartTotals(rows.map((row) => row.line));
  const totalText = usePriceSumText(rows.flatMap((row) => linePriceParts(row.line)));
  const announcement = useCartAnnouncement(
    isOwn && !locked,
    cart,
    empty
      ? t('cart.announce.empty')
      : settled && !query.isFetching && totalText !== null
        ? t('cart.announce.summary', { count: rows.length, total: totalText })
        : null,
  );

  return (
    <section className="cart" aria-labelledby={titleId}>
      <div className="cart__head">
        <h2 id={titleId} className="cart__title">
          {t('cart.title')}
        </h2>
        {!locked && !empty ? <BinButton onClear={() => cartStore.clear()} /> : null}
      </div>
      {isOwn ? <DroppedNotice /> : null}
      {query.isError ? (
        <p className="cart__error" role="alert">
          {t('cart.error')}
        </p>
      ) : null}
      {empty ? <p className="cart__empty">{t('cart.empty')}</p> : null}
      {!empty && query.isPending ? <Spinner label={t('cart.loading')} /> : null}
      {rows.length > 0 ? (
        <>
          <DataGrid
            columns={columns}
            rows={rows}
            rowKey={(row) => row.line.item}
            caption={t('cart.caption')}
            captionHidden
            busy={query.isFetching}
            className="cart-grid"
          />
          <dl className="cart__totals">
            <div className="cart__total">
              <dt>{t('cart.total')}</dt>
              <dd>
                <PriceSum
                  parts={rows.flatMap((row) => linePriceParts(row.line))}
                  className="cart__total-amount"
                />
              </dd>
            </div>
            <div className="cart__weight">
              <dt>{t('cart.weight')}</dt>
              <dd>{t('cart.kilograms', { weight: formatKilograms(totals.weight, language) })}</dd>
            </div>
          </dl>
        </>
      ) : null}
      {!locked ? <ShareCart cart={cart} /> : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}

/**
 * What the cart says after the visitor changed it (a line removed, a quantity, the bin): its lines
 * and new total once the server has priced them, or that it is empty. `summary` is null while the
 * change is being priced. Nothing is said for the cart as it loads.
 */
function useCartAnnouncement(own: boolean, cart: StoredCart, summary: string | null): string {
  const [said, setSaid] = useState('');
  const seen = useRef(cart);
  const waiting = useRef(false);
  useEffect(() => {
    if (!own || seen.current === cart) return;
    seen.current = cart;
    waiting.current = true;
  }, [own, cart]);
  useEffect(() => {
    if (!waiting.current || summary === null) return;
    waiting.current = false;
    setSaid(summary);
  }, [summary, cart]);
  return said;
}
