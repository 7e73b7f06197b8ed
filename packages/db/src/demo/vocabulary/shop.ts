// Names of the shop's countries, transports, payments and car groups in en, sv and fi.
import { texts, type Texts } from './types.js';

export const COUNTRY_NAMES: Readonly<Record<string, Texts>> = {
  SE: texts(['Sweden', 'Sverige', 'Ruotsi']),
  FI: texts(['Finland', 'Finland', 'Suomi']),
  NO: texts(['Norway', 'Norge', 'Norja']),
  DK: texts(['Denmark', 'Danmark', 'Tanska']),
  DE: texts(['Germany', 'Tyskland', 'Saksa']),
  GB: texts(['United Kingdom', 'Storbritannien', 'Iso-Britannia']),
};

export const TRANSPORT_NAMES: Readonly<Record<string, Texts>> = {
  letter: texts(['Letter', 'Brev', 'Kirje']),
  parcel: texts(['Parcel', 'Paket', 'Paketti']),
  'pickup-point': texts(['Pickup point', 'Paket till ombud', 'Noutopiste']),
  'fetch-in-store': texts(['Fetch in store', 'Hämta i butiken', 'Nouto myymälästä']),
};

/** Brand names (Swish, Klarna Checkout) read the same in every language. */
export const PAYMENT_NAMES: Readonly<Record<string, Texts>> = {
  swish: texts(['Swish', 'Swish', 'Swish']),
  'klarna-checkout': texts(['Klarna Checkout', 'Klarna Checkout', 'Klarna Checkout']),
  invoice: texts(['Invoice', 'Faktura', 'Lasku']),
  'bank-transfer': texts(['Bank transfer', 'Banköverföring', 'Tilisiirto']),
  'pay-in-store': texts(['Pay in store', 'Betala i butiken', 'Maksu myymälässä']),
};

/** Car group names by id; only those with words (not bare model numbers) have a translation. */
export const CAR_GROUP_NAMES: Readonly<Record<number, Texts>> = {
  4: texts(['700 / 900 / Modern', '700 / 900 / Nyare modeller', '700 / 900 / Uudemmat mallit']),
};
