// The item page's purchase box: price (with other currencies), stock, shipping, brand, quantity, add.
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translate';
import {
  DEFAULT_VAT,
  MAX_LINE_QUANTITY,
  convertForTooltip,
  displayPrice,
  effectiveBrand,
  exVatReference,
  formatMoney,
  lineFee,
  offeredBrands,
  priceEntry,
  showFee,
  unitPrice,
} from '@shop/domain';
import type { Brand, Item } from '@shop/domain';
import { usePreferences } from '../../../lib/preferences';
import { Price } from '../../../components/ui/price';
import { ShippingEstimate } from '../../../components/ui/shipping-estimate';
import { StockShield } from '../../../components/ui/stock-shield';
import { Tooltip } from '../../../components/ui/tooltip';
import { AddToCart } from '../../../components/item-cells/add-to-cart';
import { useArrival } from '../../../lib/arrival';
import { Fee } from '../../../components/item-cells/price-cell';

export interface PurchaseBoxProps {
  item: Item;
  car: string | null;
}

export function PurchaseBox({ item, car }: PurchaseBoxProps) {
  const { t } = useTranslation();
  const brands = offeredBrands(item);
  const [brand, setBrand] = useState<Brand>(() => effectiveBrand(item, item.brand));
  const [quantityText, setQuantityText] = useState('1');
  const quantityId = useId();
  const limitId = useId();
  const typed = /^\d+$/.test(quantityText) ? Number(quantityText) : NaN;
  // More than one order line may hold is not added; the field says why.
  const overLimit = typed > MAX_LINE_QUANTITY;
  const quantity = overLimit ? NaN : typed;
  const price = unitPrice(item, brand);
  const entry = priceEntry(item, brand);
  const fee = entry ? lineFee(entry, quantity) : 0;
  const arrival = useArrival(item, brand, quantity);

  return (
    <section className="purchase-box" aria-label={t('catalog.purchase.label')}>
      <div className="purchase-box__price">
        <Tooltip content={<CurrencyRates price={price} />}>
          <Price cents={price} className="purchase-box__amount" />
        </Tooltip>
        {showFee(fee, quantity) ? <Fee cents={fee} help={t('catalog.fee.help')} /> : null}
      </div>
      <ExVatLine price={price} />
      <ul className="purchase-box__facts">
        <li>
          <StockShield quantity={item.stock.quantity} showText />
        </li>
        <li>
          <ShippingEstimate days={arrival.days} arrival={arrival.date} showText />
        </li>
      </ul>
      {brands.length > 1 ? (
        <fieldset className="purchase-box__brands">
          <legend>{t('catalog.purchase.brand')}</legend>
          {brands.map((b) => (
            <label key={b} className="purchase-box__brand">
              <input
                type="radio"
                name={`brand-${item._id}`}
                value={b}
                checked={brand === b}
                onChange={() => setBrand(b)}
              />
              <span>{t(`catalog.brand.${b}`)}</span>
              <Price cents={unitPrice(item, b)} className="purchase-box__brand-price" />
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="purchase-box__buy">
        <label htmlFor={quantityId} className="purchase-box__quantity-label">
          {t('catalog.purchase.quantity')}
        </label>
        <input
          id={quantityId}
          className="purchase-box__quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QUANTITY}
          step={1}
          value={quantityText}
          onChange={(event) => setQuantityText(event.target.value)}
          aria-invalid={Number.isInteger(quantity) && quantity >= 1 ? undefined : true}
          aria-describedby={overLimit ? limitId : undefined}
        />
        <AddToCart itemId={item._id} brand={brand} car={car} quantity={quantity} />
        {overLimit ? (
          <p id={limitId} className="purchase-box__limit" role="status">
            {t('catalog.purchase.limit', { max: MAX_LINE_QUANTITY })}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** 'Excl. VAT: …', the catalog price times 0.8 (SPEC §9), in the visitor's currency. */
function ExVatLine({ price }: { price: number }) {
  const { t } = useTranslation();
  const { currency, ready, language } = usePreferences();
  if (!ready) return null;
  // DEFAULT_VAT (25 %) is the catalog's own rate, so the reference is converted without re-grossing.
  const amount = displayPrice(exVatReference(price), currency, DEFAULT_VAT, language);
  return <p className="purchase-box__ex-vat">{t('catalog.purchase.exVat', { amount })}</p>;
}

/** The price in every visible currency: price × euro_rate / 100 (SPEC §2 currency-rate tooltip). */
export function CurrencyRates({ price }: { price: number }) {
  const { t } = useTranslation();
  const { currencies, language } = usePreferences();
  return (
    <span className="currency-rates">
      <span className="currency-rates__title">{t('catalog.purchase.otherCurrencies')}</span>
      {currencies.map((currency) => (
        <span key={currency.code} className="currency-rates__row">
          <span>{currency.code}</span>{' '}
          <span>
            {formatMoney(
              convertForTooltip(price, currency) * 10 ** currency.exponent,
              currency,
              language,
            )}
          </span>
        </span>
      ))}
    </span>
  );
}
