// The invoice renderer's thread: lays out PDFs off the server's event loop, one message per order.
import { parentPort } from 'node:worker_threads';
import type { OrderView } from '@shop/domain';
import { invoicePdf } from './order-invoice.js';

parentPort?.on('message', (job: { id: number; order: OrderView }) => {
  invoicePdf(job.order).then(
    (bytes) => parentPort?.postMessage({ id: job.id, bytes }, [bytes.buffer as ArrayBuffer]),
    (error: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
