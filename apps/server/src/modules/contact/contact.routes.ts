// POST /api/email/contact (SPEC §7): the contact form. Rate-limited per IP (CONTACT_MAX per
// CONTACT_WINDOW_SECONDS); a filled honeypot is answered as a success before validation, so a bot
// learns nothing, and is logged without its message.
import {
  apiErrorSchema,
  CONTACT_HONEYPOT_FIELD,
  contactRequestSchema,
  honeypotFilled,
  languageOr,
  noticeResponseSchema,
} from '@shop/domain';
import type { Language } from '@shop/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language.js';
import * as contact from './contact.service.js';

const tags = ['contact'];

/** The body's language when it names one, else the request's. */
function languageOf(request: FastifyRequest): Language {
  const body = request.body as { language?: unknown } | null | undefined;
  const named = typeof body === 'object' && body !== null ? body.language : undefined;
  return languageOr(named, requestLanguage(request));
}

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: contact.ContactDeps = { ctx: app.context, shopEmail: app.config.mail.shopEmail };

  app.post(
    '/api/email/contact',
    {
      config: { limits: app.rateLimits.contact },
      // Before validation: a bot that filled the hidden field gets the success, whatever else it sent.
      preValidation: async (request, reply) => {
        const body = request.body as Record<string, unknown> | null | undefined;
        if (typeof body !== 'object' || body === null) return;
        if (!honeypotFilled(body[CONTACT_HONEYPOT_FIELD])) return;
        request.log.info({ ip: request.ip }, 'contact form honeypot filled: dropped');
        await reply.code(201).send(contact.honeypotAnswer(languageOf(request)));
      },
      schema: {
        tags,
        summary:
          'Send the shop a message: stored, mailed to the shop (reply-to the sender) and acknowledged to the sender',
        body: contactRequestSchema,
        response: { 201: noticeResponseSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await contact.sendContactMessage(deps, request.body, {
        ip: request.ip,
        language: requestLanguage(request),
      });
      return reply.code(201).send(answer);
    },
  );
};

export default contactRoutes;
