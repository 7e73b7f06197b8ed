// argon2id password hashes whose salt comes from the email address (decision 13): every account of
// one address shares the salt, so a login computes one hash and compares it with each candidate,
// and an unknown address costs exactly as much as a known one.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { hash, parseOptions, verify } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';

// The library's const enum cannot be read under verbatimModuleSyntax; 2 is its Argon2id.
const ARGON2ID = 2 as Algorithm;

export interface HashCost {
  memoryCost: number;
  timeCost: number;
}

export interface PasswordHasher {
  /** The stored form of `password` for an account of `emailKey`. */
  hash(password: string, emailKey: string): Promise<string>;
  /**
   * The index of the first stored hash that `password` matches, or -1. Costs one argon2id
   * computation whatever the candidates (none, one or several), except for a hash made with other
   * parameters, which is verified on its own.
   */
  match(password: string, emailKey: string, stored: readonly string[]): Promise<number>;
  /** True when a stored hash was made with parameters other than today's (rehash at login). */
  outdated(stored: string): boolean;
}

/** A hasher whose salts are HMAC-SHA256(pepper, email key) cut to 16 bytes. */
export function createPasswordHasher(pepper: string, cost: HashCost): PasswordHasher {
  const options = (emailKey: string) => ({
    algorithm: ARGON2ID,
    memoryCost: cost.memoryCost,
    timeCost: cost.timeCost,
    parallelism: 1,
    salt: createHmac('sha256', pepper).update(emailKey).digest().subarray(0, 16),
  });
  const current = (stored: string): boolean => {
    try {
      const o = parseOptions(stored);
      return (
        o.algorithm === ARGON2ID &&
        o.memoryCost === cost.memoryCost &&
        o.timeCost === cost.timeCost &&
        o.parallelism === 1
      );
    } catch {
      return false;
    }
  };
  return {
    hash: (password, emailKey) => hash(password, options(emailKey)),
    async match(password, emailKey, stored) {
      const computed = Buffer.from(await hash(password, options(emailKey)));
      let found = -1;
      for (const [index, candidate] of stored.entries()) {
        const ok = current(candidate)
          ? sameBytes(computed, Buffer.from(candidate))
          : await verifySafely(candidate, password);
        if (ok && found === -1) found = index;
      }
      return found;
    },
    outdated: (stored) => !current(stored),
  };
}

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

async function verifySafely(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false; // not a hash this library reads: no password matches it
  }
}
