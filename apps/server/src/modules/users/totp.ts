// The staff's second factor: time-based one-time codes (RFC 6238: HMAC-SHA1, 30-second steps, six
// digits) as authenticator apps make them, and one-time recovery codes for a lost phone.
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Nordic Parts';
const PERIOD_S = 30;
/** Codes of the step before and after the server's are accepted too: phones' clocks drift. */
const WINDOW = 1;
const RECOVERY_CODES = 10;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A new secret: 160 random bits (RFC 4226's recommendation), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URL an authenticator app reads (as a QR code or pasted). */
export const otpauthUrl = (secret: string, email: string): string =>
  totpOf(secret, email).toString();

/** The code for `secret` at `now` (what the staff member's app shows). */
export const totpCode = (secret: string, now: Date): string =>
  totpOf(secret).generate({ timestamp: now.getTime() });

/** The time step `code` belongs to, or null when it is no code of `secret` near `now`. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

/** Ten recovery codes: 50 random bits each, as two groups of five letters and digits. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const text = new Secret({ buffer: Uint8Array.from(randomBytes(10)).buffer }).base32
      .slice(0, 10)
      .toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** Whether `input` has a recovery code's shape (so it is not taken for a TOTP code). */
export const isRecoveryCode = (input: string): boolean =>
  /^[a-z2-7]{5}-?[a-z2-7]{5}$/.test(input.trim().toLowerCase());

/** A recovery code's stored form: its SHA-256, case and dash aside. */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(code.trim().toLowerCase().replace('-', '')).digest('hex');
