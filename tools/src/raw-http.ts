// A bare HTTP/1.1 client over one TCP connection per request: the request goes out byte for byte as
// written (absolute-form targets, forged Host, control bytes, unfinished bodies), the answer is read
// until the server closes the connection. For check-security.ts, which tests what fetch normalises.
import { connect } from 'node:net';

export interface Answer {
  /** 0: the server sent no status line before closing (or before `waitMs`). */
  status: number;
  /** Lower-case names; repeated headers joined with ', '. */
  headers: Record<string, string>;
  body: string;
  /** Whether the server closed the connection before `waitMs` ran out. */
  closed: boolean;
  ms: number;
}

export interface RawTarget {
  host: string;
  port: number;
}

/** Writes `request` and reads until the server closes the connection or `waitMs` passes. */
export function exchange(target: RawTarget, request: string, waitMs = 10_000): Promise<Answer> {
  return new Promise((resolve) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = connect(target.port, target.host, () => socket.write(request, 'latin1'));
    const settle = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const answer = parse(Buffer.concat(chunks));
      resolve({ ...answer, closed, ms: Date.now() - started });
    };
    const timer = setTimeout(() => settle(false), waitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => settle(true));
    // A write that meets a closed connection (the server answered a body it refused and hung up)
    // still reads what the server sent: 'close' follows and settles with it.
    socket.on('error', () => undefined);
  });
}

export interface RequestParts {
  method?: string;
  /** Sent as it is: origin-form (/api/x?y), absolute-form (http://h/x) or anything else. */
  target: string;
  /** Null leaves the Host header out. */
  host: string | null;
  headers?: Record<string, string>;
  /** JSON bodies are given as objects; a string is sent as it is. */
  body?: string | object;
}

/** The bytes of one request with Connection: close (and Content-Length for a body). */
export function formatRequest({ method = 'GET', target, host, headers = {}, body }: RequestParts) {
  const text =
    body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const all: Record<string, string> = {
    ...(host === null ? {} : { Host: host }),
    Connection: 'close',
    ...(text === undefined
      ? {}
      : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) }),
    ...headers,
  };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`);
  // latin1 on the wire: encode the body as UTF-8 bytes first.
  const bytes = text === undefined ? '' : Buffer.from(text, 'utf8').toString('latin1');
  return `${method} ${target} HTTP/1.1\r\n${lines.join('')}\r\n${bytes}`;
}

function parse(raw: Buffer): Pick<Answer, 'status' | 'headers' | 'body'> {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: '' };
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  let rest = raw.subarray(end + 4);
  if (headers['transfer-encoding']?.includes('chunked')) rest = unchunk(rest);
  else if (headers['content-length'] !== undefined) {
    rest = rest.subarray(0, Number(headers['content-length']));
  }
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.toString('utf8') };
}

function unchunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
