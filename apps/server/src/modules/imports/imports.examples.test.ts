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
import { applied, staged } from './imports.fixtures.js';

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
  const search = await admin.client.post('/api/items/search/', { q: '1 205 881' });
  expect(search.json<{ items: { _id: string }[] }>().items[0]?._id).toBe(
    '5f0c1a2b3c4d5e6f70000001',
  );
});
