// The console's users, kept by admins (both engines): staff cannot see or change the list; a new
// staff member's second factor is shown once and signs them in; a role change ends their sessions
// and is audited; nobody changes their own role, and the last admin stays an admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { totpCode } from '../users/users.service.js';
import { accountClient, PASSWORD } from '../users/users.fixtures.js';
import { signedInStaff } from './admin.fixtures.js';
import type { StaffMember } from './admin.fixtures.js';

let t: TestApp;
let admin: StaffMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t.app, 'admin');
});
afterAll(() => t?.close());

const newMember = (email: string, role: 'staff' | 'admin' = 'staff') =>
  admin.client.post('/api/admin/staff', { name: 'Nils Ny', email, role, password: PASSWORD });

describe('/api/admin/staff', () => {
  it('is for admins only', async () => {
    const staff = await signedInStaff(t.app, 'staff');
    expect((await staff.client.get('/api/admin/staff')).statusCode).toBe(403);
    const res = await staff.client.post('/api/admin/staff', {
      name: 'Sneaky',
      email: 'sneaky@nordicparts.example',
      role: 'admin',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(403);
  });

  it('adds a staff member whose secret, shown once, signs them in; audited without secrets', async () => {
    const res = await newMember('nils@nordicparts.example');
    expect(res.statusCode).toBe(201);
    const made = res.json<{
      id: string;
      secret: string;
      otpauthUrl: string;
      recoveryCodes: string[];
    }>();
    expect(made.recoveryCodes).toHaveLength(10);
    const client = await accountClient(t.app, {}, { ip: '10.41.0.1' });
    const login = await client.post('/api/user/login', {
      email: 'nils@nordicparts.example',
      password: PASSWORD,
      totp: totpCode(made.secret, new Date()),
    });
    expect(login.statusCode).toBe(200);
    const list = (await admin.client.get('/api/admin/staff')).json<
      { email: string; role: string }[]
    >();
    expect(list).toContainEqual(
      expect.objectContaining({
        email: 'nils@nordicparts.example',
        role: 'staff',
        recoveryCodesLeft: 10,
      }),
    );
    const audit = await admin.client.get(`/api/admin/audit?subjectType=user&subjectId=${made.id}`);
    const [entry] = audit.json<{ entries: { action: string; after: unknown }[] }>().entries;
    expect(entry).toMatchObject({ action: 'staff.add', after: { role: 'staff' } });
    expect(audit.body).not.toContain(made.secret);
  });

  it("finds a person's changes in the audit log by their id or email, in any case", async () => {
    await newMember('audited@nordicparts.example');
    type Page = { entries: { actor: { id: string; email: string } }[] };
    const by = async (actor: string) =>
      (await admin.client.get(`/api/admin/audit?actor=${encodeURIComponent(actor)}`)).json<Page>()
        .entries;
    const byEmail = await by(admin.email.toUpperCase());
    expect(byEmail.length).toBeGreaterThan(0);
    expect(byEmail.every((entry) => entry.actor.email === admin.email)).toBe(true);
    expect(await by(byEmail[0]!.actor.id)).toEqual(byEmail);
    expect(await by('nobody@nordicparts.example')).toEqual([]);
  });

  it('refuses an address that already has an account, in the language asked', async () => {
    await newMember('twice@nordicparts.example');
    const res = await admin.client.post(
      '/api/admin/staff',
      { name: 'Two', email: 'TWICE@nordicparts.example', role: 'staff', password: PASSWORD },
      { 'accept-language': 'sv' },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'address_taken',
      message: 'Den här adressen har redan ett konto. Använd en annan adress för personalkontot.',
    });
  });

  it('changes a role, ending the member’s sessions, and audits it with the reason', async () => {
    const member = await signedInStaff(t.app, 'staff');
    expect((await member.client.get('/api/admin/me')).statusCode).toBe(200);
    const res = await admin.client.patch(`/api/admin/staff/${member.userId}`, {
      role: 'customer',
      reason: 'left the company',
    });
    expect(res.statusCode).toBe(204);
    expect((await member.client.get('/api/admin/me')).statusCode).toBe(401);
    const audit = await admin.client.get(
      `/api/admin/audit?subjectType=user&subjectId=${member.userId}`,
    );
    expect(audit.json<{ entries: unknown[] }>().entries[0]).toMatchObject({
      action: 'staff.role',
      before: { role: 'staff' },
      after: { role: 'customer' },
      reason: 'left the company',
      actor: { email: admin.email },
    });
  });

  it('leaves a member with the role they have alone: no audit row, their session kept', async () => {
    const member = await signedInStaff(t.app, 'staff');
    const res = await admin.client.patch(`/api/admin/staff/${member.userId}`, { role: 'staff' });
    expect(res.statusCode).toBe(204);
    expect((await member.client.get('/api/admin/me')).statusCode).toBe(200);
    const audit = await admin.client.get(
      `/api/admin/audit?subjectType=user&subjectId=${member.userId}`,
    );
    expect(
      audit.json<{ entries: { action: string }[] }>().entries.map((e) => e.action),
    ).not.toContain('staff.role');
  });

  it('never changes one’s own role, nor leaves the shop without an admin', async () => {
    const own = await admin.client.patch(`/api/admin/staff/${admin.userId}`, { role: 'staff' });
    expect(own.statusCode).toBe(409);
    expect(own.json<{ code: string }>().code).toBe('own_role');
    // Two admins demoting each other at the same moment: one of them stays an admin.
    const [a, b] = [await signedInStaff(t.app, 'admin'), await signedInStaff(t.app, 'admin')];
    const others = (await admin.client.get('/api/admin/staff'))
      .json<{ id: string; role: string }[]>()
      .filter((m) => m.role === 'admin' && ![a.userId, b.userId].includes(m.id));
    for (const m of others.filter((m) => m.id !== admin.userId))
      expect(
        (await admin.client.patch(`/api/admin/staff/${m.id}`, { role: 'staff' })).statusCode,
      ).toBe(204);
    expect(
      (await b.client.patch(`/api/admin/staff/${admin.userId}`, { role: 'staff' })).statusCode,
    ).toBe(204);
    const [ab, ba] = await Promise.all([
      a.client.patch(`/api/admin/staff/${b.userId}`, { role: 'staff' }),
      b.client.patch(`/api/admin/staff/${a.userId}`, { role: 'staff' }),
    ]);
    const codes = [ab, ba].map((r) =>
      r.statusCode === 204 ? 'done' : r.json<{ code: string }>().code,
    );
    expect(codes.sort()).toEqual(['done', 'last_admin']);
    const admins = await t.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
    admin = [a, b].find((m) => m.userId === admins[0]!.id)!;
  });

  it('gives a new second factor for a lost phone: the old code stops working', async () => {
    const member = await signedInStaff(t.app, 'staff');
    const res = await admin.client.post(`/api/admin/staff/${member.userId}/factor`);
    expect(res.statusCode).toBe(200);
    const renewed = res.json<{ secret: string }>();
    expect(renewed.secret).not.toBe(member.secret);
    expect((await member.client.get('/api/admin/me')).statusCode).toBe(401);
    const client = await accountClient(t.app, {}, { ip: '10.41.0.2' });
    const login = (totp: string) =>
      client.post('/api/user/login', { email: member.email, password: PASSWORD, totp });
    expect((await login(member.recoveryCodes[0]!)).statusCode).toBe(401);
    expect((await login(totpCode(renewed.secret, new Date()))).statusCode).toBe(200);
  });

  it('answers 404 for an id that is no staff member', async () => {
    const res = await admin.client.post(
      '/api/admin/staff/6f1c2a9e-7d43-4b8a-9a51-2f0c3e4d5b6a/factor',
    );
    expect(res.statusCode).toBe(404);
  });
});
