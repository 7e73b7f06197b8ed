// The seller the terms name (legal entity, address, contact), as interpolation values of the info
// texts. The same details as the contact page's (features do not import each other; keep the two in
// step, or move both to lib/ when a shared shop-details module exists).
export const SELLER = {
  name: 'Nordic Parts AB',
  orgNr: '556123-4567',
  vatId: 'SE556123456701',
  street: 'Verkstadsgatan 12',
  postalCode: '417 07',
  city: 'Göteborg',
  email: 'info@nordicparts.se',
  phone: '+46 31 390 06 50',
} as const;
