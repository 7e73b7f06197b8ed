// What the benchmarks share: the bench server in a child process, and an XSRF session against it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { XSRF_COOKIE, XSRF_HEADER } from '@shop/domain';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export interface BenchServer {
  base: string;
  /** Ends the process (SIGTERM: it closes cleanly) and resolves once it has exited. */
  stop(): Promise<void>;
  /** Kills the process (SIGKILL: no shutdown runs, requests in flight are cut off). */
  stopHard(): Promise<void>;
}

// Thousands of orders come from one IP and one address: the order quotas are raised, not removed,
// so their counting stays in the figures.
const ROOMY_QUOTAS = {
  ORDER_LIMIT_IP_MAX: '10000000',
  ORDER_LIMIT_EMAIL_MAX: '10000000',
  SWISH_LIMIT_IP_MAX: '10000000',
  SWISH_LIMIT_EMAIL_MAX: '10000000',
};

/** tools/dist/bench-server.js (the shop plus /bench/constant) with `env` over the environment. */
export function startBenchServer(env: NodeJS.ProcessEnv): Promise<BenchServer> {
  const child = spawn('node', [join(root, 'tools/dist/bench-server.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: '0', ...ROOMY_QUOTAS, ...env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const m = /READY (\d+)/.exec(chunk.toString());
      if (m)
        resolve({
          base: `http://127.0.0.1:${m[1]}`,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
          stopHard: () => {
            child.kill('SIGKILL');
            return exited;
          },
        });
    });
  });
}

/** The headers of a client holding a valid XSRF token, as the web app sends them. */
export async function xsrfHeaders(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/item-groups`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${XSRF_COOKIE}=`));
  if (!cookie) throw new Error(`the server set no ${XSRF_COOKIE} cookie`);
  const token = cookie.slice(`${XSRF_COOKIE}=`.length).split(';')[0] ?? '';
  return {
    'content-type': 'application/json',
    cookie: `${XSRF_COOKIE}=${token}`,
    [XSRF_HEADER]: token,
  };
}

/** A Swedish customer's address, as the checkout form sends it. */
export const SWEDISH_ADDRESS = {
  given_name: 'Anna',
  family_name: 'Svensson',
  street_address: 'Storgatan 1',
  postal_code: '123 45',
  city: 'Stockholm',
  phone: '070-123 45 67',
  country: 'se',
};

/** An order draft to Sweden by parcel, paid by invoice in SEK, as the web app posts it. */
export function swedishOrderDraft(
  id: string,
  cart: Record<string, { quantity: number; brand: string; car: string | null }>,
  email: string,
): string {
  return JSON.stringify({
    id,
    email,
    currency: 'SEK',
    countryId: 'SE',
    cart,
    billingAddress: SWEDISH_ADDRESS,
    shippingAddress: { enabled: false },
    transportId: 'parcel',
    paymentId: 'invoice',
    language: 'sv',
  });
}
