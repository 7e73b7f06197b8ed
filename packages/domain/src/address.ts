// Address rules the spec leaves open (SPEC §3, §5): field length bounds, postal codes per country
// and phone numbers, each normalised to one stored form. Countries are named by their slug ('se').
import type { CountryCode } from 'libphonenumber-js/min';
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Length bounds (characters, after trimming) of the address fields: names as long as a passport
 * prints them, streets and company names with room for a building or c/o line, phone text with
 * room for spaces and dashes (E.164 itself is at most 16 characters), postal codes of any country.
 */
export const ADDRESS_BOUNDS = {
  given_name: { min: 1, max: 50 },
  family_name: { min: 1, max: 50 },
  care_of: { min: 0, max: 100 },
  street_address: { min: 2, max: 100 },
  postal_code: { min: 2, max: 12 },
  city: { min: 2, max: 50 },
  phone: { min: 5, max: 30 },
  email: { min: 1, max: 254 },
} as const;

export type AddressField = keyof typeof ADDRESS_BOUNDS;

/** A link, an address or markup: never part of a name or a street, and what spam in a mail needs. */
const LINK_OR_MARKUP = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|[<>@]/i;

/**
 * Whether an address text is plain (no link, mail address or markup): the shop's own mails print
 * names and addresses, so they must not carry a stranger's message to whatever address was given.
 */
export function isPlainAddressText(text: string): boolean {
  return !LINK_OR_MARKUP.test(text);
}

/** Postal codes per sold-to country slug: the pattern (on upper-cased text) and the stored form. */
const POSTAL_CODES = {
  // Swedish codes run 100 00-984 99: never a leading 0 (a Finnish "00510" is no Swedish code).
  se: { pattern: /^([1-9]\d{2}) ?(\d{2})$/, format: (m: RegExpMatchArray) => `${m[1]} ${m[2]}` },
  fi: { pattern: /^\d{5}$/, format: (m: RegExpMatchArray) => m[0] },
  no: { pattern: /^\d{4}$/, format: (m: RegExpMatchArray) => m[0] },
  // Danish letters often carry the old "DK-" prefix; the code itself is the four digits.
  dk: { pattern: /^(?:DK[- ]?)?(\d{4})$/, format: (m: RegExpMatchArray) => m[1] ?? '' },
  // German codes start at 01: no region is numbered 00.
  de: { pattern: /^(?!00)\d{5}$/, format: (m: RegExpMatchArray) => m[0] },
  // UK: outward code (area, district, optional sub-district) and inward code, one space between.
  gb: {
    pattern: /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/,
    format: (m: RegExpMatchArray) => `${m[1]} ${m[2]}`,
  },
} as const satisfies Record<string, { pattern: RegExp; format: (m: RegExpMatchArray) => string }>;

/** A country whose postal codes have a known format (the shop's sold-to countries). */
export type PostalCodeCountry = keyof typeof POSTAL_CODES;

/** The countries with a known postal code format, by slug. */
export const POSTAL_CODE_COUNTRIES = Object.keys(POSTAL_CODES) as readonly PostalCodeCountry[];

/** The slug as a country with a known postal code format ('SE' -> 'se'), else null. */
export function postalCodeCountry(countrySlug: string): PostalCodeCountry | null {
  const slug = countrySlug.trim().toLowerCase();
  return Object.hasOwn(POSTAL_CODES, slug) ? (slug as PostalCodeCountry) : null;
}

/** Elsewhere: letters, digits, single spaces and dashes, upper-cased ('sw1a 1aa' -> 'SW1A 1AA'). */
const GENERIC_POSTAL_CODE = /^[A-Z0-9]+(?:[ -][A-Z0-9]+)*$/;

/**
 * The postal code in its stored form for the country, or null when it is not one: SE "NNN NN"
 * (typed with or without the space, never starting with 0), FI and DE "NNNNN", NO and DK "NNNN",
 * GB "OUTWARD INWARD" upper-cased; elsewhere the generic shape.
 */
export function normalisePostalCode(code: string, countrySlug: string): string | null {
  const upper = code.trim().toUpperCase();
  const country = postalCodeCountry(countrySlug);
  if (country) {
    const rule = POSTAL_CODES[country];
    const match = upper.match(rule.pattern);
    return match ? rule.format(match) : null;
  }
  const { min, max } = ADDRESS_BOUNDS.postal_code;
  const fits = upper.length >= min && upper.length <= max;
  return fits && GENERIC_POSTAL_CODE.test(upper) ? upper : null;
}

/** The ISO 3166 code libphonenumber knows for a country slug, if any. */
function phoneRegion(countrySlug: string): CountryCode | undefined {
  const code = countrySlug.toUpperCase();
  return isSupportedCountry(code) ? code : undefined;
}

const RECENT_PHONES = 64;
const recentPhones = new Map<string, string | null>();

/**
 * The phone number in E.164 ("+46701234567"), or null when it is not a valid number. A national
 * number is read as the address's country's; an international one (+…) may be any country's.
 * With the min metadata, validity is by country prefix, leading digits and length.
 */
export function normalisePhone(phone: string, countrySlug: string): string | null {
  const key = `${countrySlug}\u0000${phone}`;
  let normal = recentPhones.get(key);
  if (normal === undefined) {
    const parsed = parsePhoneNumberFromString(phone.trim(), phoneRegion(countrySlug));
    normal = parsed?.isValid() ? parsed.number : null;
    // Checking and then storing an order's addresses asks for the same few numbers again.
    if (recentPhones.size >= RECENT_PHONES) recentPhones.clear();
    recentPhones.set(key, normal);
  }
  return normal;
}
