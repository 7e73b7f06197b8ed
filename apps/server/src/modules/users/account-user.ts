// Who is calling, as the auth plugin finds it from the bearer token, and how the API shows them.
import type { AccountUser } from '@shop/domain';
import { languageOr } from '@shop/domain';
import type { Language } from '@shop/domain';
import type { UserRow } from './users.repository.js';

/** A customer; staff run orders and stock; an admin also prices, settings and staff. */
export type Role = 'customer' | 'staff' | 'admin';

const RANK: Readonly<Record<Role, number>> = { customer: 0, staff: 1, admin: 2 };

/** Whether the role signs in with a second factor and may use the console. */
export const isStaffRole = (role: Role): boolean => RANK[role] >= RANK.staff;

/** Whether `user` may do what `role` may: an admin may do everything staff may. */
export const hasRole = (user: Pick<AuthUser, 'role'>, role: Role): boolean =>
  RANK[user.role] >= RANK[role];

/** A stored role as the code knows it; anything unknown is a customer. */
export const roleOf = (stored: string): Role =>
  stored === 'staff' || stored === 'admin' ? stored : 'customer';

export interface AuthUser {
  id: string;
  /** The session of this call's token: the one logout and the sessions list call "this device". */
  sessionId: string;
  name: string;
  email: string;
  emailConfirmed: boolean;
  pendingEmail: string | null;
  role: Role;
  language: Language;
}

type UserFields = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'email_confirmed_at' | 'pending_email' | 'role' | 'language'
>;

export function toAuthUser(row: UserFields, sessionId: string): AuthUser {
  return {
    id: row.id,
    sessionId,
    name: row.name,
    email: row.email,
    emailConfirmed: row.email_confirmed_at !== null,
    pendingEmail: row.pending_email,
    role: roleOf(row.role),
    language: languageOr(row.language),
  };
}

/** The user as GET /api/user answers (never a hash, a token or an id). */
export function toAccountUser(user: Omit<AuthUser, 'sessionId'> | AuthUser): AccountUser {
  return {
    name: user.name,
    email: user.email,
    emailConfirmed: user.emailConfirmed,
    pendingEmail: user.pendingEmail,
  };
}

/** The key every lookup of an address uses: trimmed, lower case. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
