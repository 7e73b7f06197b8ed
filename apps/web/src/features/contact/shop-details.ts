// The shop's own contact details (address, phone, email, opening hours) and the schema.org
// AutoPartsStore block built from them. SPEC and the settings name none beyond the legal entity
// the footer shows (Nordic Parts AB, org.nr 556123-4567, Sweden); the phone number is in the range
// the Swedish regulator (PTS) keeps for fiction, so no real subscriber is ever called.
import { FOUNDED_YEAR, VISIBLE_CURRENCIES } from '@shop/domain';

export const SHOP = {
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

/** The schema.org AutoPartsStore of the contact page; `origin` is the page's (no path). */
export function shopJsonLd(origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoPartsStore',
    '@id': `${origin}/#store`,
    name: SHOP.name,
    alternateName: SHOP.brand,
    url: `${origin}/`,
    email: SHOP.email,
    telephone: SHOP.phone.international,
    vatID: SHOP.vatId,
    foundingDate: String(FOUNDED_YEAR),
    address: {
      '@type': 'PostalAddress',
      streetAddress: SHOP.address.street,
      postalCode: SHOP.address.postalCode,
      addressLocality: SHOP.address.city,
      addressCountry: SHOP.address.country,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: SHOP.opening.days.map((day) => `https://schema.org/${day}`),
        opens: SHOP.opening.opens,
        closes: SHOP.opening.closes,
      },
    ],
    areaServed: SHOP.areaServed.map((name) => ({ '@type': 'Country', name })),
    currenciesAccepted: VISIBLE_CURRENCIES.join(', '),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: SHOP.phone.international,
      email: SHOP.email,
      availableLanguage: ['en', 'sv', 'fi'],
    },
  };
}
