import { X509Certificate } from 'node:crypto';
import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createServer, type TLSSocket } from 'node:tls';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateSwishCertificates, type SwishCertificates } from './certs.js';

let dir: string;
let certs: SwishCertificates;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'swish-certs-'));
  certs = await loadOrCreateSwishCertificates(dir);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A TLS handshake between a server and a client with the given material; resolves both views. */
async function handshake(
  host: string,
  client: { cert?: string; key?: string },
): Promise<{ serverSide: TLSSocket; clientSide: TLSSocket }> {
  let serverSide: TLSSocket | undefined;
  const server = createServer(
    {
      cert: certs.serverCert,
      key: certs.serverKey,
      ca: certs.ca,
      requestCert: true,
      rejectUnauthorized: false, // the test reads `authorized` itself, as the simulator does
    },
    (socket) => {
      serverSide = socket;
      socket.end('ok');
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const clientSide = await new Promise<TLSSocket>((resolve, reject) => {
      const socket = connect({ host, port, ca: certs.ca, ...client }, () => resolve(socket));
      socket.on('error', reject);
    });
    await new Promise((resolve) => clientSide.once('end', resolve).resume());
    if (!serverSide) throw new Error('no server side');
    return { serverSide, clientSide };
  } finally {
    server.close();
  }
}

describe('loadOrCreateSwishCertificates', () => {
  it('writes a CA, a server and a merchant certificate, keys readable by the owner only', async () => {
    for (const name of ['ca-key.pem', 'server-key.pem', 'merchant-1234679304-key.pem']) {
      expect((await stat(join(dir, name))).mode & 0o777).toBe(0o600);
    }
    for (const name of ['ca.pem', 'server.pem', 'merchant-1234679304.pem']) {
      expect((await stat(join(dir, name))).isFile()).toBe(true);
    }
    expect(certs.clientKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });

  it('issues the server certificate for loopback and the client certificate to the payee', () => {
    const ca = new X509Certificate(certs.ca);
    const server = new X509Certificate(certs.serverCert);
    const client = new X509Certificate(certs.clientCert);
    expect(ca.ca).toBe(true);
    expect(server.verify(ca.publicKey)).toBe(true);
    expect(client.verify(ca.publicKey)).toBe(true);
    expect(server.subjectAltName).toContain('IP Address:127.0.0.1');
    expect(server.subjectAltName).toContain('DNS:localhost');
    expect(server.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(server.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1']);
    expect(client.keyUsage).toEqual(['1.3.6.1.5.5.7.3.2']);
    expect(client.subject).toContain('CN=1234679304');
  });

  it('reads the same certificates back on a later start', async () => {
    const again = await loadOrCreateSwishCertificates(dir);
    expect(again).toEqual(certs);
  });

  it('issues another merchant certificate from the same CA for another payee alias', async () => {
    const other = await loadOrCreateSwishCertificates(dir, '1231181189');
    expect(other.ca).toBe(certs.ca);
    expect(other.serverCert).toBe(certs.serverCert);
    expect(new X509Certificate(other.clientCert).subject).toContain('CN=1231181189');
  });

  it('re-issues a server certificate that another CA signed (a mixed set)', async () => {
    const otherDir = await mkdtemp(join(tmpdir(), 'swish-certs-other-'));
    try {
      await loadOrCreateSwishCertificates(otherDir);
      await copyFile(join(otherDir, 'server.pem'), join(dir, 'server.pem'));
      await copyFile(join(otherDir, 'server-key.pem'), join(dir, 'server-key.pem'));
      const repaired = await loadOrCreateSwishCertificates(dir);
      expect(repaired.ca).toBe(certs.ca);
      const ca = new X509Certificate(certs.ca);
      expect(new X509Certificate(repaired.serverCert).verify(ca.publicKey)).toBe(true);
      expect(repaired.clientCert).toBe(certs.clientCert);
      certs = repaired;
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('serves mutual TLS with node:tls on 127.0.0.1 and localhost', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      const { serverSide, clientSide } = await handshake(host, {
        cert: certs.clientCert,
        key: certs.clientKey,
      });
      expect(clientSide.authorized).toBe(true);
      expect(serverSide.authorized).toBe(true);
      expect(serverSide.getPeerCertificate().subject.CN).toBe('1234679304');
    }
  });

  it('leaves a client without a certificate unauthorised', async () => {
    const { serverSide } = await handshake('127.0.0.1', {});
    expect(serverSide.authorized).toBe(false);
  });
});
