// The seller the terms name (legal entity, address, contact), as interpolation values of the info
// texts, from the shop's details.
import { SHOP_DETAILS } from '@shop/domain';

export const SELLER = {
  name: SHOP_DETAILS.name,
  orgNr: SHOP_DETAILS.organisationNumber,
  vatId: SHOP_DETAILS.vatId,
  street: SHOP_DETAILS.address.street,
  postalCode: SHOP_DETAILS.address.postalCode,
  city: SHOP_DETAILS.address.city,
  email: SHOP_DETAILS.email,
  phone: SHOP_DETAILS.phone.international,
} as const;
