// The bin button (SPEC §2, §4): the first click asks for confirmation, a second click within 3 seconds
// empties the cart; leaving the button, Escape or waiting resets it. The wait is announced, so a
// screen-reader user knows a second press is expected.
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/translate';
import { BinIcon } from '../../../components/ui/icons';

/** SPEC §9: the bin's confirmation window. */
export const BIN_CONFIRM_MS = 3000;

export function BinButton({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const reset = () => {
    clearTimeout(timer.current);
    setConfirming(false);
  };

  const onClick = () => {
    if (confirming) {
      reset();
      onClear();
      return;
    }
    setConfirming(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setConfirming(false), BIN_CONFIRM_MS);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !confirming) return;
    // The confirmation is what Escape closes here, not a surrounding modal.
    event.stopPropagation();
    reset();
  };

  return (
    <>
      <button
        type="button"
        className={`cart-bin${confirming ? ' cart-bin--confirm' : ''}`}
        onClick={onClick}
        onBlur={reset}
        onKeyDown={onKeyDown}
      >
        <BinIcon width="18" height="18" />
        <span>{confirming ? t('cart.bin.confirm') : t('cart.bin.label')}</span>
      </button>
      <span className="visually-hidden" role="status">
        {confirming ? t('cart.bin.announce') : ''}
      </span>
    </>
  );
}
