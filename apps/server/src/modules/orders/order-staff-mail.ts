// Tells the customer what staff did to their order: a cancel, or money given back by lines. Queued
// in the action's transaction, so the mail goes exactly when the change holds.
import type { ActionLine } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import * as mail from '../mail/mail.service.js';
import type { OrderRefundRow } from './order-actions.repository.js';
import { staffActionMail } from './order-notices.js';
import { findOrderView } from './order-read.js';
import type { OrderSettings } from './order-read.js';

export async function mailStaffAction(
  trx: AppContext,
  settings: OrderSettings,
  orderId: string,
  refund: OrderRefundRow | null,
  cancelled: boolean,
): Promise<void> {
  const view = await findOrderView(trx, settings, orderId);
  if (!view || view.email === '') return;
  const notice = refund && {
    id: refund.id,
    amount: refund.amount,
    method: refund.method,
    lines: JSON.parse(refund.lines) as ActionLine[],
    shipping: refund.shipping === 1,
  };
  await mail.enqueueMail(trx, staffActionMail(view, notice, cancelled));
}
