// `npm run admin:create` as a shop owner runs it (the built CLI, on the shop's database, both
// engines): it prints the TOTP secret and ten recovery codes once, and the account they open signs
// in with a code of that secret. Bad usage and a weak password make no account.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../test/server-process.js';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';
import { accountClient } from '../modules/users/users.fixtures.js';
import { totpCode } from '../modules/users/users.service.js';

const PASSWORD = 'Verkstad-Nyckel-2026';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function adminCreate(args: string[], input: string, env: Record<string, string> = {}) {
  const child = spawn('node', [join(ROOT, 'apps/server/dist/cli/admin-create.js'), ...args], {
    env: { ...process.env, DATABASE_URL: t.databaseUrl, ADMIN_PASSWORD: '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  child.stdin.end(input);
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, out, err })),
  );
}

const staffCount = async () =>
  (await t.db.selectFrom('users').select('id').where('role', '!=', 'customer').execute()).length;

describe('npm run admin:create', () => {
  it('makes an admin from a password on standard input, and prints how to sign in once', async () => {
    const made = await adminCreate(
      ['--email', 'owner@nordicparts.example', '--name', 'Olga Owner'],
      `${PASSWORD}\n`,
    );
    expect(made.code, made.err).toBe(0);
    expect(made.out).toContain('Made admin owner@nordicparts.example.');
    const url = /otpauth:\/\/totp\/\S+/.exec(made.out)?.[0] ?? '';
    const secret = new URL(url).searchParams.get('secret') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(made.out).toContain(`enter the key by hand: ${secret}`);
    const codes = made.out.match(/^ {2}[a-z2-7]{5}-[a-z2-7]{5}$/gm) ?? [];
    expect(new Set(codes).size).toBe(10);
    expect(made.out).not.toContain(PASSWORD);

    const client = await accountClient(t.app);
    const login = await client.post('/api/user/login', {
      email: 'owner@nordicparts.example',
      password: PASSWORD,
      totp: totpCode(secret, new Date()),
    });
    expect(login.statusCode).toBe(200);
    client.token = login.json<{ token: string }>().token;
    expect((await client.get('/api/admin/me')).json()).toMatchObject({ role: 'admin' });
  });

  it('takes the password from ADMIN_PASSWORD, and makes staff when asked', async () => {
    const made = await adminCreate(
      ['--email', 'packer@nordicparts.example', '--name', 'Per Packer', '--role', 'staff'],
      '',
      { ADMIN_PASSWORD: PASSWORD },
    );
    expect(made.code, made.err).toBe(0);
    expect(made.out).toContain('Made staff packer@nordicparts.example.');
  });

  it('makes nothing without an address, with a weak password or for an address taken', async () => {
    const before = await staffCount();
    // Three processes at once: none of them makes an account, so none depends on another.
    const [noMail, weak, taken] = await Promise.all([
      adminCreate(['--name', 'No Mail'], `${PASSWORD}\n`),
      adminCreate(['--email', 'weak@nordicparts.example', '--name', 'W'], 'abc\n'),
      adminCreate(['--email', 'OWNER@nordicparts.example', '--name', 'Twin'], `${PASSWORD}\n`),
    ]);
    expect(noMail.code).toBe(2);
    expect(weak.code).toBe(1);
    expect(weak.err).toContain('too short');
    expect(taken.code).toBe(1);
    expect(taken.err).toContain('already has a confirmed account');
    expect(await staffCount()).toBe(before);
  });
});
