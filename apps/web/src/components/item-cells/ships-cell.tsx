// An item's stock shield and shipping estimate for its default offer (item rows, diagram entries,
// search results).
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
      <ShippingEstimate days={arrival.days} arrival={arrival.date} />
    </span>
  );
}
