// Secrets the shop hands out once (bearer tokens, mailed links): 256 random bits, kept only as their
// SHA-256, which is enough for values that cannot be guessed (no salt or slow hash needed).
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
