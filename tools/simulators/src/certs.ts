// A tiny certificate authority for the Swish simulator: a CA, a loopback server certificate and the
// merchant's client certificate, made once per folder so the shop's mutual TLS is real.
import { createPrivateKey, X509Certificate, webcrypto } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type * as X509Module from '@peculiar/x509';

/** The Swish test environment's merchant number, the simulator's default payee. */
export const SWISH_TEST_PAYEE_ALIAS = '1234679304';

export interface SwishCertificates {
  /** The simulator's CA certificate: what the shop trusts for the server, and the server for clients. */
  ca: string;
  caKey: string;
  /** The simulator's HTTPS certificate for 127.0.0.1, ::1 and localhost. */
  serverCert: string;
  serverKey: string;
  /** The merchant's client certificate (CN = the payee alias) and its PKCS#8 key. */
  clientCert: string;
  clientKey: string;
}

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Certificates this close to expiry are made again rather than served. */
const RENEW_BEFORE_MS = 7 * DAY_MS;

// Imported for its types only: the module itself loads after reflect-metadata, on first use.
type X509 = typeof X509Module;
type CryptoKey = webcrypto.CryptoKey;
type CryptoKeyPair = webcrypto.CryptoKeyPair;
let x509Module: Promise<X509> | undefined;

/** Loads @peculiar/x509 once, after the Reflect metadata its tsyringe demands, with Node's WebCrypto. */
function loadX509(): Promise<X509> {
  x509Module ??= import('reflect-metadata').then(async () => {
    const x509 = await import('@peculiar/x509');
    x509.cryptoProvider.set(webcrypto);
    return x509;
  });
  return x509Module;
}

interface Issued {
  cert: string;
  key: string;
  keys: CryptoKeyPair;
}

async function exportKey(x509: X509, keys: CryptoKeyPair): Promise<string> {
  const der = await webcrypto.subtle.exportKey('pkcs8', keys.privateKey);
  return x509.PemConverter.encode(der, 'PRIVATE KEY');
}

async function generateKeys(): Promise<CryptoKeyPair> {
  return webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
}

async function createCa(x509: X509): Promise<Issued> {
  const keys = await generateKeys();
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    name: 'CN=Shop Swish Simulator Root CA, O=Nordic Parts Shop (test)',
    keys,
    signingAlgorithm: ALGORITHM,
    notBefore: new Date(Date.now() - DAY_MS),
    notAfter: new Date(Date.now() + 3650 * DAY_MS),
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
        true,
      ),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { cert: cert.toString('pem'), key: await exportKey(x509, keys), keys };
}

/** A leaf certificate signed by the CA: a server's (SAN, serverAuth) or a client's (clientAuth). */
async function issue(
  x509: X509,
  ca: { cert: string; privateKey: CryptoKey },
  subject: string,
  usage: 'server' | 'client',
): Promise<Issued> {
  const keys = await generateKeys();
  const caCert = new x509.X509Certificate(ca.cert);
  const extensions: InstanceType<X509['Extension']>[] = [
    new x509.BasicConstraintsExtension(false, undefined, true),
    new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
    new x509.ExtendedKeyUsageExtension(
      [usage === 'server' ? x509.ExtendedKeyUsage.serverAuth : x509.ExtendedKeyUsage.clientAuth],
      false,
    ),
    await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    await x509.AuthorityKeyIdentifierExtension.create(caCert),
  ];
  if (usage === 'server') {
    extensions.push(
      new x509.SubjectAlternativeNameExtension([
        { type: 'ip', value: '127.0.0.1' },
        { type: 'ip', value: '::1' },
        { type: 'dns', value: 'localhost' },
      ]),
    );
  }
  const cert = await x509.X509CertificateGenerator.create({
    subject,
    issuer: caCert.subject,
    publicKey: keys.publicKey,
    signingKey: ca.privateKey,
    signingAlgorithm: ALGORITHM,
    notBefore: new Date(Date.now() - DAY_MS),
    notAfter: new Date(Date.now() + 825 * DAY_MS),
    extensions,
  });
  return { cert: cert.toString('pem'), key: await exportKey(x509, keys), keys };
}

