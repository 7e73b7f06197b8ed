// An item's stock shield and, in words, when its default offer ships (item rows, diagram entries,
// search results): "In stock, ships today", "Ships in about 5 days".
import { effectiveBrand } from '@shop/domain';
import type { Item } from '@shop/domain';
import { useArrival } from '../../lib/arrival';
import { ShippingEstimate } from '../ui/shipping-estimate';
import { StockShield } from '../ui/stock-shield';
import './item-cells.css';

export function ShipsCell({ item }: { item: Item }) {
  const arrival = useArrival(item, effectiveBrand(item, item.brand), 1);
  return (
    <span className="item-ships">
      <StockShield quantity={item.stock.quantity} />
      <ShippingEstimate days={arrival.days} arrival={arrival.date} showText />
    </span>
  );
}
