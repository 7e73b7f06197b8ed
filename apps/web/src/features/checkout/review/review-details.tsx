// The review's cards (SPEC §2): shipping address (the billing address when no separate one is
// enabled), shipping method, billing address, payment method and email; addresses open the
// address modal to be changed.
import { useTranslation } from '../../../lib/translate';
import { deliveryAddress } from '@shop/domain';
import type { BulkResponse, OrderDraft } from '@shop/domain';
import { useModal } from '../../../components/ui/modal';
import { useCountryNames } from '../../../components/form/country-select';
import { OrderCards } from '../components/order-cards';
import type { AddressKind } from '../model/draft-store';
import type { DraftContext } from '../model/order-draft';
import { AddressEditor } from './address-editor';

export interface ReviewDetailsProps {
  /** The draft as the schema parsed it (postal codes and phones in their stored form). */
  order: OrderDraft;
  choice: BulkResponse;
  context: DraftContext;
}

export function ReviewDetails({ order, choice, context }: ReviewDetailsProps) {
  const { t } = useTranslation();
  const modal = useModal();
  const countryOf = useCountryNames([choice.country]);

  const change = (kind: AddressKind, country: string) => {
    const label = t(`checkout.review.edit.${kind}`);
    const editor = <AddressEditor kind={kind} context={context} countryName={countryOf(country)} />;
    return (
      <button
        type="button"
        className="button button--secondary order-card__change"
        onClick={() => modal.open(editor, { label })}
      >
        {label}
      </button>
    );
  };

  const delivery = deliveryAddress(order);
  return (
    <OrderCards
      delivery={delivery}
      billing={order.billingAddress}
      countryOf={countryOf}
      transport={choice.transport.name}
      payment={choice.payment.name}
      email={order.email}
      sameAsBilling={!order.shippingAddress.enabled}
      shippingAction={change('shippingAddress', delivery.country)}
      billingAction={change('billingAddress', order.billingAddress.country)}
    />
  );
}
