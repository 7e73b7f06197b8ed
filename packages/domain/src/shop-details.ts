// The shop's own details (legal entity, address, phone, email, opening hours), named once for every
// page and mail that shows them. The phone number is in the range the Swedish regulator (PTS) keeps
// for fiction, so no real subscriber is ever called.

export const SHOP_DETAILS = {
  name: 'Nordic Parts AB',
  brand: 'Nordic Parts',
  organisationNumber: '556123-4567',
  vatId: 'SE556123456701',
  address: {
    street: 'Verkstadsgatan 12',
    postalCode: '417 07',
    city: 'Göteborg',
    /** ISO 3166-1 alpha-2. */
    country: 'SE',
  },
  /** As a Swede dials it, and as a tel: link (E.164). */
  phone: { display: '031-390 06 50', international: '+46 31 390 06 50', tel: '+46313900650' },
  email: 'info@nordicparts.se',
  /** Phone and store hours, Stockholm time: weekdays 08:00–17:00. */
  opening: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '17:00',
  },
  areaServed: ['Sweden', 'Finland', 'Norway', 'Denmark'],
} as const;
