// Small pieces of a cart line: the fee, the brand choice, the arrival estimate, the delete button and
// the note saying why an order could not take the line.
import { useId } from 'react';
import { useTranslation } from '../../../lib/translate';
import { effectiveBrand, formatDate, offeredBrands, showFee } from '@shop/domain';
import type { Brand, CartLineView, Item } from '@shop/domain';
import { usePreferences } from '../../../lib/preferences';
import { Fee } from '../../../components/item-cells/price-cell';
import { ShippingEstimate } from '../../../components/ui/shipping-estimate';
import { CloseIcon } from '../../../components/ui/icons';

/** '+amount' with a help tooltip (SPEC §9), only when the fee is positive for a wanted quantity. */
export function LineFee({ fee, quantity }: { fee: number; quantity: number }) {
  const { t } = useTranslation();
  if (!showFee(fee, quantity)) return null;
  return <Fee cents={fee} help={t('cart.fee.help')} />;
}

export interface BrandChoiceProps {
  item: Item;
  /** The brand stored for the line. */
  brand: string;
  onChange?: (brand: Brand) => void;
}

/** A select of the item's brands when there is more than one (SPEC §9); else the brand's name. */
export function BrandChoice({ item, brand, onChange }: BrandChoiceProps) {
  const { t } = useTranslation();
  const id = useId();
  const brands = offeredBrands(item);
  const current = effectiveBrand(item, brand);
  if (brands.length <= 1 || !onChange) {
    return current === 'any' ? null : <span>{t(`cart.brand.${current}`)}</span>;
  }
  return (
    <span className="cart-brand">
      <label htmlFor={id} className="visually-hidden">
        {t('cart.brandOf', { name: item.name })}
      </label>
      <select
        id={id}
        className="cart-brand__select"
        value={current}
        onChange={(event) => onChange(event.target.value as Brand)}
      >
        {brands.map((b) => (
          <option key={b} value={b}>
            {t(`cart.brand.${b}`)}
          </option>
        ))}
      </select>
    </span>
  );
}

/** Why an order could not take the line as it is: the page words it, the cart only shows it. */
export function LineNote({ text }: { text: string }) {
  return <p className="cart-grid__note">{text}</p>;
}

/** The shipping estimate icon by days, with the arrival date in the page's language. */
export function LineArrival({ line }: { line: Pick<CartLineView, 'days' | 'arrival'> }) {
  const { language } = usePreferences();
  // A negative difference is the domain's way of saying 'unknown'.
  const known = line.days >= 0;
  return (
    <ShippingEstimate
      days={known ? line.days : null}
      arrival={known ? formatDate(line.arrival, language) : null}
      showText
    />
  );
}

/**
 * Where the focus goes once a line is gone: the remove button now in its place (the next line's),
 * else the one before, else the cart's heading.
 */
function focusAfterRemoval(removed: HTMLButtonElement): void {
  const cart = removed.closest('section');
  if (!cart) return;
  const index = [...cart.querySelectorAll('.cart-delete')].indexOf(removed);
  requestAnimationFrame(() => {
    const left = cart.querySelectorAll<HTMLElement>('.cart-delete');
    const next = left[index] ?? left[index - 1];
    if (next) return next.focus();
    const heading = cart.querySelector<HTMLElement>('h2');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  });
}

export function DeleteLineButton({ name, onDelete }: { name: string; onDelete: () => void }) {
  const { t } = useTranslation();
  const label = t('cart.remove', { name });
  return (
    <button
      type="button"
      className="cart-delete"
      aria-label={label}
      title={label}
      onClick={(event) => {
        focusAfterRemoval(event.currentTarget);
        onDelete();
      }}
    >
      <CloseIcon width="18" height="18" />
    </button>
  );
}
