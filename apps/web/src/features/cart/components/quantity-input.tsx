// A cart line's quantity: a numeric field (1..999) with one-less and one-more buttons. Typing 0 or
// clearing the field never removes the line; only the line's delete button does.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LINE_QUANTITY } from '@shop/domain';

export interface QuantityInputProps {
  /** The line's stored quantity. */
  quantity: number;
  /** The item's name, for the accessible labels. */
  name: string;
  /** A new whole quantity 1..999 (the store caps larger ones). */
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
  const [text, setText] = useState(String(quantity));
  const [shown, setShown] = useState(quantity);
  // The stored quantity moved (buttons, another tab, the 999 cap): show it.
  if (shown !== quantity) {
    setShown(quantity);
    setText(String(quantity));
  }
  const invalid = typedQuantity(text) === null;

  const onInput = (value: string) => {
    setText(value);
    const next = typedQuantity(value);
    if (next === null) return;
    const capped = Math.min(next, MAX_LINE_QUANTITY);
    if (capped !== next) setText(String(capped));
    if (capped !== quantity) onChange(capped);
  };

  return (
    <span className="cart-quantity">
      <button
        type="button"
        className="cart-quantity__step"
        aria-label={t('cart.quantity.decrease', { name })}
        disabled={quantity <= 1}
        onClick={() => onChange(quantity - 1)}
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
        onChange={(event) => onInput(event.target.value)}
        // A field left empty or at 0 shows the quantity that still stands.
        onBlur={() => setText(String(quantity))}
      />
      <button
        type="button"
        className="cart-quantity__step"
        aria-label={t('cart.quantity.increase', { name })}
        disabled={quantity >= MAX_LINE_QUANTITY}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </span>
  );
}
