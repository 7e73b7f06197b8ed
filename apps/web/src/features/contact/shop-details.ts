// The schema.org AutoPartsStore block of the contact page, built from the shop's details.
import { FOUNDED_YEAR, SHOP_DETAILS, VISIBLE_CURRENCIES } from '@shop/domain';

export const SHOP = SHOP_DETAILS;

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
