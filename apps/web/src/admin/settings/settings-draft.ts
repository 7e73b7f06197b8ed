// The settings form's draft: what staff typed, as text, beside the settings it started from. The
// patch holds only what differs from them, in the API's units; a number that does not read is a
// field error and no patch at all.
import type { AdminSettings, AdminSettingsPatch, Language } from '@shop/domain';
import {
  MAX_ITEM_PRICE,
  centsText,
  decimalText,
  parseDecimal,
  parseScaled,
  vatPercent,
} from '@shop/domain';

/** The euro is the base currency: the server refuses any other rate for it. */
export const BASE_CURRENCY = 'EUR';
const MAX_RATE = 1e6;
const WHOLE_VAT = 10_000;

export interface CountryDraft {
  vat: string;
  threshold: string;
  transports: string[];
  payments: string[];
}

export interface SettingsDraft {
  /** By currency code; the base currency has none. */
  rates: Record<string, string>;
  minimumArrival: string;
  countries: Record<string, CountryDraft>;
  /** Whether each transport (payment) is on, by id. */
  transports: Record<string, boolean>;
  payments: Record<string, boolean>;
  reason: string;
}

export type FieldProblem = 'rate' | 'vat' | 'threshold' | 'date';

/** The text key of each field problem. */
export const PROBLEM_TEXTS: Readonly<Record<FieldProblem, string>> = {
  rate: 'settings.errors.rate',
  vat: 'settings.errors.vat',
  threshold: 'settings.errors.threshold',
  date: 'settings.errors.date',
};

/** The name of each field that can be wrong, unique in the form. */
export const fieldName = {
  rate: (code: string) => `rate-${code}`,
  vat: (country: string) => `vat-${country}`,
  threshold: (country: string) => `threshold-${country}`,
  minimumArrival: 'minimum-arrival',
};

export type FieldProblems = Record<string, FieldProblem>;

const switchesOf = (list: readonly { _id: string; disabled: boolean }[]) =>
  Object.fromEntries(list.map((thing) => [thing._id, !thing.disabled]));

export function draftOf(settings: AdminSettings, language: Language): SettingsDraft {
  return {
    rates: Object.fromEntries(
      settings.currencies
        .filter((currency) => currency.code !== BASE_CURRENCY)
        .map((currency) => [currency.code, decimalText(currency.euro_rate, language)]),
    ),
    minimumArrival: settings.minimumArrival,
    countries: Object.fromEntries(
      settings.countries.map((country) => [
        country._id,
        {
          vat: vatPercent(country.vat, language),
          threshold: centsText(country.gratis_threshold, language),
          transports: [...country.transports],
          payments: [...country.payments],
        },
      ]),
    ),
    transports: switchesOf(settings.transports),
    payments: switchesOf(settings.payments),
    reason: '',
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

const ISO_DATE = /^(20\d\d)-(\d\d)-(\d\d)$/;

/** A real calendar day in 2000..2099 (the shipment data keeps two-digit years). */
function isShopDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The patch of what the draft changes (null when nothing does), or the fields that do not read. */
export function patchOf(
  base: AdminSettings,
  draft: SettingsDraft,
  language: Language,
): { patch: AdminSettingsPatch | null; problems: FieldProblems } {
  const initial = draftOf(base, language);
  const problems: FieldProblems = {};
  const patch: AdminSettingsPatch = {};

  const currencies: NonNullable<AdminSettingsPatch['currencies']> = [];
  for (const currency of base.currencies) {
    const text = draft.rates[currency.code];
    // A field left as it was is never read again: what it shows is what is stored.
    if (text === undefined || text === initial.rates[currency.code]) continue;
    const rate = parseDecimal(text);
    if (rate === null || rate <= 0 || rate > MAX_RATE)
      problems[fieldName.rate(currency.code)] = 'rate';
    else if (rate !== currency.euro_rate) currencies.push({ code: currency.code, euro_rate: rate });
  }
  if (currencies.length) patch.currencies = currencies;

  if (draft.minimumArrival !== base.minimumArrival) {
    if (isShopDate(draft.minimumArrival)) patch.minimumArrival = draft.minimumArrival;
    else problems[fieldName.minimumArrival] = 'date';
  }

  const countries: NonNullable<AdminSettingsPatch['countries']> = [];
  for (const country of base.countries) {
    const wanted = draft.countries[country._id];
    const was = initial.countries[country._id];
    if (!wanted || !was) continue;
    const change: NonNullable<AdminSettingsPatch['countries']>[number] = { _id: country._id };
    if (wanted.vat !== was.vat) {
      const vat = parseScaled(wanted.vat, 2);
      if (vat === null || vat > WHOLE_VAT) problems[fieldName.vat(country._id)] = 'vat';
      else if (vat !== country.vat) change.vat = vat;
    }
    if (wanted.threshold !== was.threshold) {
      const cents = parseScaled(wanted.threshold, 2);
      if (cents === null || cents > MAX_ITEM_PRICE)
        problems[fieldName.threshold(country._id)] = 'threshold';
      else if (cents !== country.gratis_threshold) change.gratis_threshold = cents;
    }
    // A country's list replaces its own: the whole list goes, not the difference.
    if (!sameSet(wanted.transports, country.transports)) change.transports = wanted.transports;
    if (!sameSet(wanted.payments, country.payments)) change.payments = wanted.payments;
    if (Object.keys(change).length > 1) countries.push(change);
  }
  if (countries.length) patch.countries = countries;

  for (const kind of ['transports', 'payments'] as const) {
    const changed = base[kind]
      .filter((thing) => draft[kind][thing._id] === thing.disabled)
      .map((thing) => ({ _id: thing._id, disabled: !thing.disabled }));
    if (changed.length) patch[kind] = changed;
  }

  if (Object.keys(problems).length) return { patch: null, problems };
  if (Object.keys(patch).length === 0) return { patch: null, problems };
  const reason = draft.reason.trim();
  if (reason) patch.reason = reason;
  return { patch, problems };
}

/** `ids` with `id` in or out: kept in their order, a new one after them. */
export function toggled(ids: readonly string[], id: string, on: boolean): string[] {
  const without = ids.filter((other) => other !== id);
  return on ? [...without, id] : without;
}
