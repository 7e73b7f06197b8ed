// The mail the shop sent over SMTP, as the journeys' SMTP sink files it (E2E_MAIL_DIR, set by
// tools/test-e2e.mjs), read as a customer's mailbox.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export const mailDir = process.env.E2E_MAIL_DIR ?? '';

/** Quoted-printable text (RFC 2045) as written: soft line breaks joined, =XX bytes decoded. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}$/i.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The first .eml whose decoded text holds every needle, waiting for the outbox worker to write it. */
export async function mailContaining(...needles: string[]): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        // The folder appears with the first mail.
        const files = existsSync(mailDir)
          ? readdirSync(mailDir).filter((f) => f.endsWith('.eml'))
          : [];
        found =
          files
            .map((f) => decodeQuotedPrintable(readFileSync(join(mailDir, f), 'utf8')))
            .find((text) => needles.every((needle) => text.includes(needle))) ?? '';
        return found !== '';
      },
      { timeout: 15_000, message: `a mail containing ${needles.join(' and ')}` },
    )
    .toBe(true);
  return found;
}
