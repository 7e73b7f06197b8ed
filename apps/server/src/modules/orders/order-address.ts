// A postal address as the customer's language writes it on a letter, for the mail and the invoice.
import type { Language, OrderAddress } from '@shop/domain';

// One formatter per language, made once, rather than one per address line of every mail.
const regionNames = new Map<Language, Intl.DisplayNames>();

/** The country's name in the mail's language ('se' -> 'Sverige'), as a postal address ends. */
export function countryName(slug: string, lang: Language): string {
  try {
    let names = regionNames.get(lang);
    if (!names) regionNames.set(lang, (names = new Intl.DisplayNames([lang], { type: 'region' })));
    return names.of(slug.toUpperCase()) ?? slug;
  } catch {
    return slug.toUpperCase();
  }
}

/** The address's lines: name, c/o, street, postal code and city, country, phone. */
export function addressLines(a: OrderAddress, lang: Language): string[] {
  return [
    `${a.given_name} ${a.family_name}`,
    ...(a.care_of ? [a.care_of] : []),
    a.street_address,
    `${a.postal_code} ${a.city}`,
    countryName(a.country, lang),
    a.phone,
  ];
}
