// Stock state as a shield icon: green when the shop has it, gray when it is ordered from the supplier.
import { useTranslation } from '../../lib/translate';
import './stock-shield.css';

export interface StockShieldProps {
  /** stock.quantity of the item. */
  quantity: number;
  /** Shows the text beside the icon; otherwise it is for screen readers only. */
  showText?: boolean;
}

export function StockShield({ quantity, showText = false }: StockShieldProps) {
  const { t } = useTranslation();
  const inStock = quantity > 0;
  const text = inStock ? t('catalog.stock.inStock') : t('catalog.stock.supplier');
  return (
    <span
      className={`stock-shield stock-shield--${inStock ? 'in-stock' : 'supplier'}`}
      title={showText ? undefined : text}
    >
      <svg
        className="stock-shield__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
      >
        <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5Z" />
        {inStock ? (
          <path className="stock-shield__mark" d="m8.5 12.2 2.4 2.4 4.8-5" />
        ) : (
          <path className="stock-shield__mark" d="M12 7.5V12l2.8 1.8" />
        )}
      </svg>
      <span className={showText ? 'stock-shield__text' : 'stock-shield__text--hidden'}>{text}</span>
    </span>
  );
}
