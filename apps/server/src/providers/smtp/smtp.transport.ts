// Delivers one composed mail: over SMTP (nodemailer's pooled transport) when SMTP_URL is set, else
// as an RFC 5322 .eml file under the mail folder, so a shop without a mail server shows what it sends.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';

/** A mail as it goes out; address fields take one address or a comma-separated list. */
export interface MailMessage {
  /** '<id@host>': the same on every send of this mail, so a resend is recognisable. */
  messageId: string;
  from: string;
  to: string;
  cc?: string | undefined;
  bcc?: string | undefined;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  attachments?: MailAttachment[] | undefined;
}

/** A file sent with a mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailTransport {
  /** Where mail goes, for logs: the SMTP server (no credentials) or the folder. */
  readonly target: string;
  /** Resolves once the server (or the file) has the mail; `signal` gives up the send. */
  send(message: MailMessage, signal?: AbortSignal): Promise<void>;
  /** Closes pooled connections; a send in progress is cut off. */
  close(): void;
}

export interface MailTransportOptions {
  /** smtp(s)://user:pass@host:port; unset: .eml files in `dir`. */
  smtpUrl?: string | undefined;
  dir: string;
}

// nodemailer's defaults (2 min to connect, 10 min of silence) outlast a mail's lease by far.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl) : fileTransport(options.dir);
}

function smtpTransport(url: string): MailTransport {
  const mailer = createTransport({ url, pool: true, ...SMTP_TIMEOUTS });
  return {
    target: redactUrl(url),
    async send(message, signal) {
      await mailer.sendMail({ ...message, signal });
    },
    close: () => mailer.close({ force: true }),
  };
}

function fileTransport(dir: string): MailTransport {
  const mailer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    target: dir,
    async send(message, signal) {
      const { message: eml } = await mailer.sendMail({ ...message, signal });
      // `buffer: true` makes it a Buffer; the type also allows the stream of the other mode.
      if (!Buffer.isBuffer(eml)) throw new Error('The stream transport gave no buffer');
      await mkdir(dir, { recursive: true });
      const file = join(dir, emlFileName(message.messageId));
      // Written aside, then renamed: a reader never sees half a mail, and a resend replaces it.
      const partial = `${file}.${randomUUID()}.part`;
      await writeFile(partial, eml);
      await rename(partial, file);
    },
    close: () => mailer.close(),
  };
}

/** '<3f2…@shop.example.com>' -> '3f2…@shop.example.com.eml': safe on any file system. */
export function emlFileName(messageId: string): string {
  const name = messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9@._-]/g, '_');
  return `${name}.eml`;
}

/** The URL without user and password. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'smtp';
  }
}
