// The Swish client over a kept connection that the server drops just as it is reused: the call,
// idempotent at Swish, goes once more on a new connection instead of failing the payment.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateSwishCertificates } from '@shop/simulators';
import { afterAll, describe, expect, it } from 'vitest';
import { createSwishClient } from './swish.client.js';

const dir = mkdtempSync(join(tmpdir(), 'shop-swish-client-'));
let server: Server | undefined;
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the Swish client', () => {
  it('sends a call again when its reused connection was reset before an answer', async () => {
    const certs = await loadOrCreateSwishCertificates(dir);
    let calls = 0;
    server = createServer(
      { key: certs.serverKey, cert: certs.serverCert, ca: certs.ca, requestCert: true },
      (req, res) => {
        calls += 1;
        // The second call arrives on the kept connection, which the server drops unanswered.
        if (calls === 2) return req.socket.destroy();
        res.writeHead(200, { 'content-type': 'application/json' }).end(`{"call":${calls}}`);
      },
    );
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const client = createSwishClient({
      baseUrl: `https://127.0.0.1:${port}/swish-cpcapi`,
      cert: certs.clientCert,
      key: certs.clientKey,
      ca: certs.ca,
      timeoutMs: 2000,
    });
    const first = await client.send({ method: 'GET', path: '/api/v1/paymentrequests/A' });
    expect(first.json).toEqual({ call: 1 });
    const second = await client.send({ method: 'GET', path: '/api/v1/paymentrequests/A' });
    expect(second.json).toEqual({ call: 3 });
    expect(calls).toBe(3);
    client.close();
  });
});
