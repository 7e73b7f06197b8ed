// An item's offer in a grid row or panel: price, brand, fee and a compact add-to-cart (item lists,
// diagram tables and panels, search results).
import { useTranslation } from '../../lib/translate';
import { effectiveBrand, showFee } from '@shop/domain';
import type { Item } from '@shop/domain';
import { Price } from '../ui/price';
import { Tooltip } from '../ui/tooltip';
import { AddToCart } from './add-to-cart';
import './item-cells.css';

/** Price (brand, fee) and a compact add-to-cart for `carSlug`, if any. */
export function PriceCell({ item, carSlug }: { item: Item; carSlug: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="item-offer">
      <div className="item-offer__amounts">
        <Price cents={item.price} className="item-offer__amount" />
        {item.brand !== 'any' ? (
          <span className="item-offer__brand">{t(`catalog.brand.${item.brand}`)}</span>
        ) : null}
        {showFee(item.fee, 1) ? <Fee cents={item.fee} help={t('catalog.fee.help')} /> : null}
      </div>
      <AddToCart itemId={item._id} brand={effectiveBrand(item, item.brand)} car={carSlug} compact />
    </div>
  );
}

/** '+fee' with a help tooltip explaining it (SPEC §9); `help` says what it means where it shows. */
export function Fee({ cents, help }: { cents: number; help: string }) {
  const { t } = useTranslation();
  return (
    <span className="item-fee">
      <span>
        +<Price cents={cents} />
      </span>
      <Tooltip content={help} label={t('catalog.fee.label')}>
        <span className="item-fee__help" aria-hidden="true">
          ?
        </span>
      </Tooltip>
    </span>
  );
}
