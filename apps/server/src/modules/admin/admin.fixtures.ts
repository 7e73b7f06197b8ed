// Test fixtures for the console: staff accounts made as `admin:create` makes them, signed in with a
// TOTP code computed here from their secret, as their authenticator app would.
import type { StaffRole } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { StaffEnrolment } from '../users/users.service.js';
import { createStaff, totpCode } from '../users/users.service.js';
import { accountClient, PASSWORD } from '../users/users.fixtures.js';
import type { AccountClient } from '../users/users.fixtures.js';

export interface StaffMember extends StaffEnrolment {
  email: string;
  client: AccountClient;
}

let made = 0;

/** A new staff member (or admin), signed in with a code of their secret. */
export async function signedInStaff(app: FastifyInstance, role: StaffRole): Promise<StaffMember> {
  made += 1;
  const email = `${role}-${made}-${Date.now()}@nordicparts.example`;
  const enrolment = await createStaff(app.accounts, {
    email,
    name: `${role} ${made}`,
    password: PASSWORD,
    role,
  });
  const client = await accountClient(app);
  const res = await client.post('/api/user/login', {
    email,
    password: PASSWORD,
    totp: totpCode(enrolment.secret, app.accounts.now()),
  });
  expect(res.statusCode, res.body).toBe(200);
  client.token = res.json<{ token: string }>().token;
  return { ...enrolment, email, client };
}
