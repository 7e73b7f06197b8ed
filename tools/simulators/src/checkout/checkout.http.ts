// Small node:http helpers of the checkout simulator: bodies, JSON answers, Klarna's error shape, auth.
import { randomUUID, timingSafeEqual, createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY = 1_000_000;

export class BodyTooLarge extends Error {}

/** The request body, refused past 1 MB (Klarna's orders are far smaller). */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY) throw new BodyTooLarge('body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function send(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'cache-control': 'no-store', ...headers });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, JSON.stringify(body), { 'content-type': 'application/json; charset=utf-8' });
}

/** Klarna's error body: a code, the faults, and an id to quote to support. */
export function sendError(
  res: ServerResponse,
  status: number,
  code: string,
  messages: string[],
): void {
  sendJson(res, status, {
    error_code: code,
    error_messages: messages,
    correlation_id: randomUUID(),
  });
}

/** The JSON body, or undefined when it is not JSON (the caller answers 400). */
export async function readJson(req: IncomingMessage): Promise<{ json: unknown } | undefined> {
  const text = await readBody(req);
  try {
    return { json: text.length === 0 ? undefined : (JSON.parse(text) as unknown) };
  } catch {
    return undefined;
  }
}

// Hashing both sides first gives equal lengths, so the comparison takes the same time for any input.
const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** HTTP Basic credentials equal to the merchant's. */
export function authorised(req: IncomingMessage, username: string, password: string): boolean {
  const header = req.headers.authorization ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1], 'base64').toString('utf8');
  return timingSafeEqual(digest(given), digest(`${username}:${password}`));
}
