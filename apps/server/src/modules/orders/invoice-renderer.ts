// Renders invoice PDFs on a worker thread, so laying out a page (milliseconds of CPU) never holds
// up the requests the event loop serves. Running from TypeScript sources (the tests), where no
// compiled worker file exists, it renders in place.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { OrderView } from '@shop/domain';
import { invoicePdf } from './order-invoice.js';

const WORKER_FILE = fileURLToPath(new URL('./order-invoice.worker.js', import.meta.url));
const compiled = import.meta.url.endsWith('.js') && existsSync(WORKER_FILE);

interface Pending {
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let next = 0;

function failAll(error: Error): void {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
  worker = undefined;
}

/** The thread, started on first use; it keeps the process alive only while it has work. */
function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_FILE);
  started.on('message', (answer: { id: number; bytes?: Uint8Array; error?: string }) => {
    const job = pending.get(answer.id);
    pending.delete(answer.id);
    if (pending.size === 0) started.unref();
    if (answer.bytes) job?.resolve(answer.bytes);
    else job?.reject(new Error(answer.error ?? 'The invoice could not be rendered'));
  });
  started.on('error', failAll);
  started.on('exit', (code) => failAll(new Error(`The invoice renderer stopped (${code})`)));
  worker = started;
  return started;
}

/** The order's invoice PDF, laid out on the renderer's thread. */
export function renderInvoice(order: OrderView): Promise<Uint8Array> {
  if (!compiled) return invoicePdf(order);
  const id = (next += 1);
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const renderer = thread();
    renderer.ref();
    renderer.postMessage({ id, order });
  });
}
