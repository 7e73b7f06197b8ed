// The one add-to-cart control (item list, item page, diagrams, search); announces each add politely,
// or that the cart is full.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { MAX_CART_LINES, cartIsFull } from '@shop/domain';
import { cartStore } from '../../lib/cart-store';
import './add-to-cart.css';

export interface AddToCartProps {
  itemId: string;
  /** Brand variant, lower-cased by the store; 'any' is the default offer. */
  brand?: string;
  /** Car slug the item was chosen for, or null. */
  car?: string | null;
  /** How many to add (default 1); anything but a positive integer disables the button. */
  quantity?: number;
  /** Icon-only button (label kept for assistive tech), for dense grids. */
  compact?: boolean;
}

/** How long the 'Added to cart' note stays visible. */
const ANNOUNCE_MS = 3000;

export function AddToCart({
  itemId,
  brand = 'any',
  car = null,
  quantity = 1,
  compact = false,
}: AddToCartProps) {
  const { t } = useTranslation();
  // Counts the adds, so a repeated 'Added to cart' is a new node that screen readers announce again.
  const [added, setAdded] = useState(0);
  // A new part for a cart that already holds as many lines as one order may: nothing was added.
  const [full, setFull] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const valid = Number.isInteger(quantity) && quantity >= 1;

  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = () => {
    if (!valid) return;
    const isFull = cartIsFull(cartStore.getSnapshot(), itemId);
    setFull(isFull);
    if (!isFull) cartStore.add(itemId, quantity, brand, car);
    setAdded((n) => n + 1);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(0), ANNOUNCE_MS);
  };

  const label = t('cart.addToCart');
  return (
    <span className={`add-to-cart${compact ? ' add-to-cart--compact' : ''}`}>
      <button
        type="button"
        className="add-to-cart__button"
        onClick={onClick}
        disabled={!valid}
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
      >
        <svg
          className="add-to-cart__icon"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
        >
          <path
            d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2M10 20a1 1 0 1 1-2 0 1 1 0 0 1 2 0Zm9 0a1 1 0 1 1-2 0 1 1 0 0 1 2 0Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {compact ? null : <span className="add-to-cart__text">{label}</span>}
      </button>
      <span className="add-to-cart__status" role="status" aria-live="polite">
        {added > 0 ? (
          <span key={added}>
            {full ? t('cart.full', { max: MAX_CART_LINES }) : t('cart.added')}
          </span>
        ) : null}
      </span>
    </span>
  );
}
