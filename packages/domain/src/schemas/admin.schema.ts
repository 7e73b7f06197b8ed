// The staff console's API (/api/admin): who is signed in, and the audit log of every change made
// in the console. One schema per payload, read by the console's forms and the server's routes.
import { z } from 'zod';
import { emailSchema } from './checkout.schema.js';

export const STAFF_ROLES = ['staff', 'admin'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** GET /api/admin/me: the signed-in staff member, and what their role lets the console show. */
export const staffMeSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** What a console change was done to. */
export const AUDIT_SUBJECTS = ['order', 'item', 'setting', 'user', 'import'] as const;
export const auditSubjectSchema = z.enum(AUDIT_SUBJECTS);
export type AuditSubject = z.infer<typeof auditSubjectSchema>;

/** One audit row: who, what, when, the changed fields before and after, and why. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), email: z.string() }),
  action: z.string(),
  subject: z.object({ type: z.string(), id: z.string() }),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** An opaque position in a list: the list goes on after it. */
export const cursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

/** GET /api/admin/audit: filtered by person, or by the thing changed; newest first. */
export const auditQuerySchema = z.object({
  actor: z.string().max(100).optional(),
  subjectType: auditSubjectSchema.optional(),
  subjectId: z.string().max(100).optional(),
  after: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Where the next page starts; null on the last. */
  next: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /api/admin/staff: one console user. */
export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  createdAt: z.string(),
  /** The last use of any of their sessions. */
  lastSeen: z.string().nullable(),
  recoveryCodesLeft: z.number(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** POST /api/admin/staff: a new console user with a first password the admin hands over. */
export const newStaffSchema = z.object({
  name: z.string().trim().min(2).max(100),
  email: emailSchema,
  role: staffRoleSchema,
  password: z.string().min(1).max(200),
});
export type NewStaffInput = z.infer<typeof newStaffSchema>;

/** What a new staff member needs once to sign in; never shown again. */
export const staffEnrolmentSchema = z.object({
  id: z.string(),
  otpauthUrl: z.string(),
  secret: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type StaffEnrolmentView = z.infer<typeof staffEnrolmentSchema>;

/** PATCH /api/admin/staff/:id: another role; 'customer' takes console access away. */
export const staffRoleChangeSchema = z.object({
  role: z.enum(['customer', 'staff', 'admin']),
  reason: z.string().trim().max(500).optional(),
});
export type StaffRoleChange = z.infer<typeof staffRoleChangeSchema>;
