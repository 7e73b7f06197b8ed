// The shop's settings in the console (admin only): currency rates, the minimum arrival date, each
// country's VAT, free-shipping threshold and offered transports and payments, and which transports
// and payments are on. One audit row per thing changed; every process shows the change at commit.
import { isoToYymmdd, yymmddToIso } from '@shop/domain';
import type { AdminSettings, AdminSettingsPatch, Language } from '@shop/domain';
import { textsIn } from '../../i18n/index.js';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import { badRequest } from '../../lib/http-error.js';
import * as catalog from '../catalog/catalog.service.js';
import * as checkout from '../checkout/checkout.service.js';
import type { CheckoutSettingsChange } from '../checkout/checkout.service.js';
import { recordAudit } from './audit.service.js';
import type { AuditChange } from './audit.service.js';
import type { StaffCaller } from './staff-caller.js';

/** The settings as stored (not as a cache holds them), names in English. */
export async function getSettings(ctx: AppContext): Promise<AdminSettings> {
  const [reference, data] = await Promise.all([
    catalog.readReferenceSettings(ctx),
    checkout.readCheckoutData(ctx),
  ]);
  return {
    currencies: reference.currencies,
    minimumArrival: yymmddToIso(reference.minimumArrival),
    countries: data.countries.map((c) => ({
      _id: c._id,
      name: c.name,
      vat: c.vat,
      gratis_threshold: c.gratis_threshold,
      transports: c.transports,
      payments: c.payments,
    })),
    transports: data.transports.map((t) => ({ _id: t._id, name: t.name, disabled: t.disabled })),
    payments: data.payments.map((p) => ({ _id: p._id, name: p.name, disabled: p.disabled })),
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

type Change = Omit<AuditChange, 'reason'>;
const setting = (id: string) => ({ type: 'setting', id }) as const;

/** The changes `patch` makes to `now`, checked: an unknown id is a 400 naming it. */
function plan(current: AdminSettings, patch: AdminSettingsPatch, language: Language) {
  const t = textsIn(language);
  const unknown = (what: string) =>
    badRequest(t('admin.errors.unknown_setting', { id: what }), 'unknown_reference');
  const audits: Change[] = [];
  const rates: { code: string; rate: number }[] = [];
  for (const { code, euro_rate } of patch.currencies ?? []) {
    const currency = current.currencies.find((c) => c.code === code);
    if (!currency) throw unknown(code);
    if (currency.euro_rate === euro_rate) continue;
    if (code === 'EUR') throw badRequest(t('admin.errors.euro_rate_fixed'), 'invalid_request');
    rates.push({ code, rate: euro_rate });
    const [before, after] = [{ euro_rate: currency.euro_rate }, { euro_rate }];
    audits.push({
      action: 'settings.currency',
      subject: setting(`currency:${code}`),
      before,
      after,
    });
  }
  let minimumArrival: string | undefined;
  if (patch.minimumArrival !== undefined && patch.minimumArrival !== current.minimumArrival) {
    minimumArrival = isoToYymmdd(patch.minimumArrival);
    audits.push({
      action: 'settings.minimum_arrival',
      subject: setting('minimum_arrival'),
      before: { date: current.minimumArrival },
      after: { date: patch.minimumArrival },
    });
  }
  const known = (list: readonly { _id: string }[], ids: readonly string[]) => {
    for (const id of ids) if (!list.some((x) => x._id === id)) throw unknown(id);
  };
  const change: Required<CheckoutSettingsChange> = { countries: [], transports: [], payments: [] };
  for (const wanted of patch.countries ?? []) {
    const country = current.countries.find((c) => c._id === wanted._id);
    if (!country) throw unknown(wanted._id);
    known(current.transports, wanted.transports ?? []);
    known(current.payments, wanted.payments ?? []);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of ['vat', 'gratis_threshold'] as const) {
      const value = wanted[key];
      if (value !== undefined && value !== country[key])
        [before[key], after[key]] = [country[key], value];
    }
    for (const key of ['transports', 'payments'] as const) {
      const ids = wanted[key];
      if (ids !== undefined && !sameIds(ids, country[key]))
        [before[key], after[key]] = [country[key], [...new Set(ids)]];
    }
    if (Object.keys(after).length === 0) continue;
    change.countries.push({ _id: country._id, ...after });
    const subject = setting(`country:${country._id}`);
    audits.push({ action: 'settings.country', subject, before, after });
  }
  for (const kind of ['transports', 'payments'] as const) {
    for (const { _id, disabled } of patch[kind] ?? []) {
      const thing = current[kind].find((x) => x._id === _id);
      if (!thing) throw unknown(_id);
      if (thing.disabled === disabled) continue;
      change[kind].push({ _id, disabled });
      const name = kind === 'transports' ? 'transport' : 'payment';
      audits.push({
        action: `settings.${name}`,
        subject: setting(`${name}:${_id}`),
        before: { disabled: thing.disabled },
        after: { disabled },
      });
    }
  }
  return { audits, rates, minimumArrival, change };
}

/** Applies `patch` by `caller`, audited; answers the settings as they now stand. */
export async function patchSettings(
  ctx: AppContext,
  caller: StaffCaller,
  patch: AdminSettingsPatch,
  language: Language,
  now: Date,
): Promise<AdminSettings> {
  return inTransaction(
    ctx,
    async (trx) => {
      const current = await getSettings(trx);
      const { audits, rates, minimumArrival, change } = plan(current, patch, language);
      if (audits.length === 0) return current;
      for (const { code, rate } of rates) await catalog.setCurrencyRate(trx, code, rate);
      if (minimumArrival !== undefined) await catalog.setMinimumArrival(trx, minimumArrival);
      await checkout.changeCheckoutSettings(trx, change);
      for (const audit of audits)
        await recordAudit(trx, caller, { ...audit, reason: patch.reason }, now);
      return getSettings(trx);
    },
    { isolation: 'serializable' },
  );
}
