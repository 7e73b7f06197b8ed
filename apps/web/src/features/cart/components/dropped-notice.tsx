// The polite notice after items no longer sold left the cart (restore on load, or the cart call).
import { useTranslation } from '../../../lib/translate';
import { droppedNotice, useDroppedCount } from '../cart.restore';

export function DroppedNotice() {
  const { t } = useTranslation();
  const count = useDroppedCount();
  // The live region stays in the page, so the message is announced when it appears.
  return (
    <div role="status" aria-live="polite" className="cart__notice-region">
      {count > 0 ? (
        <p className="notice notice--warning cart__notice">
          <span>{t('cart.dropped', { count })}</span>{' '}
          <button type="button" className="cart__notice-dismiss" onClick={droppedNotice.dismiss}>
            {t('cart.dismiss')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
