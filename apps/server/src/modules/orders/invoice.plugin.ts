// The invoice attachment of order confirmations: the mail worker renders it from the order when it
// sends, in every process, so a resend after a failure carries the same invoice.
import fp from 'fastify-plugin';
import * as mail from '../mail/mail.service.js';
import * as orders from './orders.service.js';

export default fp(
  async (app) => {
    const settings = orders.orderSettingsOf(app.config, app.secret);
    mail.registerAttachmentSource(app.context, orders.INVOICE_SOURCE, (orderId) =>
      orders.invoiceAttachment(app.context, settings, orderId),
    );
  },
  { name: 'invoice-attachments', dependencies: ['mail'] },
);
