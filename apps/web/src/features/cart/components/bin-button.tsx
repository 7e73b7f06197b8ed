// The bin button (SPEC §2, §4): the first click asks for confirmation, a second click within 3 seconds
// empties the cart; leaving the button or waiting resets it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

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

  return (
    <button
      type="button"
      className={`cart-bin${confirming ? ' cart-bin--confirm' : ''}`}
      onClick={onClick}
      onBlur={reset}
    >
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
      </svg>
      <span>{confirming ? t('cart.bin.confirm') : t('cart.bin.label')}</span>
    </button>
  );
}
