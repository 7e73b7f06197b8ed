// The header badge's count: lines in the cart (not units). Mounting it starts the page-load restore.
import { useCartRestore } from '../cart.restore';
import { useCartLines } from '../../../lib/cart-store';

/** Number of lines in the cart; the first caller also restores the stored cart (POST /api/items). */
export function useCartCount(): number {
  useCartRestore();
  return Object.keys(useCartLines()).length;
}
