// The roles an admin may give, and what each change says before and after it is made.
import type { StaffRole, StaffRoleChange } from '@shop/domain';

export type RoleChoice = StaffRoleChange['role'];
export const ROLE_CHOICES: readonly RoleChoice[] = ['staff', 'admin', 'customer'];

/** A role as the select offers it; 'customer' takes console access away. */
export const ROLE_CHOICE_TEXTS: Readonly<Record<RoleChoice, string>> = {
  staff: 'staff.roles.staff',
  admin: 'staff.roles.admin',
  customer: 'staff.roles.customer',
};

/** The role of a new member (never a customer). */
export const NEW_ROLE_TEXTS: Readonly<Record<StaffRole, string>> = {
  staff: 'staff.roles.staff',
  admin: 'staff.roles.admin',
};

/** The question before a change. */
export const CONFIRM_TEXTS: Readonly<Record<RoleChoice, string>> = {
  staff: 'staff.change.toStaff',
  admin: 'staff.change.toAdmin',
  customer: 'staff.change.toCustomer',
};

/** What the page says once a change is made. */
export const DONE_TEXTS: Readonly<Record<RoleChoice, string>> = {
  staff: 'staff.change.doneStaff',
  admin: 'staff.change.doneAdmin',
  customer: 'staff.change.doneCustomer',
};
