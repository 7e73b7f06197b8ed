// Money as staff read it: minor units in the order's currency, in the console's language.
import { useTranslation } from '../../lib/translate';
import { formatMoney, languageOr } from '@shop/domain';

export interface MoneyCurrency {
  code: string;
  symbol: string;
  exponent: number;
}

export function useMoney(): (minor: number, currency: MoneyCurrency) => string {
  const { i18n } = useTranslation();
  const language = languageOr(i18n.language);
  return (minor, currency) => formatMoney(minor, { ...currency, euro_rate: 1 }, language);
}
