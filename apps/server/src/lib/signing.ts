// Signatures for values the server hands out and must recognise later (links in mail): an HMAC
// per purpose, so a signature made for one use is worthless for another.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** base64url HMAC-SHA256 of `value` under `secret`, for `purpose` only. */
export function signValue(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${value}`).digest('base64url');
}

/** Whether `signature` is signValue(secret, purpose, value), compared in constant time. */
export function verifyValue(
  secret: string,
  purpose: string,
  value: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signValue(secret, purpose, value));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
