// Whether the order's prices include VAT (SPEC §2, §9): a destination with VAT 0 pays none.
import { useTranslation } from '../../../lib/translate';
import { vatPercent } from '@shop/domain';
import { usePreferences } from '../../../lib/preferences';

export function VatNote({ vatRate, countryName }: { vatRate: number; countryName: string }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  return (
    <p className="checkout-vat-note">
      {vatRate > 0
        ? t('checkout.vat.included', { rate: vatPercent(vatRate, language) })
        : t('checkout.vat.excluded', { country: countryName })}
    </p>
  );
}
