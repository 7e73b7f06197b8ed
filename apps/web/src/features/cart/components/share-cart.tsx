// 'Share cart': saves the cart (POST /api/carts/) and opens its shareable address. SPEC §7: a failed
// save wipes the stored cart data and logs 'Save error. Wiping data.'.
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import type { StoredCart } from '@shop/domain';
import { saveCart, savedCartPath } from '../api';
import { cartStore } from '../../../lib/cart-store';

export const SAVE_ERROR_LOG = 'Save error. Wiping data.';

export function ShareCart({ cart }: { cart: StoredCart }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useMutation({
    mutationFn: saveCart,
    onSuccess: ({ cartDate, cartId }) => {
      // The saved cart's page then puts the focus on the address to copy.
      void navigate(savedCartPath(cartDate, cartId), { state: { shared: true } });
    },
    onError: () => {
      console.error(SAVE_ERROR_LOG);
      cartStore.wipe();
    },
  });
  const empty = Object.keys(cart).length === 0;

  return (
    <div className="cart__share">
      {!empty ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={save.isPending}
          onClick={() => save.mutate(cart)}
        >
          {save.isPending ? t('cart.share.saving') : t('cart.share.button')}
        </button>
      ) : null}
      {save.isError ? (
        <p className="cart__error" role="alert">
          {t('cart.error')}
        </p>
      ) : null}
    </div>
  );
}
