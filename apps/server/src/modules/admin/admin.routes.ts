// The staff console's API under /api/admin: every route behind one hook that answers 401 without a
// login and 403 to a customer; routes only an admin may use add their own hook for that role.
import { auditPageSchema, auditQuerySchema, staffMeSchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/responses.js';
import { requestLanguage } from '../../lib/request-language.js';
import adminStaffRoutes from './admin-staff.routes.js';
import adminActionRoutes from './admin-actions.routes.js';
import adminCatalogRoutes from './admin-catalog.routes.js';
import adminOrderRoutes from './admin-orders.routes.js';
import * as audit from './audit.service.js';
import { staffOf } from './staff-caller.js';

const tags = ['admin'];

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.context;
  app.addHook('onRequest', app.requireRole('staff'));
  await app.register(adminActionRoutes);

  app.get(
    '/me',
    {
      schema: {
        tags,
        summary: 'The signed-in staff member and their role',
        response: ok(staffMeSchema),
      },
    },
    (request) => {
      const { name, email, role } = staffOf(request);
      return { name, email, role };
    },
  );

  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first: by person, or by the order, item or setting changed',
        querystring: auditQuerySchema,
        response: ok(auditPageSchema),
      },
    },
    (request) => audit.listAudit(ctx, request.query, requestLanguage(request)),
  );

  await app.register(adminStaffRoutes);
  await app.register(adminCatalogRoutes);
  await app.register(adminOrderRoutes);
};

export default adminRoutes;
