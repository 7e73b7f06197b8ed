// The shop's settings in the console, on SQLite and PostgreSQL: admins only (staff 403); each
// change audited with before and after; the shop's public answers show it at once.
import type { AdminSettings, CheckoutData, Currency, ShipmentDataEntry } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { signedInStaff } from './admin.fixtures.js';
import type { StaffMember } from './admin.fixtures.js';
import { auditOf, getJson, patch } from './admin-catalog.fixtures.js';

let t: TestApp;
let staff: StaffMember;
let admin: StaffMember;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInStaff(t.app, 'staff');
  admin = await signedInStaff(t.app, 'admin');
});
afterAll(() => t?.close());

async function settings(): Promise<AdminSettings> {
  const res = await admin.client.get('/api/admin/settings');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminSettings>();
}

describe('/api/admin/settings', () => {
  it('is for admins: staff get 403 reading or changing it, and staff cannot bulk edit', async () => {
    expect((await staff.client.get('/api/admin/settings')).statusCode).toBe(403);
    const res = await patch(t.app, staff.client, '/api/admin/settings', {
      minimumArrival: '2030-01-01',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ code: string }>().code).toBe('forbidden');
    const bulk = await staff.client.post('/api/admin/bulk-price/preview', {
      selection: { brand: 'any' },
      adjustment: { type: 'percent', direction: 'up', percent: 1 },
    });
    expect(bulk.statusCode).toBe(403);
    expect((await staff.client.post('/api/admin/audit/x/undo')).statusCode).toBe(403);
    expect((await settings()).minimumArrival).not.toBe('2030-01-01');
  });

  it('changes rates, arrival, a country and switches, audited and shown in the shop at once', async () => {
    const before = await settings();
    const se = before.countries[0]!;
    const sek = before.currencies.find((c) => c.code === 'SEK')!;
    const dropped = se.transports[0]!;
    const payment = before.payments.find((p) => !p.disabled)!;
    // The shop's answers are cached now: the change must clear them.
    await getJson<CheckoutData>(t.app, '/api/checkout');
    await getJson<Currency[]>(t.app, '/api/currencies');
    await getJson<ShipmentDataEntry[]>(t.app, '/api/shipments/data');

    const res = await patch(t.app, admin.client, '/api/admin/settings', {
      currencies: [{ code: 'SEK', euro_rate: sek.euro_rate + 0.5 }],
      minimumArrival: '2030-01-15',
      countries: [
        { _id: se._id, vat: 2400, gratis_threshold: 42_000, transports: se.transports.slice(1) },
      ],
      payments: [{ _id: payment._id, disabled: true }],
      reason: 'New year',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<AdminSettings>();
    expect(after.minimumArrival).toBe('2030-01-15');
    expect(after).toEqual(await settings());

    const shop = await getJson<CheckoutData>(t.app, '/api/checkout');
    expect(shop.countries.find((c) => c._id === se._id)).toMatchObject({
      vat: 2400,
      gratis_threshold: 42_000,
    });
    expect(shop.countries.find((c) => c._id === se._id)?.transports).not.toContain(dropped);
    expect(shop.payments.find((p) => p._id === payment._id)?.disabled).toBe(true);
    const rates = await getJson<Currency[]>(t.app, '/api/currencies');
    expect(rates.find((c) => c.code === 'SEK')?.euro_rate).toBe(sek.euro_rate + 0.5);
    const shipment = await getJson<ShipmentDataEntry[]>(t.app, '/api/shipments/data');
    expect(shipment).toContainEqual({
      type: 'minimum_arrival',
      data: [{ key: 'date', value: '300115' }],
    });

    expect((await auditOf(admin.client, 'setting', `country:${se._id}`))[0]).toMatchObject({
      action: 'settings.country',
      actor: { email: admin.email },
      before: { vat: se.vat, gratis_threshold: se.gratis_threshold, transports: se.transports },
      after: { vat: 2400, gratis_threshold: 42_000, transports: se.transports.slice(1) },
      reason: 'New year',
    });
    expect((await auditOf(admin.client, 'setting', 'currency:SEK'))[0]).toMatchObject({
      before: { euro_rate: sek.euro_rate },
      after: { euro_rate: sek.euro_rate + 0.5 },
    });
    expect((await auditOf(admin.client, 'setting', 'minimum_arrival'))[0]).toMatchObject({
      before: { date: before.minimumArrival },
      after: { date: '2030-01-15' },
    });
    expect((await auditOf(admin.client, 'setting', `payment:${payment._id}`))[0]).toMatchObject({
      before: { disabled: false },
      after: { disabled: true },
    });
  });

  it('refuses an unknown country or transport and the euro’s rate, changing nothing', async () => {
    const before = await settings();
    for (const body of [
      { countries: [{ _id: 'atlantis', vat: 0 }] },
      { minimumArrival: '2031-02-02', transports: [{ _id: 'zeppelin', disabled: true }] },
      { currencies: [{ code: 'EUR', euro_rate: 2 }] },
    ]) {
      const res = await patch(t.app, admin.client, '/api/admin/settings', body, {
        'accept-language': 'fi',
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/ei ole|perusvaluutta/);
    }
    expect(await settings()).toEqual(before);
  });
});
