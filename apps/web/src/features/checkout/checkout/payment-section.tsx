// Payment method choice (SPEC §2, §4): the payments the destination and the chosen transport allow;
// the price is the order's handling charge.
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/translate';
import type { Payment } from '@shop/domain';
import { usePreferences } from '../../../lib/preferences';
import { shopMoney } from '../components/format';
import { OptionList } from '../components/option-list';
import { countryName } from '../../../components/form/country-select';
import type { CheckoutOptions, PaymentReason } from '../model/checkout-options';
import { draftActions } from '../model/draft-store';

export interface PaymentSectionProps {
  options: CheckoutOptions;
  /** The group, to move the focus to. */
  groupRef?: Ref<HTMLFieldSetElement>;
}

export function PaymentSection({ options, groupRef }: PaymentSectionProps) {
  const { t } = useTranslation();
  const { currency, language } = usePreferences();
  const { country, transport } = options;
  const reason = (_payment: Payment, why: PaymentReason) =>
    t(`checkout.payment.${why}`, {
      country: countryName(country, language),
      transport: transport?.name ?? '',
    });
  return (
    <OptionList
      legend={t('checkout.payment.legend')}
      offers={options.payments}
      selectedId={options.payment?._id ?? null}
      onSelect={(payment) => draftActions.choose({ paymentId: payment._id })}
      price={(payment) =>
        payment.price > 0 ? `+${shopMoney(payment.price, currency, country.vat, language)}` : ''
      }
      reason={reason}
      empty={t('checkout.payment.none', { country: countryName(country, language) })}
      groupRef={groupRef}
    />
  );
}
