// The staff member behind a console request: the auth hook has made sure there is one.
import type { StaffRole } from '@shop/domain';
import type { FastifyRequest } from 'fastify';
import type { Actor } from './audit.service.js';

export interface StaffCaller extends Actor {
  name: string;
  role: StaffRole;
}

export function staffOf(request: FastifyRequest): StaffCaller {
  const user = request.user;
  // The prefix's hook answers 401/403 before a handler runs; reaching here without staff is a bug.
  if (!user || user.role === 'customer') throw new Error('A console route ran without staff');
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}
