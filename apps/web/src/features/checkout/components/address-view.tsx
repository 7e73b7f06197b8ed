// An address as a postal label (SPEC §3): name, company, street, postal code and city, country, phone.
import type { OrderAddress } from '@shop/domain';

export function AddressView({ address, country }: { address: OrderAddress; country: string }) {
  const name = `${address.given_name} ${address.family_name}`.trim();
  return (
    <address className="checkout-address-view">
      {name}
      <br />
      {address.care_of ? (
        <>
          {address.care_of}
          <br />
        </>
      ) : null}
      {address.street_address}
      <br />
      {`${address.postal_code} ${address.city}`.trim()}
      <br />
      {country}
      <br />
      {address.phone}
    </address>
  );
}
