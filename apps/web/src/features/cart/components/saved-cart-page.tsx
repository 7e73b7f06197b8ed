// /cart/:cartDate/:cartId (DESIGN §4): loads a saved cart into the visitor's own and shows its link.
// An empty own cart simply takes the saved one; a non-empty one asks first: replace (what a shared
// parts list means) or add to it, so nothing the visitor chose is lost without a click.
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { formatDate, normaliseArticles } from '@shop/domain';
import type { SavedCartResponse } from '@shop/domain';
import { HttpError } from '../../../lib/http';
import { usePageTitle } from '../../../lib/page-title';
import { usePreferences } from '../../../lib/preferences';
import { NotFound } from '../../../components/ui/not-found';
import { Spinner } from '../../../components/ui/spinner';
import { savedCartPath, useSavedCart } from '../api';
import { sameCart, useCartLines } from '../../../lib/cart-store';
import { takeSavedCart, useSavedCartTaken } from '../saved-carts';
import { CartView } from './cart-view';
import { ShareLink } from './share-link';

/** 'YYYYMMDD' -> the date in the page's language. */
function savedDate(cartDate: string, language: Parameters<typeof formatDate>[1]): string {
  return formatDate(
    `${cartDate.slice(0, 4)}-${cartDate.slice(4, 6)}-${cartDate.slice(6)}`,
    language,
  );
}

/** A malformed address (400) is as missing as an unknown one (404). */
function isMissing(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 404 || error.status === 400);
}

export function SavedCartPage() {
  const { t } = useTranslation();
  const { cartDate = '', cartId = '' } = useParams();
  const query = useSavedCart(cartDate, cartId);
  usePageTitle(t('cart.saved.title'));

  if (query.isPending) return <Spinner />;
  if (isMissing(query.error)) return <NotFound message={t('cart.saved.notFound')} />;
  return (
    <section className="page-section saved-cart">
      <h1>{t('cart.saved.title')}</h1>
      {query.data ? (
        <SavedCart key={`${cartDate}/${cartId}`} data={query.data} />
      ) : (
        <p className="cart__error" role="alert">
          {t('cart.error')}
        </p>
      )}
    </section>
  );
}

function SavedCart({ data }: { data: SavedCartResponse }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const key = `${data.cartDate}/${data.cartId}`;
  const justShared = (useLocation().state as { shared?: boolean } | null)?.shared === true;
  const saved = useMemo(() => normaliseArticles(data.articles).cart, [data.articles]);
  const own = useCartLines();
  const taken = useSavedCartTaken(key);
  const ownEmpty = Object.keys(own).length === 0;
  // Nothing left to take (every item gone since): the visitor's cart stays as it is.
  const nothing = Object.keys(saved).length === 0;
  // Nothing to lose: the saved cart is taken over without asking.
  const automatic = !taken && !nothing && (ownEmpty || sameCart(own, saved));
  const gone = data.problems.filter((p) => p.code === 'unknown_item').length;

  useEffect(() => {
    if (automatic) takeSavedCart(key, saved, 'replace');
  }, [automatic, key, saved]);

  return (
    <>
      <p>{t('cart.saved.intro', { date: savedDate(data.cartDate, language) })}</p>
      <ShareLink
        url={`${window.location.origin}${savedCartPath(data.cartDate, data.cartId)}`}
        focus={justShared}
      />
      {gone > 0 ? (
        <p className="notice notice--warning">{t('cart.saved.gone', { count: gone })}</p>
      ) : null}
      {taken || automatic || nothing ? (
        <CartView />
      ) : (
        <>
          <div
            className="notice saved-cart__choice"
            role="group"
            aria-label={t('cart.saved.choice')}
          >
            <p>{t('cart.saved.conflict')}</p>
            <div className="button-row">
              <button
                type="button"
                className="button"
                onClick={() => takeSavedCart(key, saved, 'replace')}
              >
                {t('cart.saved.replace')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => takeSavedCart(key, saved, 'merge')}
              >
                {t('cart.saved.merge')}
              </button>
              <Link to="/checkout" className="button button--secondary">
                {t('cart.saved.keep')}
              </Link>
            </div>
          </div>
          <CartView cart={saved} locked />
        </>
      )}
    </>
  );
}
