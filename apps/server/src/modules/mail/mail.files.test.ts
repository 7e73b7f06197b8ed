// Without SMTP_URL each mail becomes an RFC 5322 .eml file named after its Message-ID in the mail
// folder (by default `mail` beside PUBLIC_DIR).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emlFileName } from '../../providers/smtp/smtp.transport.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { readMail, waitFor } from './mail.fixtures.js';
import * as mail from './mail.service.js';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'http://[::1]:3000' } });
  dir = join(t.dir, 'mail');
});

afterAll(() => t?.close());

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file named after its Message-ID', async () => {
    await mail.enqueueMail(t.app.context, {
      kind: 'contact_message',
      ref: 'c1',
      to: 'shop@localhost',
      bcc: 'archive@example.com',
      replyTo: 'ann@example.com',
      subject: 'A question about brake pads',
      text: 'Do they fit a 1989 Volvo 240?',
    });
    const [queued] = await mail.listOutbox(t.app.context, { ref: 'c1' });
    const messageId = queued?.messageId ?? '';
    // A bracketed IPv6 host is no file name: it is replaced.
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@\[::1\]>$/);
    const file = join(dir, emlFileName(messageId));
    expect(file).toMatch(/@___1_\.eml$/);
    await waitFor(
      5000,
      () => existsSync(file),
      (found) => found,
    );
    const raw = readFileSync(file, 'utf8');
    expect(raw).toMatch(/\r\n\r\n/);
    expect(raw).not.toMatch(/[^\r]\n/);
    expect(raw).toContain(`Message-ID: ${messageId}\r\n`);
    expect(raw).toContain('To: shop@localhost\r\n');
    expect(raw).toContain('Bcc: archive@example.com\r\n');
    expect(raw).toContain('Reply-To: ann@example.com\r\n');
    expect(readMail(raw)).toMatchObject({
      messageId,
      from: 'shop@localhost',
      subject: 'A question about brake pads',
      text: 'Do they fit a 1989 Volvo 240?',
      html: undefined,
    });
    expect(readdirSync(dir)).toEqual([emlFileName(messageId)]);
    const [sent] = await waitFor(
      2000,
      () => mail.listOutbox(t.app.context, { ref: 'c1' }),
      ([row]) => row?.status === 'sent',
    );
    expect(sent?.status).toBe('sent');
  });
});
