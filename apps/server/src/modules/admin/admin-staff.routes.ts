// /api/admin/staff: the console's users, for admins only (the prefix's hook lets staff in; this
// plugin's own hook keeps them out).
import {
  apiErrorSchema,
  newStaffSchema,
  staffEnrolmentSchema,
  staffMemberSchema,
  staffRoleChangeSchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language.js';
import { created, ok } from '../../lib/responses.js';
import * as staff from './admin-staff.service.js';
import { staffOf } from './staff-caller.js';

const tags = ['admin'];
const params = z.object({ id: z.uuid() });

const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.context;
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/staff',
    {
      schema: {
        tags,
        summary: 'Every staff member and admin',
        response: ok(z.array(staffMemberSchema)),
      },
    },
    () => staff.listStaff(ctx),
  );

  app.post(
    '/staff',
    {
      schema: {
        tags,
        summary: 'A new staff member; the answer shows their TOTP secret and recovery codes once',
        body: newStaffSchema,
        response: created(staffEnrolmentSchema),
      },
    },
    async (request, reply) => {
      const made = await staff.addStaff(
        app.accounts,
        staffOf(request),
        request.body,
        requestLanguage(request),
      );
      return reply.code(201).send(made);
    },
  );

  app.patch(
    '/staff/:id',
    {
      schema: {
        tags,
        summary: "A staff member's role; 'customer' takes console access away",
        params,
        body: staffRoleChangeSchema,
        response: { 204: z.null(), '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      await staff.changeRole(
        ctx,
        staffOf(request),
        request.params.id,
        request.body,
        requestLanguage(request),
        new Date(),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/staff/:id/factor',
    {
      schema: {
        tags,
        summary: 'A new TOTP secret and recovery codes for a lost phone; their sessions end',
        params,
        response: ok(staffEnrolmentSchema),
      },
    },
    (request) =>
      staff.renewFactor(
        ctx,
        staffOf(request),
        request.params.id,
        requestLanguage(request),
        new Date(),
      ),
  );
};

export default adminStaffRoutes;
