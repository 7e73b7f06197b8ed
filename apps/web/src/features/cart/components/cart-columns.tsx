// Columns of the cart's item grid (SPEC §2): image, name, quantity, brand, delivery, prices, delete.
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import type { CartLineView, Item, StoredCartLine } from '@shop/domain';
import type { DataGridColumn } from '../../../components/ui/data-grid';
import { Price } from '../../../components/ui/price';
import { cartStore } from '../../../lib/cart-store';
import { BrandChoice, DeleteLineButton, LineArrival, LineFee, LineNote } from './line-parts';
import { QuantityInput } from './quantity-input';

/** One row: the server's line and item, and the line as stored (what the visitor chose). */
export interface CartRow {
  line: CartLineView;
  item: Item;
  stored: StoredCartLine;
  /** Why an order could not take this line as it is, when it could not. */
  note?: string;
}

export const CART_IMAGE_SIZE = 56;

const enc = encodeURIComponent;

/** The item page for the car the part was chosen for, else the plain item page (SPEC §2). */
export function cartItemPath(item: Item, car: string | null): string {
  const id = enc(item._id);
  return car ? `/car/${enc(car)}/${enc(item.group)}/item/${id}` : `/item/${id}`;
}

/** The grid's columns; a locked cart (a preview, a placed order) shows values without controls. */
export function useCartColumns(locked: boolean): DataGridColumn<CartRow>[] {
  const { t } = useTranslation();
  const columns: DataGridColumn<CartRow>[] = [
    {
      id: 'image',
      header: t('cart.columns.image'),
      headerHidden: true,
      className: 'cart-grid__image',
      cell: ({ item }) => (
        <img
          src={item.image}
          alt=""
          loading="lazy"
          decoding="async"
          width={CART_IMAGE_SIZE}
          height={CART_IMAGE_SIZE}
        />
      ),
    },
    {
      id: 'name',
      header: t('cart.columns.name'),
      rowHeader: true,
      className: 'cart-grid__name',
      cell: ({ item, stored, note }) => (
        <>
          <Link to={cartItemPath(item, stored.car)}>{item.name}</Link>
          {note ? <LineNote text={note} /> : null}
        </>
      ),
    },
    {
      id: 'quantity',
      header: t('cart.columns.quantity'),
      className: 'cart-grid__quantity',
      cell: ({ item, stored }) =>
        locked ? (
          stored.quantity
        ) : (
          <QuantityInput
            quantity={stored.quantity}
            name={item.name}
            onChange={(quantity) => cartStore.setQuantity(item._id, quantity)}
          />
        ),
    },
    {
      id: 'brand',
      header: t('cart.columns.brand'),
      className: 'cart-grid__brand',
      cell: ({ item, stored }) => (
        <BrandChoice
          item={item}
          brand={stored.brand}
          onChange={locked ? undefined : (brand) => cartStore.setBrand(item._id, brand)}
        />
      ),
    },
    {
      id: 'ships',
      header: t('cart.columns.ships'),
      className: 'cart-grid__ships',
      cell: ({ line }) => <LineArrival line={line} />,
    },
    {
      id: 'unitPrice',
      header: t('cart.columns.unitPrice'),
      className: 'cart-grid__unit-price',
      cell: ({ line }) => <Price cents={line.unitPrice} />,
    },
    {
      id: 'price',
      header: t('cart.columns.price'),
      className: 'cart-grid__price',
      cell: ({ line }) => (
        <span className="cart-grid__amounts">
          <Price
            cents={line.unitPrice}
            quantity={line.quantity}
            className="cart-grid__line-price"
          />
          <LineFee fee={line.fee} quantity={line.quantity} />
        </span>
      ),
    },
  ];
  if (locked) return columns;
  return [
    ...columns,
    {
      id: 'delete',
      header: t('cart.columns.delete'),
      headerHidden: true,
      className: 'cart-grid__delete',
      cell: ({ item }) => (
        <DeleteLineButton name={item.name} onDelete={() => cartStore.remove(item._id)} />
      ),
    },
  ];
}
