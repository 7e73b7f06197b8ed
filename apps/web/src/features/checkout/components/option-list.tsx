// A radio group of checkout options (transports, payments; SPEC §4): each with icon, name and
// price; an option that cannot be picked is disabled and says why.
import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import type { CheckoutOption } from '@shop/domain';
import type { Offer } from '../model/checkout-options';

export interface OptionListProps<T extends CheckoutOption, Reason extends string> {
  legend: string;
  offers: readonly Offer<T, Reason>[];
  selectedId: string | null;
  onSelect(option: T): void;
  /** The option's price text ('' for none). */
  price(option: T): string;
  /** Why the option cannot be picked. */
  reason(option: T, reason: Reason): string;
  /** Shown under the legend (stock, free shipping). */
  children?: ReactNode;
  /** Shown instead of the list when there are no options. */
  empty: string;
  /** The fieldset, to move the focus to (it is then focusable by script, not by Tab). */
  groupRef?: Ref<HTMLFieldSetElement>;
}

export function OptionList<T extends CheckoutOption, Reason extends string>({
  legend,
  offers,
  selectedId,
  onSelect,
  price,
  reason,
  children,
  empty,
  groupRef,
}: OptionListProps<T, Reason>) {
  const name = useId();
  return (
    <fieldset className="checkout-options" ref={groupRef} tabIndex={groupRef ? -1 : undefined}>
      <legend>{legend}</legend>
      {children}
      {offers.length === 0 ? <p className="checkout-options__empty">{empty}</p> : null}
      <ul className="checkout-options__list" hidden={offers.length === 0}>
        {offers.map(({ option, state }) => {
          const reasonId = `${name}-${option._id}-reason`;
          const priceText = price(option);
          return (
            <li
              key={option._id}
              className={
                state.enabled ? 'checkout-option' : 'checkout-option checkout-option--disabled'
              }
            >
              <label className="checkout-option__label">
                <input
                  type="radio"
                  name={name}
                  value={option._id}
                  checked={option._id === selectedId}
                  disabled={!state.enabled}
                  aria-describedby={state.enabled ? undefined : reasonId}
                  onChange={() => onSelect(option)}
                />
                <img src={option.icon_uri} alt="" width={32} height={32} loading="lazy" />{' '}
                <span className="checkout-option__name">{option.name}</span>
                {priceText ? (
                  <>
                    {' '}
                    <span className="checkout-option__price">{priceText}</span>
                  </>
                ) : null}
              </label>
              {state.enabled ? null : (
                <span id={reasonId} className="checkout-option__reason">
                  {reason(option, state.reason)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
