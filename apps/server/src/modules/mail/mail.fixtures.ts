// Test fixtures: a local SMTP sink (smtp-server) that keeps what it receives, a reader for the
// simple MIME messages the shop sends, and a poll-until helper with a deadline (never a sleep).
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../../plugins/config.js';
import type { MailConfig } from '../../plugins/config.js';
import type { AppConfig } from '../../app.js';
import { freePort } from '../../test/server-process.js';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';

export interface ReceivedMail {
  messageId: string;
  subject: string;
  from: string;
  /** Envelope recipients. */
  to: string[];
  /** The name the client greeted with (EHLO), e.g. to tell two senders apart. */
  client: string;
  text: string | undefined;
  html: string | undefined;
  /** Parts other than the text and HTML, e.g. an invoice PDF. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Starts (or starts again) accepting mail on `port`. */
  listen(): Promise<void>;
  /** Stops accepting mail; the port refuses connections until listen again. */
  stop(): Promise<void>;
  /** Resolves once no message is being held (see `delayMs`): all data received is in `received`. */
  idle(): Promise<void>;
}

/** The default mail settings (not the environment's) with `overrides`, for createTestApp. */
export function mailConfig(overrides: Partial<MailConfig>): MailConfig {
  return { ...loadConfig({}).mail, ...overrides };
}

/**
 * Polls `read` until `done` holds or the deadline `ms` passes; answers the last value, for the
 * caller's assertion to fail on. Make `ms` generous: it is only reached when the test fails.
 */
export async function waitFor<T>(
  ms: number,
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface MailTestApp {
  t: TestApp;
  sink: SmtpSink;
  /** Closes the app, then stops the sink. */
  close(): Promise<void>;
}

/** The test app (public URL https://shop.example.com) sending its mail to a fresh, listening sink. */
export async function mailTestApp(
  mail: Partial<MailConfig>,
  config: Partial<AppConfig> = {},
): Promise<MailTestApp> {
  const sink = await smtpSink();
  await sink.listen();
  try {
    const t = await createTestApp({
      config: {
        publicUrl: 'https://shop.example.com',
        ...config,
        mail: mailConfig({ smtpUrl: sink.url, ...mail }),
      },
    });
    return { t, sink, close: () => t.close().finally(() => sink.stop()) };
  } catch (error) {
    await sink.stop();
    throw error;
  }
}

/** A sink on a free port (not listening yet); `delayMs` holds each message before accepting it. */
export async function smtpSink(options: { delayMs?: number } = {}): Promise<SmtpSink> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const held = new Set<Promise<void>>();
  let server: SMTPServer | undefined;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const to = session.envelope.rcptTo.map((r) => r.address);
          const holding = new Promise<void>((resolve) =>
            setTimeout(() => {
              received.push(readMail(raw, to, session.hostNameAppearsAs));
              held.delete(holding);
              resolve();
              callback();
            }, options.delayMs ?? 0),
          );
          held.add(holding);
        });
      },
    });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    listen: () =>
      new Promise((resolve, reject) => {
        server = make();
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () =>
      new Promise((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
    async idle() {
      while (held.size > 0) await Promise.all(held);
    },
  };
}

function splitHead(part: string): { headers: Map<string, string>; body: string } {
  const at = part.indexOf('\r\n\r\n');
  const head = at < 0 ? part : part.slice(0, at);
  const headers = new Map<string, string>();
  // Folded header lines continue with white space.
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: at < 0 ? '' : part.slice(at + 4) };
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  // Each =XX is a byte of UTF-8: as %XX (and every other character escaped) decodeURIComponent reads it.
  const escaped = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})|[^=]/gi, (c, hex?: string) =>
      hex ? `%${hex}` : encodeURIComponent(c),
    );
  return decodeURIComponent(escaped);
}

/** The parts of a message as nodemailer writes them: text, html, or both in multipart/alternative. */
export function readMail(raw: string, to: string[] = [], client = ''): ReceivedMail {
  const { headers, body } = splitHead(raw);
  const found: { text?: string; html?: string } = {};
  const attachments: ReceivedMail['attachments'] = [];
  const visit = (part: Map<string, string>, content: string) => {
    const type = part.get('content-type') ?? 'text/plain';
    const encoding = part.get('content-transfer-encoding');
    const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
    const filename = /filename="?([^";]+)"?/.exec(part.get('content-disposition') ?? '')?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const piece of content.split(`--${boundary}`).slice(1, -1)) {
        const inner = splitHead(piece.replace(/^\r\n/, ''));
        visit(inner.headers, inner.body.replace(/\r\n$/, ''));
      }
    } else if (filename !== undefined) {
      const bytes = Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8');
      attachments.push({ filename, contentType: type.split(';')[0]!, content: bytes });
    } else if (type.startsWith('text/html')) found.html = decode(content, encoding);
    else if (type.startsWith('text/plain')) found.text = decode(content, encoding);
  };
  visit(headers, body.replace(/\r\n$/, ''));
  return {
    messageId: headers.get('message-id') ?? '',
    subject: headers.get('subject') ?? '',
    from: headers.get('from') ?? '',
    to,
    client,
    text: found.text,
    html: found.html,
    attachments,
    raw,
  };
}