async function importKey(x509: X509, pem: string): Promise<CryptoKey> {
  const der = x509.PemConverter.decodeFirst(pem);
  return webcrypto.subtle.importKey('pkcs8', der, ALGORITHM, false, ['sign']);
}

/** Writes through a temporary file and a rename, so a reader never sees half a PEM. */
async function writeAtomic(path: string, content: string, mode: number): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, content, { mode });
  await rename(temporary, path);
}

async function readIfPresent(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * True when the PEM is a certificate valid for at least RENEW_BEFORE_MS more, made for `key`, and
 * (for a leaf) signed by `issuer`: two first starts racing on one folder can leave a mixed set.
 */
function usable(cert: string | null, key: string | null, issuer?: string): cert is string {
  if (!cert || !key) return false;
  try {
    const parsed = new X509Certificate(cert);
    if (new Date(parsed.validTo).getTime() - Date.now() <= RENEW_BEFORE_MS) return false;
    if (!parsed.checkPrivateKey(createPrivateKey(key))) return false;
    return issuer === undefined || parsed.verify(new X509Certificate(issuer).publicKey);
  } catch {
    return false;
  }
}

const files = (dir: string, payeeAlias: string) => ({
  ca: join(dir, 'ca.pem'),
  caKey: join(dir, 'ca-key.pem'),
  serverCert: join(dir, 'server.pem'),
  serverKey: join(dir, 'server-key.pem'),
  // One merchant certificate per payee alias, so a simulator started with another alias gets its own.
  clientCert: join(dir, `merchant-${payeeAlias}.pem`),
  clientKey: join(dir, `merchant-${payeeAlias}-key.pem`),
});

/**
 * The simulator's certificates in `dir`: read back when present, matching and fresh, else made (a new CA
 * re-issues everything; a missing merchant certificate is issued by the existing CA). Keys are
 * PKCS#8 PEM written with mode 0600.
 */
export async function loadOrCreateSwishCertificates(
  dir: string,
  payeeAlias: string = SWISH_TEST_PAYEE_ALIAS,
): Promise<SwishCertificates> {
  if (!/^\d{10}$/.test(payeeAlias)) throw new Error(`Bad Swish payee alias: ${payeeAlias}`);
  const paths = files(dir, payeeAlias);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const read = async (path: string) => readIfPresent(path);
  const [ca, caKey, serverCert, serverKey, clientCert, clientKey] = await Promise.all([
    read(paths.ca),
    read(paths.caKey),
    read(paths.serverCert),
    read(paths.serverKey),
    read(paths.clientCert),
    read(paths.clientKey),
  ]);
  const caUsable = usable(ca, caKey) && caKey !== null;
  const serverUsable = caUsable && usable(serverCert, serverKey, ca) && serverKey !== null;
  const clientUsable = caUsable && usable(clientCert, clientKey, ca) && clientKey !== null;
  if (caUsable && serverUsable && clientUsable) {
    return { ca, caKey, serverCert, serverKey, clientCert, clientKey };
  }

  const x509 = await loadX509();
  const authority = caUsable ? { cert: ca, key: caKey } : await createCa(x509);
  const signer = { cert: authority.cert, privateKey: await importKey(x509, authority.key) };
  const server = serverUsable
    ? { cert: serverCert, key: serverKey }
    : await issue(x509, signer, 'CN=127.0.0.1, O=Swish Simulator', 'server');
  const client = clientUsable
    ? { cert: clientCert, key: clientKey }
    : await issue(x509, signer, `CN=${payeeAlias}, O=Swish Simulator Merchant`, 'client');

  // Keys first, the CA last: a set is complete once ca.pem is new.
  if (!caUsable) await writeAtomic(paths.caKey, authority.key, 0o600);
  if (!serverUsable) {
    await writeAtomic(paths.serverKey, server.key, 0o600);
    await writeAtomic(paths.serverCert, server.cert, 0o644);
  }
  if (!clientUsable) {
    await writeAtomic(paths.clientKey, client.key, 0o600);
    await writeAtomic(paths.clientCert, client.cert, 0o644);
  }
  if (!caUsable) await writeAtomic(paths.ca, authority.cert, 0o644);
  return {
    ca: authority.cert,
    caKey: authority.key,
    serverCert: server.cert,
    serverKey: server.key,
    clientCert: client.cert,
    clientKey: client.key,
  };
}
