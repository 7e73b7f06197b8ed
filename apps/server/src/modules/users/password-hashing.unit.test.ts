// argon2id hashes salted by address: one computation matches every account of an address.
import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.js';
import { createPasswordHasher } from './password-hashing.js';

const cost = { memoryCost: 19_456, timeCost: 2 };
const hasher = createPasswordHasher('pepper', cost);

describe('password hashing', () => {
  it('makes an argon2id hash with the OWASP parameters, never the password itself', async () => {
    const stored = await hasher.hash('Rostfritt-Stal-1987', 'anna@example.se');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('Rostfritt');
  });

  it('salts by address: the same password gives one hash per address, another per other address', async () => {
    const a = await hasher.hash('Rostfritt-Stal-1987', 'anna@example.se');
    expect(await hasher.hash('Rostfritt-Stal-1987', 'anna@example.se')).toBe(a);
    expect(await hasher.hash('Rostfritt-Stal-1987', 'bo@example.se')).not.toBe(a);
    expect(
      await createPasswordHasher('other pepper', cost).hash(
        'Rostfritt-Stal-1987',
        'anna@example.se',
      ),
    ).not.toBe(a);
  });

  it('finds which of the candidates the password opens, or -1', async () => {
    const first = await hasher.hash('Forsta-Losenordet-1', 'anna@example.se');
    const second = await hasher.hash('Andra-Losenordet-2', 'anna@example.se');
    expect(await hasher.match('Andra-Losenordet-2', 'anna@example.se', [first, second])).toBe(1);
    expect(await hasher.match('Forsta-Losenordet-1', 'anna@example.se', [first, second])).toBe(0);
    expect(await hasher.match('Fel-Losenord-3', 'anna@example.se', [first, second])).toBe(-1);
    expect(await hasher.match('Fel-Losenord-3', 'nobody@example.se', [])).toBe(-1);
  });

  it('still opens a hash made with other parameters, and calls it outdated', async () => {
    const old = await hash('Gammalt-Losenord-4', { memoryCost: 4096, timeCost: 3, parallelism: 1 });
    expect(hasher.outdated(old)).toBe(true);
    expect(await hasher.match('Gammalt-Losenord-4', 'anna@example.se', [old])).toBe(0);
    expect(await hasher.match('Fel', 'anna@example.se', [old, 'not a hash'])).toBe(-1);
    expect(hasher.outdated(await hasher.hash('x-y-z-w', 'anna@example.se'))).toBe(false);
  });
});

describe('common passwords', () => {
  it.each(['password', '123456', 'qwerty', 'Password', 'iloveyou'])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Rostfritt-Stal-1987', 'Grenljus Vasteras 1962'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
