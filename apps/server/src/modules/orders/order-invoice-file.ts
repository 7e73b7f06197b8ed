// An invoice order's PDF, for its page's download link and its confirmation mail's attachment.
// Rendering takes tens of milliseconds, so the last few are kept, keyed by everything they show.
import { createHash } from 'node:crypto';
import type { OrderView } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import { notFound } from '../../lib/http-error.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { hasInvoice, invoiceFilename } from './order-invoice.js';
import { renderInvoice } from './invoice-renderer.js';
import { findOrderView, getOrderByNumber } from './order-read.js';
import type { OrderSettings } from './order-read.js';

export interface InvoiceFile {
  filename: string;
  content: Buffer;
}

// A customer opening the link twice, or the mail and the page at once, renders it once.
const rendered = new TtlCache<string, Promise<Buffer>>(64, 10 * 60_000, {
  maxBytes: 4 * 1024 * 1024,
  sizeOf: (pdf) => pdf.byteLength,
});

/** The invoice of `order`, rendered or remembered; a changed order (e.g. anonymised) renders anew. */
export async function invoiceFileOf(order: OrderView): Promise<InvoiceFile> {
  const key = createHash('sha256').update(JSON.stringify(order)).digest('base64url');
  const content = await rendered.getOrLoad(key, async () =>
    Buffer.from(await renderInvoice(order)),
  );
  return { filename: invoiceFilename(order), content };
}

/** The invoice of the order `number` for whoever holds its key; 404 unless paid by invoice. */
export async function getInvoiceByNumber(
  ctx: AppContext,
  settings: OrderSettings,
  number: string,
  key: string,
): Promise<InvoiceFile> {
  const order = await getOrderByNumber(ctx, settings, number, key);
  if (!hasInvoice(order)) throw notFound(`Order '${number}' is not paid by invoice`);
  return invoiceFileOf(order);
}

/** The mail worker's renderer of an order's invoice attachment, by the order's id. */
export async function invoiceAttachment(
  ctx: AppContext,
  settings: OrderSettings,
  orderId: string,
): Promise<{ contentType: string; content: Buffer }> {
  const order = await findOrderView(ctx, settings, orderId);
  if (!order) throw new Error(`No order ${orderId} to render an invoice for`);
  return { contentType: 'application/pdf', content: (await invoiceFileOf(order)).content };
}
