// Who is calling, as the auth plugin finds it from the bearer token, and how the API shows them.
import type { AccountUser } from '@shop/domain';
import { languageOr } from '@shop/domain';
import type { Language } from '@shop/domain';
import type { UserRow } from './users.repository.js';

export type Role = 'customer' | 'staff';

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
    role: row.role === 'staff' ? 'staff' : 'customer',
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
