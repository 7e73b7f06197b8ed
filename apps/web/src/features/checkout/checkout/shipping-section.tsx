// Shipping method choice (SPEC §2, §4): whether the parts are in stock, how far the cart is from
// free shipping, and the transports the destination offers, priced at its VAT.
import { useTranslation } from '../../../lib/translate';
import {
  formatDate,
  formatMoney,
  freeShippingDifference,
  goodsAmount,
  isFreeShipping,
  shippingPrice,
} from '@shop/domain';
import type { CartLine, Country, TransportDisabledReason } from '@shop/domain';
import { usePreferences } from '../../../lib/preferences';
import { decimal } from '../components/format';
import { OptionList } from '../components/option-list';
import { countryName } from '../../../components/form/country-select';
import type { CheckoutOptions } from '../model/checkout-options';
import { draftActions } from '../model/draft-store';

function StockInfo({ lines }: { lines: readonly CartLine[] }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  if (lines.length === 0) return null;
  const waiting = lines.filter((line) => !line.stocked);
  if (waiting.length === 0) return <p className="checkout-info">{t('checkout.stock.all')}</p>;
  // A negative day count is an unknown arrival: no date to promise.
  const known = waiting.every((line) => line.days >= 0);
  const latest =
    waiting
      .map((line) => line.arrival)
      .sort()
      .at(-1) ?? '';
  return (
    <p className="checkout-info">
      {known
        ? t('checkout.stock.waiting', { count: waiting.length, date: formatDate(latest, language) })
        : t('checkout.stock.waitingUnknown', { count: waiting.length })}
    </p>
  );
}

function FreeShipping({ lines, country }: { lines: readonly CartLine[]; country: Country }) {
  const { t } = useTranslation();
  const { currency, language } = usePreferences();
  if (lines.length === 0) return null;
  const goods = goodsAmount(lines, currency, country.vat);
  const name = countryName(country, language);
  if (isFreeShipping(goods, country, currency)) {
    return (
      <p className="checkout-info checkout-info--good">
        {t('checkout.free.applies', { country: name })}
      </p>
    );
  }
  const difference = freeShippingDifference(goods, country, currency);
  if (difference === null) return null;
  const amount = formatMoney(difference, currency, language);
  return (
    <p className="checkout-info">{t('checkout.free.difference', { amount, country: name })}</p>
  );
}

export function ShippingSection({
  options,
  lines,
}: {
  options: CheckoutOptions;
  lines: readonly CartLine[];
}) {
  const { t } = useTranslation();
  const { currency, language } = usePreferences();
  const { country } = options;
  const goods = goodsAmount(lines, currency, country.vat);
  const kilograms = (grams: number) => decimal(grams / 1000, language);
  const reason = (
    transport: CheckoutOptions['transports'][number]['option'],
    why: TransportDisabledReason,
  ) => {
    if (why === 'too_light')
      return t('checkout.transport.tooLight', { weight: kilograms(transport.weight.min) });
    if (why === 'too_heavy')
      return t('checkout.transport.tooHeavy', { weight: kilograms(transport.weight.max) });
    return t(`checkout.transport.${why}`, { country: countryName(country, language) });
  };
  return (
    <OptionList
      legend={t('checkout.transport.legend')}
      offers={options.transports}
      selectedId={options.transport?._id ?? null}
      onSelect={(transport) => draftActions.choose({ transportId: transport._id })}
      price={(transport) => {
        const price = shippingPrice(transport, country, goods, currency);
        return price === 0 ? t('checkout.transport.free') : formatMoney(price, currency, language);
      }}
      reason={reason}
      empty={t('checkout.transport.none', { country: countryName(country, language) })}
    >
      <StockInfo lines={lines} />
      <FreeShipping lines={lines} country={country} />
    </OptionList>
  );
}
