// Mail delivery for this app: the transport SMTP_URL names (else .eml files), and the outbox worker,
// started once the app is ready (unless MAIL_WORKER=off) and stopped before the database closes.
import fp from 'fastify-plugin';
import { mailDirOf } from '../../plugins/config.js';
import { createMailTransport } from '../../providers/smtp/smtp.transport.js';
import * as mail from './mail.service.js';

export default fp(
  async (app) => {
    const { mail: config, publicUrl } = app.config;
    const transport = createMailTransport({ smtpUrl: config.smtpUrl, dir: mailDirOf(app.config) });
    const service = mail.setUpMail(app.context, {
      ...config,
      transport,
      messageIdHost: new URL(publicUrl).hostname,
      log: app.log,
    });
    if (config.worker) app.addHook('onReady', async () => service.start());
    // onClose hooks run in reverse order of registration: this one before the database's.
    app.addHook('onClose', () => service.close());
    app.log.debug({ target: transport.target, worker: config.worker }, 'mail delivery');
  },
  { name: 'mail', dependencies: ['config', 'context'] },
);
