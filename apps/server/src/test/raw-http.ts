// Sends bytes over a plain TCP socket to a listening test app, for what app.inject cannot express:
// absolute-form targets, malformed request lines, missing Host, bodies that never finish.
import { connect } from 'node:net';

export interface RawAnswer {
  /** 0 when the server answered nothing. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Whether the server closed the connection before `waitMs` ran out. */
  closed: boolean;
  /** Milliseconds from connecting until the close (or until `waitMs`). */
  ms: number;
}

/** Writes `request` as it is, then reads until the server closes the connection or `waitMs` passes. */
export function rawRequest(port: number, request: string, waitMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({
        ...parseAnswer(Buffer.concat(chunks).toString('latin1')),
        closed,
        ms: Date.now() - started,
      });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => finish(true));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset after the answer is how some refusals end; the bytes read so far still count.
      if (error.code !== 'ECONNRESET') reject(error);
    });
  });
}

/** The first response in `text`: status line, headers (lower-case names) and body. */
function parseAnswer(text: string): Pick<RawAnswer, 'status' | 'headers' | 'body'> {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: '' };
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const length = Number(headers['content-length'] ?? NaN);
  const rest = text.slice(end + 4);
  const body = Number.isFinite(length) ? rest.slice(0, length) : rest;
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body };
}
