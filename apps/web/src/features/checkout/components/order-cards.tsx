// An order's particulars as cards (SPEC §2 review): shipping address, shipping method, billing
// address, payment method and email, for the review and the order page alike.
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translate';
import type { OrderAddress } from '@shop/domain';
import { AddressView } from './address-view';

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="order-card card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export interface OrderCardsProps {
  /** Where the goods go: the shipping address, or the billing address when there is none. */
  delivery: OrderAddress;
  billing: OrderAddress;
  /** A country's name by its slug. */
  countryOf(slug: string): string;
  transport: string;
  payment: string;
  email: string;
  /** No separate shipping address: the delivery card says it is the billing address. */
  sameAsBilling: boolean;
  /** Under the addresses: e.g. a button that changes them. */
  shippingAction?: ReactNode;
  billingAction?: ReactNode;
}

export function OrderCards(props: OrderCardsProps) {
  const { t } = useTranslation();
  const { delivery, billing, countryOf } = props;
  return (
    <div className="order-cards">
      <Card title={t('checkout.review.shippingAddress')}>
        <AddressView address={delivery} country={countryOf(delivery.country)} />
        {props.sameAsBilling ? (
          <p className="order-card__note">{t('checkout.review.sameAsBilling')}</p>
        ) : (
          props.shippingAction
        )}
      </Card>
      <Card title={t('checkout.review.shippingMethod')}>
        <p>{props.transport}</p>
      </Card>
      <Card title={t('checkout.review.billingAddress')}>
        <AddressView address={billing} country={countryOf(billing.country)} />
        {props.billingAction}
      </Card>
      <Card title={t('checkout.review.paymentMethod')}>
        <p>{props.payment}</p>
      </Card>
      <Card title={t('checkout.review.email')}>
        <p>{props.email}</p>
      </Card>
    </div>
  );
}
