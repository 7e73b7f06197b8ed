// An order's page in the console: the order with its lines, addresses and figures, its payments,
// lifecycle, mails and internal notes, and the console's changes to it; and adding a note.
import { randomUUID } from 'node:crypto';
import type { AdminOrderDetail, Language, OrderNote } from '@shop/domain';
import { textsIn } from '../../i18n/index.js';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import { notFound } from '../../lib/http-error.js';
import * as mail from '../mail/mail.service.js';
import * as orders from '../orders/orders.service.js';
import * as payments from '../payments/payments.service.js';
import { toRefund, toShipment } from './admin-action-answers.js';
import * as repo from './admin-orders.repository.js';
import type { NoteRow } from './admin-orders.repository.js';
import type { Actor } from './audit.service.js';
import { listAudit, recordAudit } from './audit.service.js';

/** The audit subject of an order: its number, which staff read and search by. */
export const orderSubject = (number: string) => ({ type: 'order', id: number }) as const;

/** An order's page shows this many of its console changes, newest first. */
const HISTORY_LIMIT = 200;

const unknownOrder = (language: Language, number: string) =>
  notFound(textsIn(language)('admin.errors.unknown_order', { number }));

const toNote = (row: NoteRow): OrderNote => ({
  id: row.id,
  at: row.at,
  author: { id: row.author_id, email: row.author_email },
  text: row.text,
});

/** Mails about the order: its own (confirmation, notices), its shipments' and its refunds'. */
async function mailsAbout(ctx: AppContext, refs: readonly string[]) {
  const lists = await Promise.all(refs.map((ref) => mail.listOutbox(ctx, { ref })));
  return lists
    .flat()
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0))
    .map((m) => ({
      kind: m.kind,
      to: m.to,
      subject: m.subject,
      status: m.status,
      createdAt: m.createdAt,
      sentAt: m.sentAt,
    }));
}

export async function getOrderDetail(
  ctx: AppContext,
  number: string,
  language: Language,
): Promise<AdminOrderDetail> {
  const order = await orders.findStaffOrder(ctx, number);
  if (!order) throw unknownOrder(language, number);
  const id = order.view.id;
  const subject = orderSubject(number);
  const [money, notes, audit] = await Promise.all([
    payments.listOrderPayments(ctx, id),
    repo.listNotes(ctx.db, id),
    listAudit(
      ctx,
      { subjectType: subject.type, subjectId: subject.id, limit: HISTORY_LIMIT },
      language,
    ),
  ]);
  const [mails, refunds] = await Promise.all([
    mailsAbout(ctx, [
      ...new Set([
        id,
        ...money.refunds.map((r) => r.id),
        ...order.shipments.map((s) => s.id),
        ...order.refunds.map((r) => r.id),
      ]),
    ]),
    Promise.all(order.refunds.map((row) => toRefund(ctx, row))),
  ]);
  return {
    order: order.view,
    flag: order.flag,
    paidAt: order.paidAt,
    cancelReason: order.cancelReason,
    refunded: order.refunded,
    shippingRefunded: order.shippingRefunded,
    paymentReference: order.paymentReference,
    progress: order.progress,
    shipments: order.shipments.map(toShipment),
    refunds,
    events: order.events,
    payments: money,
    mails,
    notes: notes.map(toNote),
    history: audit.entries.map(({ at, actor, action, before, after, reason }) => ({
      at,
      actor,
      action,
      before,
      after,
      reason,
    })),
  };
}

/** Adds a staff note to the order, audited in the same transaction. */
export async function addOrderNote(
  ctx: AppContext,
  actor: Actor,
  number: string,
  text: string,
  now: Date,
  language: Language,
): Promise<OrderNote> {
  return inTransaction(ctx, async (trx) => {
    const orderId = await repo.findOrderId(trx.db, number);
    if (!orderId) throw unknownOrder(language, number);
    const row: NoteRow = {
      id: randomUUID(),
      order_id: orderId,
      at: now.toISOString(),
      author_id: actor.id,
      author_email: actor.email,
      text,
    };
    await repo.insertNote(trx.db, row);
    await recordAudit(
      trx,
      actor,
      { action: 'order.note', subject: orderSubject(number), after: { note: row.id, text } },
      now,
    );
    return toNote(row);
  });
}
