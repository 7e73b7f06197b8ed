// The auth guards routes use: requireUser (401 without a login) and requireRole (403 without the
// role), with real logins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { accountClient, PASSWORD } from './users.fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.get('/api/test/staff', { onRequest: app.requireRole('staff') }, (request) => ({
        name: request.user?.name,
      }));
      app.get('/api/test/anyone', (request) => ({ user: request.user?.email ?? null }));
    },
  });
});
afterAll(() => t.close());

describe('auth guards', () => {
  it('tells an anonymous caller from a logged-in one on any route', async () => {
    const client = await accountClient(t.app);
    expect((await client.get('/api/test/anyone')).json()).toEqual({ user: null });
    await client.register('Gustav Gran', 'gustav@example.se', PASSWORD);
    expect((await client.get('/api/test/anyone')).json()).toEqual({ user: 'gustav@example.se' });
  });

  it('answers 401 without a login, 403 without the role, and lets staff through', async () => {
    const client = await accountClient(t.app);
    const anonymous = await client.get('/api/test/staff');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'login_required' });

    await client.register('Helga Holm', 'helga@example.se', PASSWORD);
    const customer = await client.get('/api/test/staff');
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ code: 'forbidden' });

    await t.db
      .updateTable('users')
      .set({ role: 'staff' })
      .where('email_key', '=', 'helga@example.se')
      .execute();
    const staff = await client.get('/api/test/staff');
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toEqual({ name: 'Helga Holm' });
  });

  it('answers in the language the caller asks for', async () => {
    const client = await accountClient(t.app, { 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.5' });
    expect((await client.get('/api/user')).json()).toEqual({
      code: 'login_required',
      message: 'Logga in först.',
    });
    const finnish = await accountClient(t.app, { 'accept-language': 'fi' });
    expect((await finnish.get('/api/user')).json()).toMatchObject({
      message: 'Kirjaudu ensin sisään.',
    });
  });
});
