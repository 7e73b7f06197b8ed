// The README's example import files, in the order it gives, apply cleanly on a demo catalog on
// SQLite and PostgreSQL: the documented format is the one the importer reads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT } from '../../test/server-process.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { signedInStaff } from '../admin/admin.fixtures.js';
import type { StaffMember } from '../admin/admin.fixtures.js';
import { applied, catalogAsImport, staged } from './imports.fixtures.js';

const FILES = [
  'items.csv',
  'items.jsonl',
  'car-groups.csv',
  'cars.csv',
  'fits.csv',
  'supersessions.csv',
];

let t: TestApp;
let admin: StaffMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t.app, 'admin');
});
afterAll(() => t?.close());

it('imports every example file without a problem', async () => {
  for (const name of FILES) {
    const text = readFileSync(join(ROOT, 'docs/import-examples', name), 'utf8');
    const run = await staged(t.app, admin.client, name, text);
    expect(run.report?.problems, name).toEqual([]);
    expect(run.report?.create, name).toBeGreaterThan(0);
    expect((await applied(admin.client, run.id)).state, name).toBe('applied');
  }
  const [disc] = await catalogAsImport(t.db, ['5f0c1a2b3c4d5e6f70000001']);
  expect(disc).toMatchObject({
    name: 'Brake disc, front, vented',
    sv: { name: 'Bromsskiva, fram, ventilerad', description: '280 mm; säljs styckvis' },
    fi: { name: 'Jarrulevy, etu, tuuletettu', description: '280 mm; myydään kappaleittain' },
    weight: 5400,
    stock: 12,
    references: [
      { ref: '1 273 216', visible: true },
      { ref: 'HT-4410', visible: true },
      { ref: 'BD-77-X', visible: false },
    ],
    // A part further on in the file, linked once every item was written.
    related: ['5f0c1a2b3c4d5e6f70000002'],
  });
  expect(disc?.prices.map((p) => [p.brand, p.price, p.arrival.type, p.supplier])).toEqual([
    ['any', 49950, 'days', 'Nordic Supply AB'],
    ['oem', 64900, 'weekday', 'OE Parts Oy'],
  ]);
  const search = await admin.client.post('/api/items/search/', { q: '1 205 881' });
  expect(search.json<{ items: { _id: string }[] }>().items[0]?._id).toBe(
    '5f0c1a2b3c4d5e6f70000001',
  );
});
