// `npm run admin:create -- --email <address> --name <name> [--role admin|staff]`: makes a staff
// account on the shop's database (DATABASE_URL) and prints, once, what its owner needs to sign in:
// the TOTP secret as an otpauth:// URL and as base32, and ten one-time recovery codes. The password
// comes from ADMIN_PASSWORD or standard input, never from the command line (shell history, ps).
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { createDb, migrateToLatest } from '@shop/db';
import { CacheRegistry } from '../lib/cache-registry.js';
import { localChangeFeed } from '../lib/change-feed.js';
import * as users from '../modules/users/users.service.js';
import { loadConfig } from '../plugins/config.js';

async function passwordInput(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (process.stdin.isTTY) process.stderr.write('Password (ends with Enter, then Ctrl-D): ');
  return (await text(process.stdin)).replace(/\r?\n$/, '');
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      language: { type: 'string', default: 'en' },
    },
  });
  const { email, name, role, language } = values;
  if (!email || !name || (role !== 'admin' && role !== 'staff')) {
    process.stderr.write(
      'usage: npm run admin:create -- --email <address> --name <name> [--role admin|staff]\n',
    );
    return 2;
  }
  const password = await passwordInput();
  users.refuseWeakPassword(password, 'en');
  const config = loadConfig();
  // Only the database: this process writes one account and sends nothing.
  const handle = createDb(config.databaseUrl);
  try {
    await migrateToLatest(handle.db);
    const caches = new CacheRegistry();
    const ctx = { db: handle.db, caches, changes: localChangeFeed(caches) };
    const hasher = users.createPasswordHasher(
      await users.passwordPepper(ctx),
      config.accounts.argon2,
    );
    const deps = { ctx, hasher, now: () => new Date() };
    const made = await users.createStaff(deps, { email, name, password, role, language });
    process.stdout.write(
      [
        `Made ${role} ${email}.`,
        '',
        'Add this to an authenticator app (scan it as a QR code or paste it):',
        `  ${made.otpauthUrl}`,
        `  or enter the key by hand: ${made.secret}`,
        '',
        'Recovery codes, each good for one sign-in without the app. Keep them somewhere safe:',
        ...made.recoveryCodes.map((code) => `  ${code}`),
        '',
      ].join('\n'),
    );
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `admin:create failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
