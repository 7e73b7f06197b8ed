// A cart line's quantity: a numeric field (1 to MAX_LINE_QUANTITY) with one-less and one-more
// buttons. Typing 0 or clearing the field never removes the line; only the line's delete button
// does. Typing more than an order line may hold sets the most, and says so.
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translate';
import { MAX_LINE_QUANTITY } from '@shop/domain';

export interface QuantityInputProps {
  /** The line's stored quantity. */
  quantity: number;
  /** The item's name, for the accessible labels. */
  name: string;
  /** A new whole quantity from 1 to MAX_LINE_QUANTITY. */
  onChange: (quantity: number) => void;
}

/** The whole number typed, or null for anything else ('', '0', '1.5', '-2', 'e'). */
function typedQuantity(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

export function QuantityInput({ quantity, name, onChange }: QuantityInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const limitId = useId();
  const [text, setText] = useState(String(quantity));
  const [shown, setShown] = useState(quantity);
  // Set when the customer asked for more than a line may hold; shown until the next change.
  const [overLimit, setOverLimit] = useState(false);
  // The stored quantity moved (buttons, another tab): show it.
  if (shown !== quantity) {
    setShown(quantity);
    setText(String(quantity));
  }
  const invalid = typedQuantity(text) === null;

  const onInput = (value: string) => {
    setText(value);
    const next = typedQuantity(value);
    setOverLimit(next !== null && next > MAX_LINE_QUANTITY);
    if (next === null) return;
    const capped = Math.min(next, MAX_LINE_QUANTITY);
    if (capped !== next) setText(String(capped));
    if (capped !== quantity) onChange(capped);
  };
  const step = (by: number) => {
    setOverLimit(false);
    onChange(quantity + by);
  };

  return (
    <>
      <span className="cart-quantity">
        <button
          type="button"
          className="cart-quantity__step"
          aria-label={t('cart.quantity.decrease', { name })}
          disabled={quantity <= 1}
          onClick={() => step(-1)}
        >
          −
        </button>
        <label htmlFor={id} className="visually-hidden">
          {t('cart.quantity.label', { name })}
        </label>
        <input
          id={id}
          className="cart-quantity__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QUANTITY}
          step={1}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={overLimit ? limitId : undefined}
          onChange={(event) => onInput(event.target.value)}
          // A field left empty or at 0 shows the quantity that still stands.
          onBlur={() => setText(String(quantity))}
        />
        <button
          type="button"
          className="cart-quantity__step"
          aria-label={t('cart.quantity.increase', { name })}
          disabled={quantity >= MAX_LINE_QUANTITY}
          onClick={() => step(1)}
        >
          +
        </button>
      </span>
      {overLimit ? (
        <p id={limitId} className="cart-quantity__limit" role="status">
          {t('cart.quantity.limit', { max: MAX_LINE_QUANTITY })}
        </p>
      ) : null}
    </>
  );
}
