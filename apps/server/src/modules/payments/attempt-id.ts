// The shop's ids for what it asks of a provider (payments and refunds), made before the call.
import { randomBytes } from 'node:crypto';

/** 32 upper-case hex: Swish's instructionUUID form, used for every provider alike. */
export function newAttemptId(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}
